/**
 * `/admin/dashboard`: every position with its hiring plan, hires against it, where the candidates
 * still in selection are, and overdue stages; the plan is downloaded as a template and imported back
 * (plan-import-modal.tsx). A table on a desktop, one card per position on a phone.
 */
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Center } from '#web/components/ui/container.tsx';
import { TextInput } from '#web/components/ui/input.tsx';
import { Group, Stack, Text } from '#web/components/ui/primitives.tsx';
import { Progress } from '#web/components/ui/progress.tsx';
import { SimpleGrid } from '#web/components/ui/simple-grid.tsx';
import { Table } from '#web/components/ui/table.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { Anchor } from '#web/components/ui/anchor.tsx';
import { Loader } from '#web/components/ui/loader.tsx';
import { useDisclosure } from '#web/lib/hooks.ts';
import { IconDownload, IconLayoutDashboard, IconSearch, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { DashboardPosition } from '#shared/contracts/plan-dashboard.ts';
import { VACANCY_STATUSES, type VacancyStatus } from '#shared/domain/vacancy-status.ts';
import { ruPlanDashboard } from '#shared/i18n/ru/plan-dashboard.ts';
import { EmptyState } from '#web/components/empty-state.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { useIsMobile } from '#web/lib/media.ts';
import { TEMPLATE_URL, useDashboard } from './api.ts';
import { PlanImportModal } from './plan-import-modal.tsx';
import { stageNameOf, staffVacancyStatus } from '#shared/i18n/ru/statuses.ts';
import { formatNumber } from '#shared/i18n/numbers.ts';

const t = ruPlanDashboard.web;
const STATUS_COLORS: Record<VacancyStatus, string> = {
  draft: 'gray',
  open: 'green',
  stop: 'yellow',
  close: 'red',
};

export function DashboardPage() {
  const dashboard = useDashboard();
  const [importing, importModal] = useDisclosure(false);
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<string | null>(null);
  const mobile = useIsMobile();

  const positions = (dashboard.data?.data.positions ?? []).filter(
    (p) => (!status || p.status === status) && p.title.toLowerCase().includes(search.trim().toLowerCase()),
  );

  return (
    <Stack gap="lg">
      <PageHeader title={t.title} description={t.description}>
        <Group gap="sm">
          <Button
            component="a"
            href={TEMPLATE_URL}
            download
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
          >
            {t.template}
          </Button>
          <Button onClick={importModal.open} leftSection={<IconUpload size={16} aria-hidden />}>
            {t.import}
          </Button>
        </Group>
      </PageHeader>
      <PlanImportModal opened={importing} onClose={importModal.close} />
      {dashboard.isPending ? (
        <Center py="xl">
          <Loader aria-label={t.loading} />
        </Center>
      ) : dashboard.isError ? (
        <Alert color="red" title={t.loadError} role="alert">
          <Group justify="space-between">
            {errorMessage(dashboard.error)}
            <Button variant="light" size="xs" onClick={() => void dashboard.refetch()}>
              {t.retry}
            </Button>
          </Group>
        </Alert>
      ) : dashboard.data.data.positions.length === 0 ? (
        <EmptyState
          icon={<IconLayoutDashboard size={32} stroke={1.5} />}
          title={t.emptyTitle}
          text={t.emptyText}
        />
      ) : (
        <>
          <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="sm">
            <Figure label={t.totals.plan} value={dashboard.data.data.totals.plan} />
            <Figure label={t.totals.hired} value={dashboard.data.data.totals.hired} />
            <Figure label={t.totals.started} value={dashboard.data.data.totals.started} />
            <Figure label={t.totals.inProgress} value={dashboard.data.data.totals.in_progress} />
            <Figure
              label={t.totals.overdue}
              hint={t.totals.overdueHint}
              value={dashboard.data.data.totals.overdue}
              danger
            />
          </SimpleGrid>
          <Group gap="sm" align="flex-end" wrap="wrap">
            <TextInput
              label={t.search}
              value={search}
              onChange={(e) => setSearch(e.currentTarget.value)}
              leftSection={<IconSearch size={16} aria-hidden />}
              miw={240}
            />
            <Select
              label={t.status}
              placeholder={t.allStatuses}
              data={VACANCY_STATUSES.map((s) => ({ value: s, label: staffVacancyStatus(s) }))}
              value={status}
              onChange={setStatus}
              clearable
              miw={200}
            />
          </Group>
          {positions.length === 0 ? (
            <Text c="dimmed">{t.noMatch}</Text>
          ) : mobile ? (
            <Stack gap="sm">
              {positions.map((p) => (
                <PositionCard key={p.id} p={p} />
              ))}
            </Stack>
          ) : (
            <PositionsTable positions={positions} />
          )}
        </>
      )}
    </Stack>
  );
}

/** A total; `hint` says what it counts where the label alone could be read two ways. */
function Figure({
  label,
  hint,
  value,
  danger = false,
}: {
  label: string;
  hint?: string;
  value: number;
  danger?: boolean;
}) {
  return (
    <Card withBorder padding="md" role="group" aria-label={label}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text
        fz={28}
        fw={700}
        c={danger && value > 0 ? 'red.8' : undefined}
        style={{ fontVariantNumeric: 'tabular-nums' }}
      >
        {formatNumber(value)}
      </Text>
      {hint && (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      )}
    </Card>
  );
}

function StatusBadge({ status }: { status: VacancyStatus }) {
  return (
    <Badge color={STATUS_COLORS[status]} variant="light" c="dark.9" style={{ flexShrink: 0 }}>
      {staffVacancyStatus(status)}
    </Badge>
  );
}

function PlanBar({ p }: { p: DashboardPosition }) {
  const share = p.plan > 0 ? Math.min(100, (p.hired / p.plan) * 100) : 0;
  return (
    <div>
      <Text size="sm" style={{ fontVariantNumeric: 'tabular-nums' }}>
        {t.ofPlan(p.hired, p.plan)}
      </Text>
      <Progress
        value={share}
        size="sm"
        mt={4}
        color={p.hired >= p.plan ? 'green' : 'blue'}
        aria-label={t.planProgress(p.title)}
      />
    </div>
  );
}

function Stages({ p }: { p: DashboardPosition }) {
  if (p.in_progress.length === 0) return <Text size="sm">—</Text>;
  return (
    <Group gap={6}>
      {p.in_progress.map((s) => (
        <Badge key={s.n} variant="outline" color="gray" c="dark.9" tt="none" fw={500}>
          {stageNameOf(s.n)}: {s.count}
        </Badge>
      ))}
    </Group>
  );
}

function Overdue({ p }: { p: DashboardPosition }) {
  if (p.overdue === 0) return <Text size="sm">0</Text>;
  return (
    <Anchor component={Link} to={`/admin/positions/${p.id}/candidates`} c="red.8" fw={600} size="sm">
      {formatNumber(p.overdue)}
    </Anchor>
  );
}

function PositionsTable({ positions }: { positions: DashboardPosition[] }) {
  const c = t.columns;
  return (
    <Table striped highlightOnHover aria-label={t.title} minWidth={900}>
      <thead>
        <tr>
          <th>{c.position}</th>
          <th>{c.status}</th>
          <th data-numeric>{c.plan}</th>
          <th style={{ width: 150 }}>{c.hired}</th>
          <th data-numeric>{c.started}</th>
          <th data-numeric>{c.candidates}</th>
          <th>{c.inProgress}</th>
          <th data-numeric>{c.overdue}</th>
        </tr>
      </thead>
      <tbody>
        {positions.map((p) => (
          <tr key={p.id}>
            <td>
              <Anchor component={Link} to={`/admin/positions/${p.id}`} size="sm" fw={500}>
                {p.title}
              </Anchor>
              {p.city_name && (
                <Text size="xs" c="dimmed">
                  {p.city_name}
                </Text>
              )}
            </td>
            <td>
              <StatusBadge status={p.status} />
            </td>
            <td data-numeric>{formatNumber(p.plan)}</td>
            <td>
              <PlanBar p={p} />
            </td>
            <td data-numeric>{formatNumber(p.started)}</td>
            <td data-numeric>{formatNumber(p.candidates)}</td>
            <td>
              <Stages p={p} />
            </td>
            <td data-numeric>
              <Overdue p={p} />
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

function PositionCard({ p }: { p: DashboardPosition }) {
  const c = t.columns;
  return (
    <Card withBorder padding="md" component="article" aria-label={p.title}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Anchor component={Link} to={`/admin/positions/${p.id}`} fw={600}>
          {p.title}
        </Anchor>
        <StatusBadge status={p.status} />
      </Group>
      <Stack gap={8} mt="sm">
        <div>
          <Text size="xs" c="dimmed">
            {c.hired}
          </Text>
          <PlanBar p={p} />
        </div>
        <Group gap="lg">
          <Text size="sm">
            {c.started}: {formatNumber(p.started)}
          </Text>
          <Text size="sm">
            {c.candidates}: {formatNumber(p.candidates)}
          </Text>
          <Group gap={4}>
            <Text size="sm">{c.overdue}:</Text>
            <Overdue p={p} />
          </Group>
        </Group>
        <div>
          <Text size="xs" c="dimmed" mb={4}>
            {c.inProgress}
          </Text>
          <Stages p={p} />
        </div>
      </Stack>
    </Card>
  );
}
