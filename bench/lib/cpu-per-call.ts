/**
 * Where the CPU of a mixed load goes, per call and on both sides: the server's Node process and the
 * PostgreSQL backends of its connections (/proc; `pg_stat_statements` would need the shared server's
 * restart with it preloaded). Each call is loaded alone, so the CPU used meanwhile is its own; each
 * target server (a before/after run has two on one database) is measured in turn, call by call, so
 * a change in the machine's load falls on both alike. Also the paused case beside the streamed one:
 * the same reads sent back to back, and sent by users who each make one request a second.
 */
import { spawn } from 'node:child_process';
import os from 'node:os';
import { runCall, type CallFigures, type CallSpec } from './load.ts';
import type { PausePenalty } from './pause-penalty.ts';
import { runMix, type MixCall, type MixFigures } from './open-loop.ts';
import { watchBackends, watchProcess } from './process-watch.ts';
import { sleep } from './server.ts';

export type Target = {
  /** '' in a run of one server; 'before' / 'after' in a run of two. */
  label: string;
  url: string;
  pid: number;
  /** The PostgreSQL backends of this server's connections (null on PGlite). */
  backends: (() => ReadonlySet<number>) | null;
};

export type Cpu = { nodeMs: number; dbMs: number | null };

/** Runs `work` while watching the target's CPU; answers it per request (`requests` of `work`'s result). */
export async function withCpu<T>(
  target: Target,
  database: string | null,
  work: () => Promise<T>,
  requests: (t: T) => number,
): Promise<{ result: T; cpu: Cpu; seconds: number; peakRssMb: number }> {
  const node = watchProcess(target.pid);
  const db = database && target.backends ? watchBackends(database, { only: target.backends }) : null;
  const started = performance.now();
  const result = await work();
  const seconds = (performance.now() - started) / 1000;
  const n = Math.max(1, requests(result));
  const { cpuSeconds, peakRssMb } = node.stop();
  const dbSeconds = db?.stop() ?? null;
  return {
    result,
    cpu: { nodeMs: (cpuSeconds * 1000) / n, dbMs: dbSeconds === null ? null : (dbSeconds * 1000) / n },
    seconds,
    peakRssMb,
  };
}

export type CallCpu = { name: string; byTarget: { label: string; f: CallFigures; cpu: Cpu }[] };

/**
 * Each call alone: a warm-up on every target, then `amount` requests over `connections` on each in
 * turn, the order alternating from call to call. Measured straight after its own warm-up, the first
 * target warmed PostgreSQL's caches for the next and paid for it: run the other way round, the same
 * two servers swapped places (0.95-1.40 against 0.30-0.50 PostgreSQL ms at the median call).
 */
export async function cpuPerCall(
  targets: Target[],
  database: string | null,
  calls: CallSpec[],
  load: { connections: number; amount: number; maxSeconds: number },
  log: (line: string) => void,
): Promise<CallCpu[]> {
  const out: CallCpu[] = [];
  for (const [i, call] of calls.entries()) {
    for (const target of targets)
      await runCall(target.url, call, { ...load, amount: Math.max(load.connections * 5, 50) });
    const measured = new Map<Target, CallCpu['byTarget'][number]>();
    for (const target of i % 2 ? [...targets].reverse() : targets) {
      const m = await withCpu(
        target,
        database,
        () => runCall(target.url, call, load),
        (f) => f.requests,
      );
      measured.set(target, { label: target.label, f: m.result, cpu: m.cpu });
      log(
        `  ${target.label ? `${target.label}: ` : ''}${call.name}: p50 ${m.result.p50.toFixed(1)} ms, Node ${m.cpu.nodeMs.toFixed(2)} + PostgreSQL ${m.cpu.dbMs?.toFixed(2) ?? '—'} CPU ms per request, errors ${m.result.errors}`,
      );
    }
    out.push({ name: call.name, byTarget: targets.map((t) => measured.get(t)!) });
  }
  return out;
}

