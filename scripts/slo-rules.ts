/**
 * The service-level objectives of docs/slo.md as Prometheus rules and a Grafana dashboard, written
 * from the one table below (issue 34): `ops/prometheus/jti-rules.yml` (recording rules per journey
 * and window, multi-window burn-rate alerts, and alerts on the signals behind them) and
 * `ops/grafana/jti-dashboard.json`. CI runs it with `--check` (the files must be what it writes)
 * and `promtool check rules` on the rules.
 *
 *   node scripts/slo-rules.ts [--check]
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RULES_FILE = path.join(root, 'ops/prometheus/jti-rules.yml');
const DASHBOARD_FILE = path.join(root, 'ops/grafana/jti-dashboard.json');

type Journey = {
  name: string;
  /** The requests of the journey: label matchers on http_request_duration_seconds. */
  selector: string;
  /** Share of requests answered without a 5xx. */
  availability: number;
  /** Share answered within `seconds` (a bucket bound of lib/metrics.ts); none for a stream. */
  latency?: { seconds: number; target: number };
};

/** docs/slo.md's table: keep the two the same. */
export const JOURNEYS: Journey[] = [
  {
    name: 'sign-in',
    selector: 'method="POST",route=~"/login|/sms/login"',
    availability: 0.999,
    latency: { seconds: 0.3, target: 0.95 },
  },
  {
    name: 'registration',
    selector: 'method="POST",route=~"/register|/register/validate-.+|/sms/send-code"',
    availability: 0.999,
    latency: { seconds: 0.5, target: 0.95 },
  },
  {
    name: 'apply',
    selector: 'method="POST",route="/api/screening/apply"',
    availability: 0.999,
    latency: { seconds: 0.5, target: 0.95 },
  },
  {
    name: 'stage-submit',
    selector:
      'method=~"POST|PUT",route=~"/api/screening/stage/testing/(answer|submit)|/api/screening/stage/offer/decision|/api/screening/stage/:n/(cv/link|attach)"',
    availability: 0.999,
    latency: { seconds: 0.5, target: 0.95 },
  },
  {
    name: 'booking',
    selector: 'route=~"/api/screening/slots?"',
    availability: 0.999,
    latency: { seconds: 0.5, target: 0.95 },
  },
  { name: 'live-stream', selector: 'method="GET",route="/api/events"', availability: 0.995 },
  {
    name: 'staff-candidates',
    selector: 'method="GET",route=~"/api/dashboard/candidates|/api/dashboard/candidates?/:id"',
    availability: 0.999,
    latency: { seconds: 1, target: 0.95 },
  },
  {
    name: 'export',
    selector: 'method="GET",route=~"/api/dashboard/export.*|/api/dashboard/candidates/:id/export"',
    availability: 0.99,
    latency: { seconds: 5, target: 0.9 },
  },
];

const WINDOWS = ['5m', '30m', '1h', '2h', '6h', '1d', '3d'] as const;
/**
 * The multi-window burn-rate alerts of Google's SRE workbook for a 30-day objective: a long window
 * to be sure, a short one (1/12 of it) so the alert stops soon after the burning does.
 */
const BURNS = [
  { severity: 'page', long: '1h', short: '5m', factor: 14.4, budgetSpent: '2 % in an hour' },
  { severity: 'page', long: '6h', short: '30m', factor: 6, budgetSpent: '5 % in six hours' },
  { severity: 'ticket', long: '1d', short: '2h', factor: 3, budgetSpent: '10 % in a day' },
  { severity: 'ticket', long: '3d', short: '6h', factor: 1, budgetSpent: '10 % in three days' },
] as const;

const count = (selector: string, w: string, extra = '') =>
  `sum(rate(http_request_duration_seconds_count{${selector}${extra}}[${w}]))`;

type Rule = Record<string, unknown>;

