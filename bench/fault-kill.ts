/**
 * Fault drill: kill the server mid-write and prove nothing acknowledged is lost and nothing is half-made.
 *
 *   npm run fault:kill -- [--rounds 3] [--postgres] [--pg-url postgres://postgres@127.0.0.1:5432/postgres]
 *                         [--kill-after 3000] [--concurrency 12] [--keep]
 *
 * Starts the real server (PGlite in a fresh temp DATA_DIR, or with --postgres a fresh database
 * `jti_fault_<pid>`, dropped at the end), fires a concurrent stream of writes over HTTP (the kinds in
 * bench/lib/write-kinds.ts), records every acknowledged (2xx) one, SIGKILLs the server mid-stream,
 * restarts it on the same data and times kill → /readyz 200, checks that the restarted server takes
 * writes, stops it, and checks the database directly: every acknowledged write is there, and no
 * record is half-made (the kinds' SQL invariants). Several rounds on the same data; exits non-zero on
 * any loss, any half-made record, or a server that does not come back.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  connectPostgres,
  createScratchDatabase,
  DEFAULT_PG_URL,
  openPglite,
  type ScratchDatabase,
  type Sql,
} from './lib/databases.ts';
import { label } from './lib/http-client.ts';
import { freePort, sleep, startServer, tail, waitReady, type ServerProcess } from './lib/server.ts';
import {
  pickKind,
  prepareState,
  WRITE_KINDS,
  type Ack,
  type DrillState,
  type WriteKind,
} from './lib/write-kinds.ts';

const { values: args } = parseArgs({
  options: {
    rounds: { type: 'string', default: '3' },
    postgres: { type: 'boolean', default: false },
    'pg-url': { type: 'string', default: DEFAULT_PG_URL },
    'kill-after': { type: 'string', default: '3000' },
    concurrency: { type: 'string', default: '12' },
    keep: { type: 'boolean', default: false },
  },
});
const rounds = Number(args.rounds);
const killAfterMs = Number(args['kill-after']);
const concurrency = Number(args.concurrency);

type KindStats = { sent: number; acked: number; status: Map<string, number> };
type RoundFigures = {
  round: number;
  killedAfterMs: number;
  sent: number;
  acked: number;
  reads: number;
  inFlightAtKill: number;
  server5xx: number;
  recoveryMs: number;
  servesAfterRestart: boolean;
  stopCode: number | null;
  foundRound: number;
  foundAll: number;
  ackedAll: number;
  missing: Ack[];
  halfMade: { name: string; n: number }[];
  perKind: Map<string, KindStats>;
};

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'jti-fault-kill-'));
const dataDir = path.join(tmp, 'data');
const logFile = path.join(tmp, 'server.log');
let scratch: ScratchDatabase | null = null;
let server: ServerProcess | null = null;

function invariantsOf(kinds: WriteKind[]) {
  const seen = new Map<string, string>();
  for (const k of kinds) for (const inv of k.invariants) seen.set(inv.name, inv.sql);
  return [...seen].map(([name, sql]) => ({ name, sql }));
}

async function openChecks(): Promise<Sql> {
  return scratch ? connectPostgres(scratch.url) : openPglite(path.join(dataDir, 'db'));
}

/** Workers fire writes until `stop()`; answers the acknowledged writes and the counts. */
function startStream(state: DrillState, acks: Ack[]) {
  let stopped = false;
  const perKind = new Map<string, KindStats>();
  let sent = 0;
  let reads = 0;
  let inFlight = 0;
  let server5xx = 0;
  const worker = async () => {
    while (!stopped) {
      const kind = pickKind(WRITE_KINDS, state);
      const stats = perKind.get(kind.name) ?? { sent: 0, acked: 0, status: new Map() };
      perKind.set(kind.name, stats);
      stats.sent++;
      if (kind.write) sent++;
      else reads++;
      inFlight++;
      const result = await kind.run(state);
      inFlight--;
      const l = label(result.outcome);
      stats.status.set(l, (stats.status.get(l) ?? 0) + 1);
      if (result.outcome.kind === 'answer' && result.outcome.status >= 500) server5xx++;
      if (result.ack) {
        acks.push(result.ack);
        stats.acked++;
      }
    }
  };
  const workers = Array.from({ length: concurrency }, worker);
  return {
    perKind,
    figures: () => ({
      sent,
      reads,
      server5xx,
      acked: [...perKind.values()].reduce((n, s) => n + s.acked, 0),
    }),
    inFlight: () => inFlight,
    stop: async () => {
      stopped = true;
      await Promise.all(workers);
    },
  };
}

