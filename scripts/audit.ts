/**
 * `npm run audit`: what the production server runs must have no high or critical advisory: the
 * `dependencies` (installed in production) and the packages bundled into the built server
 * (dist/api/build.json lists their folders; scripts/build-server.ts, decision 033), which are
 * `devDependencies` because production does not install them.
 *
 * Runs `npm audit` over the whole tree (the server build first, if its list is missing or stale) and
 * fails on a high or critical finding in a package installed outside the development tree or bundled in. Some registries (the mirror
 * these build machines reach is one) do not offer npm's audit service at all; then nothing was
 * checked, and the script says so loudly instead of passing in silence. It exits 0 in that case so
 * an unreachable service does not block every build, unless AUDIT_REQUIRED=on (set it where the
 * public registry is reachable, so a broken audit can never pass unnoticed).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { productionFindings, productionFolders } from './audit-scope.ts';
import { buildServer, type ServerStamp } from './build-server.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

type AuditReport = {
  message?: string;
  error?: { code?: string; summary?: string };
  metadata?: {
    vulnerabilities?: Record<'info' | 'low' | 'moderate' | 'high' | 'critical', number>;
    dependencies?: { prod?: number };
  };
  vulnerabilities?: Record<string, { severity: string; via: unknown[]; range: string; nodes?: string[] }>;
};

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
await buildServer(undefined, { ifChanged: true });
const stamp = JSON.parse(
  fs.readFileSync(path.join(root, 'dist', 'api', 'build.json'), 'utf8'),
) as ServerStamp;
const lock = JSON.parse(fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, { dev?: boolean }>;
};
const production = productionFolders(lock, stamp.packages);

const run = spawnSync(npm, ['audit', '--json'], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
let report: AuditReport;
try {
  report = JSON.parse(run.stdout || '{}') as AuditReport;
} catch {
  report = { error: { summary: run.stderr.trim().split('\n').at(-1) ?? 'no answer' } };
}

const counts = report.metadata?.vulnerabilities;
if (!counts) {
  const why = report.message ?? report.error?.summary ?? run.stderr.trim().split('\n').at(-1) ?? 'unknown';
  console.warn('!! npm audit could not run: the registry does not offer the audit service here.');
  console.warn(`!! ${why}`);
  console.warn('!! Production dependencies were NOT checked for advisories in this run.');
  process.exit(process.env.AUDIT_REQUIRED === 'on' ? 1 : 0);
}

// Findings in the development tools only (the test runner, the bundlers) do not fail the audit.
const inProduction = productionFindings(report.vulnerabilities ?? {}, production);
const serious = inProduction.filter(([, v]) => v.severity === 'high' || v.severity === 'critical');
const bySeverity = (s: string) => inProduction.filter(([, v]) => v.severity === s).length;
console.log(
  `npm audit (${production.size} packages in production: installed or bundled into the server): ` +
    `critical ${bySeverity('critical')}, high ${bySeverity('high')}, moderate ${bySeverity('moderate')}, low ${bySeverity('low')}` +
    ` (the whole tree, development tools included: critical ${counts.critical}, high ${counts.high})`,
);
for (const [name, v] of serious) console.log(`  ${v.severity}: ${name} ${v.range}`);
process.exit(serious.length > 0 ? 1 : 0);