function rules(): unknown {
  const budgets: Rule[] = [];
  const errors: Rule[] = [];
  const slow: Rule[] = [];
  for (const j of JOURNEYS) {
    budgets.push({
      record: 'jti:slo_error_budget',
      expr: `vector(${+(1 - j.availability).toFixed(6)})`,
      labels: { journey: j.name, slo: 'availability' },
    });
    if (j.latency)
      budgets.push({
        record: 'jti:slo_error_budget',
        expr: `vector(${+(1 - j.latency.target).toFixed(6)})`,
        labels: { journey: j.name, slo: 'latency' },
      });
    for (const w of WINDOWS) {
      errors.push({
        record: `jti:sli_errors:ratio_rate${w}`,
        expr: `${count(j.selector, w, ',status_class="5xx"')} / ${count(j.selector, w)}`,
        labels: { journey: j.name, slo: 'availability' },
      });
      if (j.latency)
        slow.push({
          record: `jti:sli_errors:ratio_rate${w}`,
          expr: `1 - sum(rate(http_request_duration_seconds_bucket{${j.selector},le="${j.latency.seconds}"}[${w}])) / ${count(j.selector, w)}`,
          labels: { journey: j.name, slo: 'latency' },
        });
    }
  }
  const burnAlerts = BURNS.map((b) => ({
    alert: `JtiErrorBudgetBurn${b.long}`,
    expr:
      `jti:sli_errors:ratio_rate${b.long} > on(journey, slo) group_left() (${b.factor} * jti:slo_error_budget)\n` +
      `and jti:sli_errors:ratio_rate${b.short} > on(journey, slo) group_left() (${b.factor} * jti:slo_error_budget)`,
    for: '2m',
    labels: { severity: b.severity },
    annotations: {
      summary: '{{ $labels.journey }}: the {{ $labels.slo }} objective burns its error budget fast',
      description: `At this rate ${b.budgetSpent} of the 30-day budget is gone (burn rate ${b.factor}, windows ${b.long} and ${b.short}). docs/slo.md says what to look at.`,
    },
  }));
  const signals = [
    {
      alert: 'JtiServerDown',
      expr: 'up{job="jti"} == 0',
      for: '2m',
      labels: { severity: 'page' },
      annotations: { summary: '{{ $labels.instance }} does not answer the scrape' },
    },
    {
      alert: 'JtiOutboxBehind',
      expr: 'max(jti_outbox_oldest_pending_seconds) > 600',
      for: '5m',
      labels: { severity: 'page' },
      annotations: {
        summary: 'An e-mail or SMS has waited over 10 minutes (codes expire in 5)',
        description:
          'Check the SMTP server and the SMS gateway; jti_outbox_failed_total shows which channel fails.',
      },
    },
    {
      alert: 'JtiDeadlineSweepStale',
      expr: 'time() - max(jti_deadline_sweep_last_run_timestamp_seconds) > 600',
      for: '5m',
      labels: { severity: 'ticket' },
      annotations: {
        summary: 'No server has finished a deadline sweep in 10 minutes: reminders and expiries wait',
      },
    },
    {
      alert: 'JtiDatabasePoolWaiting',
      expr: 'max by (instance) (jti_db_pool_connections{state="waiting"}) > 0',
      for: '5m',
      labels: { severity: 'ticket' },
      annotations: { summary: '{{ $labels.instance }}: requests wait for a database connection' },
    },
  ];
  return {
    groups: [
      { name: 'jti-slo-budgets', interval: '1m', rules: budgets },
      { name: 'jti-sli-availability', interval: '30s', rules: errors },
      { name: 'jti-sli-latency', interval: '30s', rules: slow },
      { name: 'jti-slo-alerts', rules: burnAlerts },
      { name: 'jti-signal-alerts', rules: signals },
    ],
  };
}

/** YAML as Prometheus reads it: JSON is YAML, and promtool checks it the same. */
const rulesText = () =>
  `# Written by scripts/slo-rules.ts from docs/slo.md's table; do not edit by hand.\n${JSON.stringify(rules(), null, 2)}\n`;