async function runRound(
  round: number,
  port: number,
  state: DrillState,
  allAcks: Ack[],
): Promise<RoundFigures> {
  if (!server?.alive()) {
    server = startServer({ port, dataDir, logFile, ...(scratch ? { databaseUrl: scratch.url } : {}) });
    await waitReady(server);
  }
  const acks: Ack[] = [];
  const stream = startStream(state, acks);
  // Kill somewhere between half and one and a half times --kill-after, so rounds hit different moments.
  const killedAfterMs = Math.round(killAfterMs * (0.5 + Math.random()));
  await sleep(killedAfterMs);
  const inFlightAtKill = stream.inFlight();
  const killedAt = performance.now();
  // No new requests from here; the ones in flight meet the kill.
  const stopping = stream.stop();
  await server.kill();
  await stopping;

  server = startServer({ port, dataDir, logFile, ...(scratch ? { databaseUrl: scratch.url } : {}) });
  await waitReady(server);
  const recoveryMs = performance.now() - killedAt;

  // The restarted server takes writes again: one more sign-up and a signed-in read.
  const after = startStream(state, acks);
  await sleep(500);
  await after.stop();
  const afterFigures = after.figures();
  const servesAfterRestart = afterFigures.acked > 0;
  for (const [name, s] of after.perKind) {
    const stats = stream.perKind.get(name) ?? { sent: 0, acked: 0, status: new Map() };
    stream.perKind.set(name, stats);
    stats.sent += s.sent;
    stats.acked += s.acked;
    for (const [l, n] of s.status) stats.status.set(l, (stats.status.get(l) ?? 0) + n);
  }

  const stopCode = await server.stop();
  allAcks.push(...acks);
  const db = await openChecks();
  const missing: Ack[] = [];
  let foundRound = 0;
  let foundAll = 0;
  try {
    for (const ack of allAcks) {
      const rows = await db.query(ack.sql, ack.params);
      if (rows.length > 0) {
        foundAll++;
        if (acks.includes(ack)) foundRound++;
      } else missing.push(ack);
    }
    const halfMade: { name: string; n: number }[] = [];
    for (const inv of invariantsOf(WRITE_KINDS)) {
      const [row] = await db.query<{ n: number }>(inv.sql);
      halfMade.push({ name: inv.name, n: Number(row?.n ?? 0) });
    }
    const figures = stream.figures();
    return {
      round,
      killedAfterMs,
      sent: figures.sent + afterFigures.sent,
      acked: acks.length,
      reads: figures.reads + afterFigures.reads,
      inFlightAtKill,
      server5xx: figures.server5xx + afterFigures.server5xx,
      recoveryMs,
      servesAfterRestart,
      stopCode,
      foundRound,
      foundAll,
      ackedAll: allAcks.length,
      missing,
      halfMade,
      perKind: stream.perKind,
    };
  } finally {
    await db.close();
  }
}