const total = (c: Cpu) => c.nodeMs + (c.dbMs ?? 0);
const f2 = (x: number | null) => (x === null ? '—' : x.toFixed(2));

export function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  if (!s.length) return 0;
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

/** The per-call table: Node, PostgreSQL and their sum for each target, the median call under it. */
export function perCallTable(title: string, rows: CallCpu[], labels: string[]): string {
  const head = labels.flatMap((l) => {
    const p = l ? `${l}: ` : '';
    return [`${p}p50 ms`, `${p}Node`, `${p}PostgreSQL`, `${p}total`];
  });
  const lines = [
    `### ${title}`,
    '',
    `| call | ${head.join(' | ')} |`,
    `|---|${head.map(() => '---:').join('|')}|`,
  ];
  for (const r of rows)
    lines.push(
      `| ${r.name} | ${r.byTarget
        .map(
          (t) => `${t.f.p50.toFixed(1)} | ${f2(t.cpu.nodeMs)} | ${f2(t.cpu.dbMs)} | **${f2(total(t.cpu))}**`,
        )
        .join(' | ')} |`,
    );
  const medianRow = labels.map((_, i) => {
    const of = (pick: (c: Cpu) => number) => median(rows.map((r) => pick(r.byTarget[i]!.cpu)));
    return `| ${f2(of((c) => c.nodeMs))} | ${f2(of((c) => c.dbMs ?? 0))} | **${f2(of(total))}**`;
  });
  lines.push(`| the median call | ${medianRow.join(' | ').replace(/^\| /, '')} |`);
  lines.push(
    '',
    'CPU milliseconds per request, each call loaded alone (its own warm-up first): Node is the server process, PostgreSQL the backends of its connections.',
  );
  return lines.join('\n');
}

export type PausedFigures = {
  label: string;
  idle: Cpu & { seconds: number };
  streamed: { f: CallFigures; cpu: Cpu };
  paused: { f: MixFigures; cpu: Cpu };
  /** The paused case again while idle-priority spinners keep every core from going idle. */
  awake: { f: MixFigures; cpu: Cpu };
};

/**
 * Runs `work` with one SCHED_IDLE busy loop per core, so no core halts between the paused
 * requests. A SCHED_IDLE task yields to any other at once, so the server, PostgreSQL and the load
 * generator run as before; what changes is only that a request no longer wakes a halted core.
 */
async function withCoresAwake<T>(work: () => Promise<T>): Promise<T> {
  const spinners = os
    .cpus()
    .map(() => spawn('chrt', ['--idle', '0', process.execPath, '-e', 'for (;;);'], { stdio: 'ignore' }));
  try {
    await sleep(500);
    return await work();
  } finally {
    for (const s of spinners) s.kill('SIGKILL');
  }
}

/**
 * The same reads, streamed (back to back over `users` connections) and paused (`users` users, one
 * request a second each, open loop). The idle server's own CPU (its timers, the pool) is measured
 * first over `idleSeconds`, so the paused figure can be read with and without it.
 */