let panelId = 0;
const panel = (
  title: string,
  expr: string,
  legend: string,
  x: number,
  y: number,
  unit = 'short',
  w = 12,
) => ({
  id: ++panelId,
  type: 'timeseries',
  title,
  datasource: { type: 'prometheus', uid: '${datasource}' },
  gridPos: { x, y, w, h: 8 },
  fieldConfig: { defaults: { unit }, overrides: [] },
  targets: [{ refId: 'A', expr, legendFormat: legend }],
});

function dashboard(): unknown {
  panelId = 0;
  const panels = [
    panel(
      'Error ratio by journey (1h)',
      'jti:sli_errors:ratio_rate1h{slo="availability"}',
      '{{journey}}',
      0,
      0,
      'percentunit',
    ),
    panel(
      'Slow ratio by journey (1h)',
      'jti:sli_errors:ratio_rate1h{slo="latency"}',
      '{{journey}}',
      12,
      0,
      'percentunit',
    ),
    panel(
      'Error budget burn rate (1h)',
      'jti:sli_errors:ratio_rate1h / on(journey, slo) group_left() jti:slo_error_budget',
      '{{journey}} {{slo}}',
      0,
      8,
    ),
    panel(
      'Requests per second by server',
      'sum by (instance) (rate(http_request_duration_seconds_count[5m]))',
      '{{instance}}',
      12,
      8,
      'reqps',
    ),
    panel(
      'p95 by route',
      'histogram_quantile(0.95, sum by (le, route) (rate(http_request_duration_seconds_bucket[5m])))',
      '{{route}}',
      0,
      16,
      's',
      24,
    ),
    panel('Live streams open', 'jti_live_streams_open', '{{instance}}', 0, 24, 'short'),
    panel('Database connections', 'jti_db_pool_connections', '{{instance}} {{state}}', 12, 24),
    panel(
      'Outbox pending and oldest (s)',
      'max(jti_outbox_pending) or max(jti_outbox_oldest_pending_seconds)',
      '',
      0,
      32,
    ),
    panel(
      'Outbox failures',
      'sum by (channel) (increase(jti_outbox_failed_total[15m]))',
      '{{channel}}',
      12,
      32,
    ),
    panel(
      'Sign-ins by outcome',
      'sum by (method, outcome) (increase(jti_sign_ins_total[15m]))',
      '{{method}} {{outcome}}',
      0,
      40,
    ),
    panel(
      'Registrations and reminders',
      'sum(increase(jti_registrations_total{outcome="success"}[1h])) or sum by (kind) (increase(jti_reminders_sent_total[1h]))',
      '{{kind}}',
      12,
      40,
    ),
    panel(
      'Since the last deadline sweep',
      'time() - max(jti_deadline_sweep_last_run_timestamp_seconds)',
      '',
      0,
      48,
      's',
    ),
    panel('Event-loop lag p99', 'nodejs_eventloop_lag_p99_seconds', '{{instance}}', 12, 48, 's'),
    panel('Resident memory', 'process_resident_memory_bytes', '{{instance}}', 0, 56, 'bytes'),
    panel('CPU seconds per second', 'rate(process_cpu_seconds_total[5m])', '{{instance}}', 12, 56),
  ];
  return {
    title: 'Стажировка в JTI: SLO и сигналы',
    uid: 'jti-slo',
    schemaVersion: 39,
    editable: true,
    time: { from: 'now-24h', to: 'now' },
    refresh: '1m',
    templating: {
      list: [{ name: 'datasource', type: 'datasource', query: 'prometheus', label: 'Prometheus' }],
    },
    panels,
  };
}

const dashboardText = () => `${JSON.stringify(dashboard(), null, 2)}\n`;

if (import.meta.filename === process.argv[1]) {
  const check = process.argv.includes('--check');
  let stale = false;
  for (const [file, text] of [
    [RULES_FILE, rulesText()],
    [DASHBOARD_FILE, dashboardText()],
  ] as const) {
    const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
    if (current === text) continue;
    if (check) {
      console.error(`${path.relative(root, file)} is not what scripts/slo-rules.ts writes: run it`);
      stale = true;
    } else {
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, text);
      console.log(`wrote ${path.relative(root, file)}`);
    }
  }
  if (stale) process.exit(1);
}