function printRound(f: RoundFigures): void {
  const halfMade = f.halfMade.reduce((n, h) => n + h.n, 0);
  console.log(
    `\nround ${f.round}: SIGKILL ${f.killedAfterMs} ms into the stream, ${f.inFlightAtKill} requests in flight`,
  );
  console.log(`  writes sent           ${f.sent}   (reads ${f.reads})`);
  console.log(`  acknowledged (2xx)    ${f.acked}`);
  console.log(`  found after restart   ${f.foundRound} of this round, ${f.foundAll} of ${f.ackedAll} so far`);
  console.log(`  missing               ${f.missing.length}${f.missing.length ? '   <-- LOSS' : ''}`);
  console.log(
    `  half-made records     ${halfMade}${
      halfMade
        ? '   <-- ' +
          f.halfMade
            .filter((h) => h.n)
            .map((h) => `${h.name}: ${h.n}`)
            .join(', ')
        : ''
    }`,
  );
  console.log(`  recovery              ${Math.round(f.recoveryMs)} ms (kill -> /readyz 200)`);
  console.log(
    `  serves after restart  ${f.servesAfterRestart ? 'yes' : 'NO'}; clean stop exit code ${f.stopCode}`,
  );
  if (f.server5xx) console.log(`  5xx answers           ${f.server5xx}   <-- look at ${logFile}`);
  for (const [name, s] of f.perKind) {
    const statuses = [...s.status]
      .sort()
      .map(([l, n]) => `${l}:${n}`)
      .join(' ');
    console.log(
      `    ${name.padEnd(14)} sent ${String(s.sent).padStart(4)}  acked ${String(s.acked).padStart(4)}  ${statuses}`,
    );
  }
  for (const m of f.missing.slice(0, 10)) console.log(`    missing ${m.kind} ${m.what}`);
}

async function cleanUp(keep: boolean): Promise<void> {
  if (server?.alive()) await server.kill();
  if (scratch) await scratch.drop().catch((err) => console.error(`could not drop ${scratch?.name}: ${err}`));
  if (!keep) fs.rmSync(tmp, { recursive: true, force: true });
}

async function main(): Promise<number> {
  const port = await freePort();
  if (args.postgres) scratch = await createScratchDatabase(args['pg-url'], `jti_fault_${process.pid}`);
  console.log(
    `fault drill: kill -9 mid-write, ${rounds} rounds, ${concurrency} workers, ${scratch ? `PostgreSQL ${scratch.name}` : `PGlite in ${dataDir}`}`,
  );
  server = startServer({ port, dataDir, logFile, ...(scratch ? { databaseUrl: scratch.url } : {}) });
  const firstStartMs = await waitReady(server, 120_000);
  console.log(`server up in ${Math.round(firstStartMs)} ms (first start: migrations and reference data)`);
  const state = await prepareState(server.url);
  const allAcks: Ack[] = [];
  const results: RoundFigures[] = [];
  for (let round = 1; round <= rounds; round++) {
    const figures = await runRound(round, port, state, allAcks);
    results.push(figures);
    printRound(figures);
  }
  const last = results.at(-1)!;
  const missing = last.missing.length;
  const halfMade = last.halfMade.reduce((n, h) => n + h.n, 0);
  const failed = results.filter(
    (r) => !r.servesAfterRestart || r.missing.length || r.halfMade.some((h) => h.n),
  );
  const recoveries = results.map((r) => Math.round(r.recoveryMs));
  console.log('\nsummary');
  console.log(`  writes sent           ${results.reduce((n, r) => n + r.sent, 0)}`);
  console.log(`  acknowledged          ${allAcks.length}`);
  console.log(`  found after restarts  ${last.foundAll}`);
  console.log(`  missing               ${missing}`);
  console.log(`  half-made records     ${halfMade}`);
  console.log(
    `  recovery (kill -> /readyz 200)  ${recoveries.join(' ms, ')} ms; max ${Math.max(...recoveries)} ms`,
  );
  console.log(`  5xx answers           ${results.reduce((n, r) => n + r.server5xx, 0)}`);
  console.log(
    failed.length === 0
      ? '\nOK: no acknowledged write lost, nothing half-made'
      : `\nFAILED in round(s) ${failed.map((r) => r.round).join(', ')}`,
  );
  return failed.length === 0 ? 0 : 1;
}

process.on('SIGINT', () => {
  void cleanUp(false).finally(() => process.exit(130));
});

let code = 1;
try {
  code = await main();
} catch (err) {
  console.error(`\nthe drill failed: ${err instanceof Error ? err.message : err}`);
  console.error(`server log (${logFile}):\n${tail(logFile)}`);
  code = 1;
} finally {
  await cleanUp(args.keep || code !== 0);
  if (args.keep || code !== 0) console.log(`kept ${tmp}`);
}
process.exit(code);
