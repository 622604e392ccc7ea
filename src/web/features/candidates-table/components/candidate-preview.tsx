/** The quick view of one candidate (`GET /api/dashboard/candidates/{id}`), with the way to the full card. */
import type { ReactNode } from 'react';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Center } from '#web/components/ui/container.tsx';
import { Group, Stack, Text, Title } from '#web/components/ui/primitives.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { Loader } from '#web/components/ui/loader.tsx';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { z } from 'zod';
import type { CandidateRowSchema } from '#shared/contracts/candidate-card.ts';
import { ruCandidatesTable } from '#shared/i18n/ru/candidates-table.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { useCandidateRow } from '../api/candidate-row.ts';
import { dayOf, englishLabel } from './labels.ts';
import { DeadlineCell, StageCell } from './stage-cell.tsx';
import { staffApplicationStatus } from '#shared/i18n/ru/statuses.ts';

const t = ruCandidatesTable.web.preview;
type Row = z.infer<typeof CandidateRowSchema>;

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" size="xs" c="dimmed">
        {label}
      </Text>
      <Text component="dd" m={0} size="sm" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

export function CandidatePreview({ id, cardPath }: { id: number; cardPath: (row: Row) => string }) {
  const row = useCandidateRow(id);
  if (row.isPending)
    return (
      <Center py="lg">
        <Loader size="sm" aria-label={ruCandidatesTable.web.loading} />
      </Center>
    );
  if (row.isError)
    return (
      <Alert color="red" title={t.loadError}>
        <Stack gap="xs" align="flex-start">
          {errorMessage(row.error)}
          <Button size="xs" variant="light" onClick={() => void row.refetch()}>
            {ruCandidatesTable.web.retry}
          </Button>
        </Stack>
      </Alert>
    );
  const r = row.data;
  const empty = ruCandidatesTable.web.empty;
  return (
    <Stack gap="sm" data-testid="candidate-preview">
      <Title order={2} fz="lg" style={{ overflowWrap: 'anywhere' }}>
        {r.name}
      </Title>
      <Stack gap={8} component="dl" m={0}>
        <Fact label={t.vacancy}>{r.vacancy.title}</Fact>
        <Fact label={t.status}>
          <Badge variant="light" style={{ textTransform: 'none' }} component="span">
            {staffApplicationStatus(r.status)}
          </Badge>
        </Fact>
        <Fact label={t.stage}>
          <StageCell stage={r.stage} />
        </Fact>
        <Fact label={t.deadline}>
          <DeadlineCell stage={r.stage} />
        </Fact>
        <Fact label={t.city}>{r.city ?? empty}</Fact>
        <Fact label={t.institution}>{r.institution ?? empty}</Fact>
        <Fact label={t.english}>{englishLabel(r.english_level) ?? empty}</Fact>
        <Fact label={t.applied}>{dayOf(r.applied_at) ?? empty}</Fact>
      </Stack>
      <Group>
        <Button component={Link} to={cardPath(r)} rightSection={<IconArrowRight size={16} />}>
          {t.open}
        </Button>
      </Group>
    </Stack>
  );
}
