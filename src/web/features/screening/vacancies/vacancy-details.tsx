import type { ReactNode } from 'react';
import { Timeline } from '#web/components/ui/timeline.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { IconLock } from '@tabler/icons-react';
import type { PublicVacancy, VacancyStage } from '#shared/contracts/vacancies.ts';
import { ruWebVacancy } from '#shared/i18n/ru/ui/vacancy.ts';
import { MarkdownText } from '#web/components/markdown.tsx';
import { vacancyFacts } from '#web/lib/vacancy-facts.ts';
import { STAGE_NAMES } from '#shared/i18n/ru/statuses.ts';
import { Group, Stack, Text, Title } from '#web/components/ui/primitives.tsx';
import classes from './columns.module.css';

type Props = {
  vacancy: PublicVacancy;
  stages: VacancyStage[];
  /** The apply button or form (another part of the journey), shown only while the vacancy is open. */
  action: ReactNode;
};

/** The body of /vacancies/{id}: title, facts, description, pipeline, and the apply slot or «Набор закрыт». */
export function VacancyDetails({ vacancy, stages, action }: Props) {
  const t = ruWebVacancy;
  const facts = vacancyFacts(vacancy);
  const closed = vacancy.status === 'closed';
  const rows: [string, string][] = [
    [t.department, facts.department],
    [t.city, facts.city],
    [t.workFormat, facts.workFormat],
    [t.hours, facts.hours],
    [t.english, facts.english],
  ];
  return (
    <Stack gap="lg">
      <div>
        <Group gap="xs" mb={6}>
          <Badge variant="light">{facts.department}</Badge>
          {closed && (
            <Badge color="gray" variant="filled" leftSection={<IconLock size={12} />}>
              {t.closed}
            </Badge>
          )}
        </Group>
        <Title order={1} fz={{ base: 26, sm: 32 }} style={{ overflowWrap: 'anywhere' }}>
          {vacancy.title}
        </Title>
        {vacancy.tags.length > 0 && (
          <Group gap={6} mt="xs">
            {vacancy.tags.map((tag) => (
              <Badge key={tag} variant="outline" color="gray" tt="none">
                {tag}
              </Badge>
            ))}
          </Group>
        )}
      </div>
      {closed ? (
        <Alert color="gray" icon={<IconLock size={18} />} title={t.closed} data-testid="vacancy-closed">
          {t.closedText}
        </Alert>
      ) : (
        action
      )}
      <div className={classes.details}>
        <div>
          <Card withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
            <MarkdownText topLevel={2}>{vacancy.description}</MarkdownText>
          </Card>
        </div>
        <div>
          <Stack gap="lg">
            <Card withBorder radius="md">
              <Title order={2} fz="h4" mb="sm">
                {t.factsTitle}
              </Title>
              <Stack gap={8} component="dl" m={0}>
                {rows.map(([label, value]) => (
                  <div key={label}>
                    <Text component="dt" size="sm" c="dimmed">
                      {label}
                    </Text>
                    <Text component="dd" m={0} fw={500}>
                      {value}
                    </Text>
                  </div>
                ))}
              </Stack>
            </Card>
            <Card withBorder radius="md">
              <Title order={2} fz="h4" mb="md">
                {t.pipelineTitle}
              </Title>
              <Timeline bulletSize={22} lineWidth={2} data-testid="vacancy-pipeline">
                {stages.map((s, i) => (
                  <Timeline.Item
                    key={s.n}
                    bullet={<Text size="xs">{i + 1}</Text>}
                    title={STAGE_NAMES[s.type]}
                  >
                    <Text size="sm" c="dimmed">
                      {s.deadline_days ? t.deadline(s.deadline_days) : t.noDeadline}
                    </Text>
                  </Timeline.Item>
                ))}
              </Timeline>
            </Card>
          </Stack>
        </div>
      </div>
    </Stack>
  );
}