export async function pausedAgainstStreamed(
  target: Target,
  database: string | null,
  reads: MixCall[],
  opts: { users: number; seconds: number; streamedRequests: number; idleSeconds: number },
): Promise<PausedFigures> {
  const idle = await withCpu(
    target,
    database,
    () => sleep(opts.idleSeconds * 1000),
    () => 1,
  );
  // Streamed: the calls in proportion to their weights, in a fixed interleaved order.
  const order: number[] = [];
  reads.forEach((c, i) => {
    for (let k = 0; k < c.weight; k++) order.push(i);
  });
  const spread = order.map((_, k) => order[(k * 7919) % order.length]!);
  const counters = reads.map(() => 0);
  const streamedSpec: CallSpec = {
    name: 'streamed',
    method: 'GET',
    build: (i) => {
      const c = spread[i % spread.length]!;
      return reads[c]!.build(counters[c]!++);
    },
  };
  const streamed = await withCpu(
    target,
    database,
    () =>
      runCall(target.url, streamedSpec, {
        connections: opts.users,
        amount: opts.streamedRequests,
        maxSeconds: 60,
      }),
    (f) => f.requests,
  );
  const mix = () =>
    runMix(target.url, reads, { rate: opts.users, seconds: opts.seconds, sockets: opts.users, seed: 3 });
  const paused = await withCpu(target, database, mix, (f) => f.overall.requests);
  const awake = await withCoresAwake(() => withCpu(target, database, mix, (f) => f.overall.requests));
  return {
    label: target.label,
    idle: {
      nodeMs: idle.cpu.nodeMs / idle.seconds,
      dbMs: idle.cpu.dbMs === null ? null : idle.cpu.dbMs / idle.seconds,
      seconds: idle.seconds,
    },
    streamed: { f: streamed.result, cpu: streamed.cpu },
    paused: { f: paused.result, cpu: paused.cpu },
    awake: { f: awake.result, cpu: awake.cpu },
  };
}

export function pausedTable(
  title: string,
  rows: PausedFigures[],
  users: number,
  machine: PausePenalty,
): string {
  const lines = [
    `### ${title}`,
    '',
    '| server | case | requests | p50 ms | p95 ms | Node CPU ms/request | PostgreSQL CPU ms/request | total | paused / streamed |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const r of rows) {
    const name = r.label || 'server';
    const s = total(r.streamed.cpu);
    const p = total(r.paused.cpu);
    // The idle server's own CPU per second, spread over the paused requests of a second (`users`).
    const idleNode = r.idle.nodeMs / users;
    const idleDb = (r.idle.dbMs ?? 0) / users;
    const net = {
      nodeMs: r.paused.cpu.nodeMs - idleNode,
      dbMs: r.paused.cpu.dbMs === null ? null : r.paused.cpu.dbMs - idleDb,
    };
    lines.push(
      `| ${name} | streamed (back to back, ${users} connections) | ${r.streamed.f.requests} | ${r.streamed.f.p50.toFixed(1)} | ${r.streamed.f.p95.toFixed(1)} | ${f2(r.streamed.cpu.nodeMs)} | ${f2(r.streamed.cpu.dbMs)} | **${f2(s)}** | |`,
      `| ${name} | paused (${users} users, one request a second each) | ${r.paused.f.overall.requests} | ${r.paused.f.overall.p50.toFixed(1)} | ${r.paused.f.overall.p95.toFixed(1)} | ${f2(r.paused.cpu.nodeMs)} | ${f2(r.paused.cpu.dbMs)} | **${f2(p)}** | ${(p / s).toFixed(2)}× |`,
      `| ${name} | paused, the idle server's own CPU taken out (${f2(r.idle.nodeMs)} + ${f2(r.idle.dbMs)} ms a second) | | | | ${f2(net.nodeMs)} | ${f2(net.dbMs)} | **${f2(total(net))}** | ${(total(net) / s).toFixed(2)}× |`,
      `| ${name} | paused, every core kept from idling (a SCHED_IDLE spinner each) | ${r.awake.f.overall.requests} | ${r.awake.f.overall.p50.toFixed(1)} | ${r.awake.f.overall.p95.toFixed(1)} | ${f2(r.awake.cpu.nodeMs)} | ${f2(r.awake.cpu.dbMs)} | **${f2(total(r.awake.cpu))}** | ${(total(r.awake.cpu) / s).toFixed(2)}× |`,
    );
  }
  lines.push(
    '',
    `The floor (bench/lib/pause-penalty.ts): a bare Fastify server answering 30 rows of JSON, no database and none of our code, asked over one kept-alive connection: ${machine.streamedMs.toFixed(3)} CPU ms a request back to back, ${machine.pausedMs.toFixed(3)} ms one every 100 ms (${(machine.pausedMs / machine.streamedMs).toFixed(2)}×): what a pause costs any Node server on this machine.`,
  );
  return lines.join('\n');
}
