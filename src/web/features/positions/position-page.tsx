/** One position for staff: facts, description, pipeline, status moves, managers and its funnel. */

import { Alert } from '#web/components/ui/alert.tsx';
import { SimpleGrid } from '#web/components/ui/simple-grid.tsx';
import { Group, Stack, Text, Title } from '#web/components/ui/primitives.tsx';
import { Center } from '#web/components/ui/container.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Anchor } from '#web/components/ui/anchor.tsx';
import { Loader } from '#web/components/ui/loader.tsx';
import { IconUsers } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { DEPARTMENTS, ENGLISH_LEVELS, WORK_FORMATS } from '#shared/domain/selection-lists.ts';
import { MarkdownText } from '#web/components/markdown.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { SlotsCard } from '#web/components/slots/staff-slots-card.tsx';
import { ApiError, errorMessage } from '#web/lib/api-client.ts';
import { usePositionDetail } from '#web/api/position-detail.ts';
import { FunnelCard } from './components/funnel-card.tsx';
import { ManagersCard } from './components/managers-card.tsx';
import { StatusActions } from './components/status-actions.tsx';
import { PositionStatusBadge } from './components/status-badge.tsx';
import { pt } from './texts.ts';
import { stageNameOf } from '#shared/i18n/ru/statuses.ts';

const labelOf = (list: readonly { value: number; label: string }[], v: number) =>
  list.find((o) => o.value === v)?.label ?? '—';

export function PositionPage({ area }: { area: 'admin' | 'recruiter' }) {
  const id = Number(useParams().positionId);
  const base = `/${area}/positions`;
  const detail = usePositionDetail(id);

  if (detail.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label="Загрузка" />
      </Center>
    );
  }
  if (detail.isError) {
    const notFound = detail.error instanceof ApiError && detail.error.status === 404;
    return (
      <Alert color="red" title={notFound ? pt.notFound : errorMessage(detail.error)}>
        <Anchor component={Link} to={base}>
          {pt.back}
        </Anchor>
      </Alert>
    );
  }
  const p = detail.data.data;
  const facts: [string, string][] = [
    [pt.columns.department, labelOf(DEPARTMENTS, p.department)],
    [pt.columns.city, p.city_name ?? pt.noCity],
    [pt.facts.work_format, labelOf(WORK_FORMATS, p.work_format)],
    [pt.facts.hours, String(p.hours)],
    [pt.facts.english, labelOf(ENGLISH_LEVELS, p.english_level)],
    [pt.facts.headcount, String(p.headcount)],
    [pt.facts.answerDays, pt.answerDays(p.answer_days)],
  ];

  return (
    <Stack gap="md">
      <Anchor component={Link} to={base} size="sm">
        {pt.back}
      </Anchor>
      <PageHeader title={p.title}>
        <Group gap="xs">
          <PositionStatusBadge status={p.status} />
          <Button component={Link} to={`${base}/${p.id}/edit`} variant="light">
            {pt.edit}
          </Button>
          <Button component={Link} to={`${base}/${p.id}/candidates`} leftSection={<IconUsers size={16} />}>
            {pt.candidatesLink} ({p.candidates_count})
          </Button>
        </Group>
      </PageHeader>
      <StatusActions position={p} base={base} />
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Card withBorder>
          <SimpleGrid cols={2} spacing="xs">
            {facts.map(([k, v]) => (
              <div key={k}>
                <Text size="xs" c="dimmed">
                  {k}
                </Text>
                <Text>{v}</Text>
              </div>
            ))}
          </SimpleGrid>
          {p.tags.length > 0 && (
            <Group gap={4} mt="sm" aria-label={pt.facts.tags}>
              {p.tags.map((t) => (
                <Badge key={t} variant="outline">
                  {t}
                </Badge>
              ))}
            </Group>
          )}
        </Card>
        <Card withBorder>
          <Title order={2} size="h4" mb="sm">
            {pt.pipeline}
          </Title>
          <Stack gap={4} component="ol" style={{ paddingLeft: 20, margin: 0 }}>
            {p.stages.map((s) => (
              <li key={s.n}>
                {stageNameOf(s.n)}
                {s.deadline_days ? (
                  <Text span c="dimmed" size="sm">
                    {' '}
                    — {pt.deadlineDays(s.deadline_days)}
                  </Text>
                ) : null}
              </li>
            ))}
          </Stack>
        </Card>
      </SimpleGrid>
      <Card withBorder>
        <Title order={2} size="h4" mb="sm">
          {pt.description}
        </Title>
        {p.description ? (
          <MarkdownText>{p.description}</MarkdownText>
        ) : (
          <Text c="dimmed">{pt.noDescription}</Text>
        )}
      </Card>
      <SlotsCard
        positionId={p.id}
        stages={p.pipeline}
        cardPath={(candidateId) => `${base}/${p.id}/candidates/${candidateId}`}
      />
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <ManagersCard positionId={p.id} />
        <FunnelCard positionId={p.id} />
      </SimpleGrid>
    </Stack>
  );
}
