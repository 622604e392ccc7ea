/**
 * `/admin/statistics`: the programme over a period, as a careers team would put it in a report:
 * headline numbers, registrations and applications over time, the funnel across all positions,
 * time to decision, sources, departments, cities, institutions and survey scores. Every chart is a
 * table with its numbers (bar-table.tsx) or has one beside it (timeline-chart.tsx).
 */
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Center } from '#web/components/ui/container.tsx';
import { Group, Stack, Text, Title } from '#web/components/ui/primitives.tsx';
import { SimpleGrid } from '#web/components/ui/simple-grid.tsx';
import { Table } from '#web/components/ui/table.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { Loader } from '#web/components/ui/loader.tsx';
import { IconChartBar } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useSearchParams, type LoaderFunctionArgs } from 'react-router';
import type { Statistics } from '#shared/contracts/statistics.ts';
import { DEPARTMENTS, HOW_KNOW_SOURCES, labelOf } from '#shared/domain/selection-lists.ts';
import { ruStatistics } from '#shared/i18n/ru/statistics.ts';
import { EmptyState } from '#web/components/empty-state.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { appOf, pageData } from '#web/lib/app-context.ts';
import { statisticsQuery, useStatistics } from './api.ts';
import { BarTable } from './bar-table.tsx';
import { PeriodPicker } from './period-picker.tsx';
import { periodFromParams, periodToParams, type PeriodValue } from './period.ts';
import { TimelineChart } from './timeline-chart.tsx';
import type { SurveyType } from '#shared/domain/surveys.ts';
import { stageNameOf, SURVEY_NAMES } from '#shared/i18n/ru/statuses.ts';
import { formatNumber, formatPercent } from '#shared/i18n/numbers.ts';

const t = ruStatistics.web;

/** The first screen's numbers come with the page: the server draws it with them (decision 069). */
export const loader = (args: LoaderFunctionArgs) =>
  pageData(appOf(args), (qc) =>
    qc.ensureQueryData(statisticsQuery(periodFromParams(new URL(args.request.url).searchParams))),
  );

export function StatisticsPage() {
  const [params, setParams] = useSearchParams();
  const period = periodFromParams(params);
  const stats = useStatistics(period);
  const change = (p: PeriodValue) => setParams(periodToParams(p), { replace: true });

  return (
    <Stack gap="lg">
      <PageHeader title={t.title} description={t.description} />
      <PeriodPicker value={period} onChange={change} />
      {stats.isPending ? (
        <Center py="xl">
          <Loader aria-label={t.loading} />
        </Center>
      ) : stats.isError ? (
        <Alert color="red" title={t.loadError} role="alert">
          <Group justify="space-between">
            {errorMessage(stats.error)}
            <Button variant="light" size="xs" onClick={() => void stats.refetch()}>
              {t.retry}
            </Button>
          </Group>
        </Alert>
      ) : (
        <div
          aria-busy={stats.isPlaceholderData}
          style={{ opacity: stats.isPlaceholderData ? 0.6 : 1, transition: 'opacity 120ms' }}
        >
          <Report data={stats.data.data} />
        </div>
      )}
    </Stack>
  );
}

