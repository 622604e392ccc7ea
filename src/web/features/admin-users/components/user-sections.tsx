/** The parts of a user's page: profile facts, candidate records with their stages, positions, notices. */
import type { ReactNode } from 'react';
import { SimpleGrid } from '#web/components/ui/simple-grid.tsx';
import { Group, Stack, Text, Title } from '#web/components/ui/primitives.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Badge } from '#web/components/ui/badge.tsx';

import { Anchor } from '#web/components/ui/anchor.tsx';
import { Link } from 'react-router';
import type { UserDetail } from '#shared/contracts/admin-users.ts';
import {
  DEPARTMENTS,
  EDUCATION_LEVELS,
  ENGLISH_LEVELS,
  WORK_FORMATS,
  labelOf,
} from '#shared/domain/selection-lists.ts';
import { formatDateMsk, formatDateTimeMsk } from '#shared/i18n/dates.ts';
import { ruAdminUsers } from '#shared/i18n/ru/admin-users.ts';
import { stageNameOf, staffApplicationStatus, staffStageStatus } from '#shared/i18n/ru/statuses.ts';
import { EmailText, PhoneText } from '#web/components/contact-text.tsx';

const t = ruAdminUsers.web;
const f = t.fields;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder padding="md" component="section" aria-label={title}>
      <Title order={2} fz="lg" mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  );
}

function Fact({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {value === null || value === undefined || value === '' ? t.notSet : value}
      </Text>
    </div>
  );
}

const yesNo = (v: boolean | null) => (v === null ? null : v ? t.yes : t.no);
/** `2004-02-03` as `03.02.2004` (a calendar date, no time zone). */
const calendarDate = (d: string | null) => (d ? d.split('-').reverse().join('.') : null);

export function ProfileSection({ user }: { user: UserDetail }) {
  const p = user.profile;
  return (
    <Section title={t.profile}>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
        <Fact label={f.email} value={user.email ? <EmailText email={user.email} /> : null} />
        <Fact
          label={f.phone}
          value={
            user.phone ? (
              <>
                <PhoneText phone={user.phone} />
                {user.phone_verified ? '' : ` (${t.phoneNotVerified})`}
              </>
            ) : null
          }
        />
        <Fact label={f.registered} value={formatDateMsk(new Date(user.registered_at))} />
        {user.role === 'participant' && (
          <>
            <Fact label={f.birthDate} value={calendarDate(user.birth_date)} />
            <Fact label={f.city} value={user.city?.name} />
            <Fact label={f.citizenship} value={user.citizenship_name} />
          </>
        )}
        {p && (
          <>
            <Fact label={f.institution} value={p.institution?.name} />
            <Fact label={f.faculty} value={p.faculty} />
            <Fact label={f.specialty} value={p.specialty} />
            <Fact
              label={f.level}
              value={EDUCATION_LEVELS.find((l) => l.value === p.education_level)?.label}
            />
            <Fact label={f.course} value={p.course} />
            <Fact label={f.graduationYear} value={p.graduation_year} />
            <Fact
              label={f.departments}
              value={p.departments.map((d) => labelOf(DEPARTMENTS, d)).join(', ')}
            />
            <Fact label={f.workFormat} value={p.work_format ? labelOf(WORK_FORMATS, p.work_format) : null} />
            <Fact label={f.hours} value={p.hours} />
            <Fact
              label={f.englishLevel}
              value={p.english_level ? labelOf(ENGLISH_LEVELS, p.english_level) : null}
            />
            <Fact label={f.relocate} value={yesNo(p.relocate)} />
          </>
        )}
      </SimpleGrid>
    </Section>
  );
}

export function ApplicationsSection({ user }: { user: UserDetail }) {
  return (
    <Section title={t.applications}>
      {user.applications.length === 0 ? (
        <Text c="dimmed">{t.noApplications}</Text>
      ) : (
        <Stack gap="sm">
          {user.applications.map((a) => (
            <Card key={a.id} withBorder padding="sm" radius="sm">
              <Stack gap={6}>
                <Group justify="space-between" wrap="wrap" gap="xs">
                  <Anchor
                    component={Link}
                    to={`/admin/positions/${a.vacancy.id}/candidates/${a.id}`}
                    fw={600}
                    aria-label={`${t.openCard}: ${a.vacancy.title}`}
                  >
                    {a.vacancy.title}
                  </Anchor>
                  <Badge variant="light" c="dark">
                    {staffApplicationStatus(a.status)}
                  </Badge>
                </Group>
                <Text size="sm" c="dimmed">
                  {t.applied}: {formatDateMsk(new Date(a.submitted_at ?? a.created_at))}
                </Text>
                <Group gap={6} wrap="wrap">
                  {a.stages
                    .filter((s) => s.status !== 'skipped')
                    .map((s) => (
                      <Badge key={s.n} variant="outline" color="gray" c="dark" tt="none">
                        {stageNameOf(s.n)}: {staffStageStatus(s.status)}
                      </Badge>
                    ))}
                </Group>
              </Stack>
            </Card>
          ))}
        </Stack>
      )}
    </Section>
  );
}

export function PositionsSection({ user }: { user: UserDetail }) {
  return (
    <Section title={t.managerPositions}>
      {user.positions.length === 0 ? (
        <Text c="dimmed">{t.noPositions}</Text>
      ) : (
        <Stack gap={4}>
          {user.positions.map((p) => (
            <Group key={p.id} gap="xs">
              <Anchor component={Link} to={`/admin/positions/${p.id}`}>
                {p.title}
              </Anchor>
              {!p.active && (
                <Text span size="xs" c="dimmed">
                  ({t.positionInactive})
                </Text>
              )}
            </Group>
          ))}
        </Stack>
      )}
    </Section>
  );
}

export function MessagesSection({ user }: { user: UserDetail }) {
  const m = user.messages;
  return (
    <Section title={t.messages}>
      {m.items.length === 0 ? (
        <Text c="dimmed">{t.noMessages}</Text>
      ) : (
        <Stack gap="xs">
          {m.total > m.items.length && (
            <Text size="sm" c="dimmed">
              {t.messagesShown(m.items.length, m.total)}
            </Text>
          )}
          {m.items.map((msg) => (
            <div key={msg.id}>
              <Group gap="xs" wrap="wrap">
                <Text size="sm" fw={msg.is_read ? 400 : 600}>
                  {msg.title || t.notSet}
                </Text>
                <Text size="xs" c="dimmed">
                  {formatDateTimeMsk(new Date(msg.created_at))} · {msg.is_read ? t.read : t.unread}
                </Text>
              </Group>
              {msg.text && (
                <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                  {msg.text}
                </Text>
              )}
            </div>
          ))}
        </Stack>
      )}
    </Section>
  );
}
