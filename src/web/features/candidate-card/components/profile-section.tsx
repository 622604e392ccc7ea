import type { ReactNode } from 'react';
import { Card } from '#web/components/ui/card.tsx';
import { Stack, Text, Title } from '#web/components/ui/primitives.tsx';
import { SimpleGrid } from '#web/components/ui/simple-grid.tsx';
import type { CandidateCard } from '#shared/contracts/candidate-card.ts';
import {
  candidateSourceLabel,
  DEPARTMENTS,
  ENGLISH_LEVELS,
  labelOf,
  WORK_FORMATS,
  EDUCATION_LEVELS,
} from '#shared/domain/selection-lists.ts';
import { ruStaffCandidateCard } from '#shared/i18n/ru/staff-candidate-card.ts';
import { formatMoscow } from '#shared/i18n/dates.ts';
import { EmailText, PhoneText } from '#web/components/contact-text.tsx';

const t = ruStaffCandidateCard;
const f = t.fields;

type Row = [string, ReactNode];

function Step({ title, rows }: { title: string; rows: Row[] }) {
  return (
    <Card withBorder>
      <Title order={3} fz="md" mb="xs">
        {title}
      </Title>
      <Stack gap={6} component="dl" m={0}>
        {rows.map(([label, value]) => (
          <div key={label}>
            <Text component="dt" size="xs" c="dimmed">
              {label}
            </Text>
            <Text component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
              {value === null || value === undefined || value === '' ? t.empty : value}
            </Text>
          </div>
        ))}
      </Stack>
    </Card>
  );
}

/** The three registration steps, codes labelled from the selection lists. */
export function ProfileSection({ card }: { card: CandidateCard }) {
  const p = card.profile;
  const yesNo = (v: boolean | null) => (v === null ? null : v ? 'Да' : 'Нет');
  return (
    <SimpleGrid cols={{ base: 1, md: 3 }} mb="lg">
      <Step
        title={t.steps.personal}
        rows={[
          [f.name, [p.last_name, p.first_name, p.middle_name].filter(Boolean).join(' ')],
          [f.birthDate, p.birth_date ? formatMoscow(p.birth_date, 'DD.MM.YYYY') : null],
          [f.email, p.email ? <EmailText email={p.email} /> : null],
          [f.phone, p.phone ? <PhoneText phone={p.phone} /> : null],
          [f.city, p.city?.name],
          [f.citizenship, p.citizenship?.name],
          [f.source, candidateSourceLabel(card.source)],
        ]}
      />
      <Step
        title={t.steps.education}
        rows={[
          [f.institution, p.institution?.name],
          [f.faculty, p.faculty],
          [f.specialty, p.specialty],
          [
            f.educationLevel,
            p.education_level ? labelOf(EDUCATION_LEVELS, p.education_level as never) : null,
          ],
          [f.course, p.course],
          [f.graduationYear, p.graduation_year],
        ]}
      />
      <Step
        title={t.steps.preferences}
        rows={[
          [f.departments, p.departments.map((d) => labelOf(DEPARTMENTS, d as never)).join(', ')],
          [f.workFormat, p.work_format === null ? null : labelOf(WORK_FORMATS, p.work_format as never)],
          [f.hours, p.hours],
          [
            f.englishLevel,
            p.english_level === null ? null : labelOf(ENGLISH_LEVELS, p.english_level as never),
          ],
          [f.relocate, yesNo(p.relocate)],
        ]}
      />
    </SimpleGrid>
  );
}