function Section({ title, note, children }: { title: string; note?: string; children: ReactNode }) {
  return (
    <Card withBorder component="section" aria-label={title}>
      <Title order={2} size="h4">
        {title}
      </Title>
      {note && (
        <Text size="sm" c="dimmed" mt={4}>
          {note}
        </Text>
      )}
      <div style={{ marginTop: 12 }}>{children}</div>
    </Card>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Card withBorder padding="md" role="group" aria-label={label}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={28} fw={700} style={{ fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Text>
    </Card>
  );
}

function NoData() {
  return (
    <Text size="sm" c="dimmed">
      {t.noData}
    </Text>
  );
}

function Report({ data }: { data: Statistics }) {
  const { totals } = data;
  if (
    totals.registrations === 0 &&
    totals.applications === 0 &&
    data.sources.length === 0 &&
    data.feedback.every((f) => f.count === 0)
  ) {
    return (
      <EmptyState icon={<IconChartBar size={32} stroke={1.5} />} title={t.emptyTitle} text={t.emptyText} />
    );
  }
  const d = data.time_to_decision;
  const days = (n: number | null) => (n === null ? t.decision.none : t.decision.days(n));
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="sm">
        <Figure label={t.totals.registrations} value={formatNumber(totals.registrations)} />
        <Figure label={t.totals.applications} value={formatNumber(totals.applications)} />
        <Figure label={t.totals.applicants} value={formatNumber(totals.applicants)} />
        <Figure label={t.totals.hired} value={formatNumber(totals.hired)} />
        <Figure label={t.totals.started} value={formatNumber(totals.started)} />
      </SimpleGrid>

      <Section title={`${t.timeline.title} ${t.timeline.byBucket[data.period.bucket]}`}>
        <TimelineChart data={data} />
      </Section>

      <Section title={t.funnel.title} note={t.funnel.note}>
        <FunnelTable data={data} />
      </Section>

      <Section title={t.decision.title} note={t.decision.note}>
        <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="sm">
          <Figure label={t.decision.decided} value={formatNumber(d.decided)} />
          <Figure label={t.decision.median} value={days(d.median_days)} />
          <Figure label={t.decision.p90} value={days(d.p90_days)} />
          <Figure label={`${t.decision.hired} (${d.hired.count})`} value={days(d.hired.median_days)} />
          <Figure label={`${t.decision.refused} (${d.refused.count})`} value={days(d.refused.median_days)} />
        </SimpleGrid>
      </Section>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Section title={t.sources.title} note={t.sources.note}>
          {data.sources.length === 0 ? (
            <NoData />
          ) : (
            <BarTable
              label={t.sources.title}
              labelHeader={t.sources.source}
              valueHeader={t.sources.count}
              rows={data.sources.map((s) => ({
                key: s.key,
                label: labelOf(HOW_KNOW_SOURCES, s.key as never),
                value: s.count,
              }))}
              color="grape"
            />
          )}
        </Section>
        <Section title={t.departments.title}>
          {data.departments.length === 0 ? (
            <NoData />
          ) : (
            <BarTable
              label={t.departments.title}
              labelHeader={t.departments.department}
              valueHeader={t.departments.applications}
              extraHeaders={[t.departments.hired]}
              rows={data.departments.map((x) => ({
                key: String(x.department),
                label: labelOf(DEPARTMENTS, x.department as never),
                value: x.applications,
                extra: [formatNumber(x.hired)],
              }))}
              color="teal"
            />
          )}
        </Section>
        <Section title={t.cities.title}>
          <TopTable label={t.cities.title} header={t.cities.city} data={data.cities} />
        </Section>
        <Section title={t.institutions.title}>
          <TopTable
            label={t.institutions.title}
            header={t.institutions.institution}
            data={data.institutions}
          />
        </Section>
      </SimpleGrid>

      <Section title={t.feedback.title} note={t.feedback.note}>
        <FeedbackTable data={data} />
      </Section>
    </Stack>
  );
}

function TopTable({ label, header, data }: { label: string; header: string; data: Statistics['cities'] }) {
  const rows = [
    ...data.top.map((r) => ({ key: r.key, label: r.key, value: r.count })),
    ...(data.other > 0 ? [{ key: '~other', label: t.other, value: data.other }] : []),
    ...(data.unknown > 0 ? [{ key: '~unknown', label: t.unknown, value: data.unknown }] : []),
  ];
  if (rows.length === 0) return <NoData />;
  return <BarTable label={label} labelHeader={header} valueHeader={t.people} rows={rows} color="indigo" />;
}

function FunnelTable({ data }: { data: Statistics }) {
  const f = t.funnel;
  const top = Math.max(1, ...data.funnel.map((s) => s.reached));
  return (
    <Table aria-label={f.title} minWidth={640}>
      <thead>
        <tr>
          <th>{f.stage}</th>
          <th data-numeric>{f.reached}</th>
          <th data-numeric>{f.now}</th>
          <th data-numeric>{f.passed}</th>
          <th data-numeric>{f.refused}</th>
          <th data-numeric>{f.conversion}</th>
          <th data-numeric>{f.median}</th>
        </tr>
      </thead>
      <tbody>
        {data.funnel.map((s) => {
          const now = s.reached - s.passed - s.refused;
          return (
            <tr key={s.n}>
              <td>
                {stageNameOf(s.n)}
                <div
                  aria-hidden
                  style={{
                    marginTop: 4,
                    height: 8,
                    borderRadius: 3,
                    width: `${(s.reached / top) * 100}%`,
                    minWidth: s.reached > 0 ? 2 : 0,
                    background: 'var(--ui-color-blue-6)',
                  }}
                />
              </td>
              <td data-numeric>{formatNumber(s.reached)}</td>
              <td data-numeric>{formatNumber(Math.max(0, now))}</td>
              <td data-numeric>{formatNumber(s.passed)}</td>
              <td data-numeric>{formatNumber(s.refused)}</td>
              <td data-numeric>{s.conversion === null ? '—' : formatPercent(s.conversion)}</td>
              <td data-numeric>{s.median_hours === null ? '—' : f.hours(s.median_hours)}</td>
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}

function FeedbackTable({ data }: { data: Statistics }) {
  const fb = t.feedback;
  return (
    <Table aria-label={fb.title} minWidth={520}>
      <thead>
        <tr>
          <th>{fb.survey}</th>
          <th data-numeric>{fb.count}</th>
          <th data-numeric>{fb.average}</th>
          <th data-numeric>{fb.scores}</th>
        </tr>
      </thead>
      <tbody>
        {data.feedback.map((f) => (
          <tr key={f.kind}>
            <td>
              {SURVEY_NAMES[f.kind as SurveyType] ?? f.kind}
              {f.average !== null && (
                <div
                  aria-hidden
                  style={{
                    marginTop: 4,
                    height: 8,
                    borderRadius: 3,
                    width: `${(f.average / 5) * 100}%`,
                    background: 'var(--ui-color-green-6)',
                  }}
                />
              )}
            </td>
            <td data-numeric>{formatNumber(f.count)}</td>
            <td data-numeric>{f.average === null ? '—' : formatNumber(f.average)}</td>
            <td data-numeric style={{ whiteSpace: 'nowrap' }}>
              {f.scores.join(' · ')}
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
