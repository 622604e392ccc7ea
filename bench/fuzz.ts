/**
 * The long fuzz run: the same engine as `src/server/test/fuzz.test.ts`, against an in-process app on
 * an in-memory PGlite, with more runs per route and a random (or given) seed.
 *
 *   npm run bench:fuzz -- [--runs 500] [--seed 123] [--route "POST /login"]
 *
 * Prints the routes covered, requests sent, answers by status and by kind of request, and every
 * failure (a 5xx, a connection closed without an answer — status 0 —, or a 4xx that is not JSON
 * `{message}` in Russian) with the command that replays it; exits 1 on a failure. Every run also
 * sends the fixed probes, calendar edges in every date field among them. FUZZ_RUNS is read too, like
 * the test.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import fc from 'fast-check';
import { buildApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { seedReferenceData } from '../src/server/db/reference-seed.ts';
import { createLogger } from '../src/server/lib/logger.ts';
import { Fuzzer, fuzzTargets } from '../src/server/test/fuzz/engine.ts';
import { writeStandInBuild } from '../src/server/test/stand-in-build.ts';

const { values: args } = parseArgs({
  options: { runs: { type: 'string' }, seed: { type: 'string' }, route: { type: 'string' } },
});
const runs = Number(args.runs ?? process.env.FUZZ_RUNS ?? 500);
const seed = args.seed !== undefined ? Number(args.seed) : Math.floor(Math.random() * 2 ** 31);
if (!Number.isInteger(runs) || runs < 1 || !Number.isInteger(seed)) {
  console.error('usage: npm run bench:fuzz -- [--runs N] [--seed N] [--route "METHOD /path"]');
  process.exit(2);
}

// A throwaway data folder and a stand-in web app, so the catch-all page route is fuzzed too.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jti-fuzz-'));
const webDist = path.join(dir, 'web');
writeStandInBuild(webDist, 'console.log(1)');

// What the app logs at error level is the cause of a 5xx: keep it for the failure report.
const logged: string[] = [];
const sink = new Writable({
  write(chunk, _encoding, done) {
    logged.push(String(chunk).slice(0, 2_000));
    done();
  },
});

const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'error',
  DATA_DIR: dir,
  DEMO_DATA: 'off',
  WEB_DIST: webDist,
  DEV_OUTBOX: 'on',
});
const database = await openDatabase({});
await database.migrate();
await seedReferenceData(database.db);
const app = await buildApp({
  config,
  database,
  secret: 'bench-fuzz-secret-bench-fuzz-secret!',
  logger: createLogger('error', sink),
});
await app.ready();

const fuzzer = new Fuzzer(app, database.db, () => logged.splice(0).join('\n'));
const targets = fuzzTargets().filter((t) => !args.route || `${t.method} ${t.url}` === args.route);
const failures: { route: string; report: string }[] = [];
const started = performance.now();
console.log(
  `fuzzing ${targets.length} routes, ${runs} runs each, seed ${seed}, load ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);

for (const t of targets) {
  const route = `${t.method} ${t.url}`;
  const out = await fc.check(fuzzer.property(t), { seed, numRuns: runs });
  if (out.failed) {
    const cause = out.errorInstance instanceof Error ? out.errorInstance.message : String(out.errorInstance);
    failures.push({ route, report: `${fc.defaultReportMessage(out) ?? ''}\n${cause}` });
  }
  try {
    await fuzzer.probe(t);
  } catch (err) {
    failures.push({ route, report: `fixed probe: ${(err as Error).message}` });
  }
  const statuses = [...(fuzzer.stats.byRoute.get(route) ?? [])]
    .sort(([a], [b]) => a - b)
    .map(([s, n]) => `${s}×${n}`);
  console.log(`  ${out.failed ? 'FAIL' : 'ok  '} ${route.padEnd(42)} ${statuses.join(' ')}`);
}

const health = await app.inject({ method: 'GET', url: '/healthz' });
const seconds = (performance.now() - started) / 1000;
const { stats } = fuzzer;
const sorted = <K>(m: Map<K, number>) => [...m].sort(([a], [b]) => (a < b ? -1 : 1));
console.log(`\nroutes covered:   ${stats.byRoute.size} of ${targets.length}`);
console.log(
  `requests sent:    ${stats.requests} in ${seconds.toFixed(1)} s (${(stats.requests / seconds).toFixed(0)}/s)`,
);
console.log(
  `answers by status: ${sorted(stats.byStatus)
    .map(([s, n]) => `${s}: ${n}`)
    .join(', ')}`,
);
console.log(
  `requests by kind:  ${sorted(stats.byKind)
    .map(([k, n]) => `${k}: ${n}`)
    .join(', ')}`,
);
const fivexx = [...stats.byStatus].filter(([s]) => s >= 500).reduce((sum, [, n]) => sum + n, 0);
console.log(`5xx answers:       ${fivexx}`);
console.log(`closed, no answer: ${stats.noAnswer}`);
console.log(`/healthz after:    ${health.statusCode}`);
console.log(
  `load average:      ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
const blocked = fuzzer.blockedRoutes();
if (blocked.length) console.log(`never past the access guard: ${blocked.join(', ')}`);

for (const f of failures) {
  console.log(`\nFAILURE ${f.route}\n${f.report}`);
  console.log(`replay: npm run bench:fuzz -- --seed ${seed} --runs ${runs} --route "${f.route}"`);
}

await app.close();
await database.close();
fs.rmSync(dir, { recursive: true, force: true });
process.exit(failures.length || health.statusCode !== 200 ? 1 : 0);
