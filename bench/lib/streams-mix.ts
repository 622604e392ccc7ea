/**
 * The mixed load with every simulated participant holding a live stream (`GET /api/events`, decision
 * 030) beside the plain mix, on one server, in one run (`npm run bench:mixed -- --streams`, issue 19).
 * Like `--baseline`, the two are interleaved so a change in the shared machine's load falls on both:
 * `rounds` times the plain mix then the mix with the streams open; then each call alone, plain then
 * with the streams, call by call. The streams are opened before and closed after each streamed
 * measurement (all of them answering `ready` first). The server's resident memory at rest with and
 * without `memoryStreams` open gives the memory per open stream.
 */
import fs from 'node:fs';
import os from 'node:os';
import { openSse, type SseStream } from '../../src/server/test/sse.ts';
import { median, withCpu, type Cpu, type Target } from './cpu-per-call.ts';
import { runCall, type CallFigures } from './load.ts';
import { runMix, type MixCall, type MixFigures } from './open-loop.ts';
import { sleep } from './server.ts';

type Variant = 'plain' | 'streams';
const VARIANTS: Variant[] = ['plain', 'streams'];
const LABEL: Record<Variant, string> = {
  plain: 'plain mix',
  streams: 'every participant with a stream open',
};

export type StreamsMixOptions = {
  target: Target;
  database: string | null;
  calls: MixCall[];
  /** The participants' cookies: each opens one stream. */
  cookies: string[];
  rate: number;
  seconds: number;
  sockets: number;
  rounds: number;
  /** How many streams the memory measurement opens (the participants' cookies in turn, several tabs each). */
  memoryStreams: number;
  callLoad: { connections: number; amount: number; maxSeconds: number };
  say: (line: string) => void;
};

const rssMb = (pid: number) =>
  Number(fs.readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/)?.[1] ?? 0) / 1024;
const loadNow = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ');

/** Opens one stream per cookie, 50 at a time, and waits for each to say `ready`. */
async function openAll(url: string, cookies: string[]): Promise<SseStream[]> {
  const streams: SseStream[] = [];
  for (let i = 0; i < cookies.length; i += 50) {
    const batch = await Promise.all(cookies.slice(i, i + 50).map((c) => openSse(url, c)));
    for (const s of batch) if (s.status !== 200) throw new Error(`a stream answered ${s.status}`);
    streams.push(...batch);
  }
  await Promise.all(streams.map((s) => s.next('ready', 30_000)));
  return streams;
}

async function closeAll(streams: SseStream[]): Promise<void> {
  for (const s of streams) s.close();
  await Promise.all(streams.map((s) => s.closed));
}

type MixRun = { f: MixFigures; cpu: Cpu; peakRssMb: number };

export async function streamsAgainstPlain(o: StreamsMixOptions): Promise<string> {
  const { target, say } = o;
  const loads = [`${loadNow()} at the start`];
  const withStreams = async <T>(work: () => Promise<T>): Promise<T> => {
    const streams = await openAll(target.url, o.cookies);
    try {
      return await work();
    } finally {
      await closeAll(streams);
    }
  };
  // Memory per stream: the server's resident memory at rest (3 s idle) before and with
  // `memoryStreams` open; before the mixes and after the calls alone. A few hundred streams move
  // RSS by less than the collector's own swings, so the measurement opens more than the mix holds.
  const perStreamKb: number[] = [];
  const measureMemory = async () => {
    const cookies = Array.from({ length: o.memoryStreams }, (_, i) => o.cookies[i % o.cookies.length]!);
    await sleep(3000);
    const before = rssMb(target.pid);
    const streams = await openAll(target.url, cookies);
    await sleep(3000);
    perStreamKb.push(((rssMb(target.pid) - before) * 1024) / streams.length);
    await closeAll(streams);
    say(`  memory: ${perStreamKb.at(-1)!.toFixed(1)} kB per open stream (${streams.length} open)`);
  };
  const run = <T>(variant: Variant, work: () => Promise<T>): Promise<T> =>
    variant === 'streams' ? withStreams(work) : work();
  await measureMemory();

  // 1. The mixed load, plain then streamed, `rounds` times.
  const mixes: Record<Variant, MixRun[]> = { plain: [], streams: [] };
  for (let round = 1; round <= o.rounds; round++)
    for (const variant of VARIANTS) {
      const m = await run(variant, async () => {
        const r = await withCpu(
          target,
          o.database,
          () =>
            runMix(target.url, o.calls, {
              rate: o.rate,
              seconds: o.seconds,
              sockets: o.sockets,
              seed: round,
            }),
          (f) => f.overall.requests,
        );
        return { f: r.result, cpu: r.cpu, peakRssMb: r.peakRssMb };
      });
      mixes[variant].push(m);
      const x = m.f.overall;
      say(
        `  round ${round}, ${LABEL[variant]}: ${x.rps.toFixed(0)} req/s, p50 ${x.p50.toFixed(1)} ms, p95 ${x.p95.toFixed(1)} ms, ` +
          `Node ${m.cpu.nodeMs.toFixed(2)} + PostgreSQL ${m.cpu.dbMs?.toFixed(2) ?? '—'} CPU ms per request, errors ${x.errors}${errorsOf(m.f)}, load ${loadNow()}`,
      );
    }
  loads.push(`${loadNow()} after the mixes`);

  // 2. Each call alone, plain then streamed, call by call.
  const perCall: { name: string; by: Record<Variant, { f: CallFigures; cpu: Cpu }> }[] = [];
  for (const call of o.calls) {
    const by = {} as Record<Variant, { f: CallFigures; cpu: Cpu }>;
    for (const variant of VARIANTS)
      by[variant] = await run(variant, async () => {
        await runCall(target.url, call, { ...o.callLoad, amount: Math.max(o.callLoad.connections * 5, 50) });
        const r = await withCpu(
          target,
          o.database,
          () => runCall(target.url, call, o.callLoad),
          (f) => f.requests,
        );
        return { f: r.result, cpu: r.cpu };
      });
    perCall.push({ name: call.name, by });
    say(
      `  ${call.name}: CPU ms per request ${total(by.plain.cpu).toFixed(2)} plain, ${total(by.streams.cpu).toFixed(2)} with streams`,
    );
  }
  loads.push(`${loadNow()} after the calls alone`);
  await measureMemory();
  return report(o, mixes, perCall, perStreamKb, loads);
}

/** The non-2xx answers by status and the unanswered requests by cause, when there are any. */
function errorsOf(f: MixFigures): string {
  const statuses = [...f.overall.statuses].filter(([status]) => status < 200 || status >= 300);
  const parts = [
    ...statuses.map(([status, n]) => `${status}×${n}`),
    ...[...f.failures].map(([why, n]) => `${why}×${n}`),
  ];
  return parts.length ? ` (${parts.join(', ')})` : '';
}

const total = (c: Cpu) => c.nodeMs + (c.dbMs ?? 0);
const f2 = (x: number) => x.toFixed(2);
const ratio = (a: number, b: number) => (b > 0 ? `${((a / b - 1) * 100).toFixed(1)} %` : '—');
const within = (a: number, b: number) => (b > 0 && Math.abs(a / b - 1) <= 0.1 ? 'yes' : 'NO');

function report(
  o: StreamsMixOptions,
  mixes: Record<Variant, MixRun[]>,
  perCall: { name: string; by: Record<Variant, { f: CallFigures; cpu: Cpu }> }[],
  perStreamKb: number[],
  loads: string[],
): string {
  const med = (v: Variant, pick: (m: MixRun) => number) => median(mixes[v].map(pick));
  const rounds = (v: Variant, pick: (m: MixRun) => number) =>
    mixes[v].map((m) => pick(m).toFixed(pick === rps ? 0 : 2)).join(', ');
  const rps = (m: MixRun) => m.f.overall.rps;
  const rows: [string, (m: MixRun) => number, boolean][] = [
    ['throughput, req/s (of ' + o.rate + ' offered)', rps, false],
    ['p50 ms', (m) => m.f.overall.p50, true],
    ['p95 ms', (m) => m.f.overall.p95, true],
    ['p99 ms', (m) => m.f.overall.p99, true],
    ['Node CPU ms per request', (m) => m.cpu.nodeMs, true],
    ['PostgreSQL CPU ms per request', (m) => m.cpu.dbMs ?? 0, true],
    ['Node + PostgreSQL CPU ms per request', (m) => total(m.cpu), true],
    ['errors (non-2xx or no answer)', (m) => m.f.overall.errors, false],
    ['peak RSS MB', (m) => m.peakRssMb, false],
  ];
  const lines = [
    `### The mixed load with every participant's live stream open, against the plain mix (${o.cookies.length} streams; ${o.rounds} rounds of ${o.seconds} s each, interleaved, ${o.rate} req/s offered)`,
    '',
    `Load average (1 / 5 / 15 min): ${loads.join('; ')}.`,
    '',
    '| figure (median of the rounds) | plain | streams open | streams against plain | within 10 % | each round: plain; streams |',
    '|---|---:|---:|---:|---|---|',
    ...rows.map(([name, pick, judged]) => {
      const a = med('plain', pick);
      const b = med('streams', pick);
      return `| ${name} | ${f2(a)} | ${f2(b)} | ${ratio(b, a)} | ${judged || pick === rps ? within(b, a) : ''} | ${rounds('plain', pick)}; ${rounds('streams', pick)} |`;
    }),
    '',
    ...VARIANTS.flatMap((v) =>
      mixes[v].some((m) => m.f.overall.errors)
        ? [`Errors, ${LABEL[v]}: ${mixes[v].map((m) => errorsOf(m.f) || ' none').join(';')}.`, '']
        : [],
    ),
    `Server memory per open stream (resident, at rest, ${o.memoryStreams} streams opened before the mixes and after the calls alone): ${perStreamKb.map((k) => k.toFixed(1)).join(' and ')} kB.`,
    '',
    `#### Each call alone, plain then with the streams open (${o.callLoad.connections} connections, ${o.callLoad.amount} requests)`,
    '',
    '| call | plain p50 ms | streams p50 ms | plain CPU ms | streams CPU ms | CPU streams against plain |',
    '|---|---:|---:|---:|---:|---:|',
    ...perCall.map(
      (c) =>
        `| ${c.name} | ${c.by.plain.f.p50.toFixed(1)} | ${c.by.streams.f.p50.toFixed(1)} | ${f2(total(c.by.plain.cpu))} | ${f2(total(c.by.streams.cpu))} | ${ratio(total(c.by.streams.cpu), total(c.by.plain.cpu))} |`,
    ),
    `| the median call | ${median(perCall.map((c) => c.by.plain.f.p50)).toFixed(1)} | ${median(perCall.map((c) => c.by.streams.f.p50)).toFixed(1)} | ${f2(median(perCall.map((c) => total(c.by.plain.cpu))))} | ${f2(median(perCall.map((c) => total(c.by.streams.cpu))))} | ${ratio(median(perCall.map((c) => total(c.by.streams.cpu))), median(perCall.map((c) => total(c.by.plain.cpu))))} |`,
    '',
    'CPU: Node (the server process) + PostgreSQL (the backends of its connections), per request.',
  ];
  return lines.join('\n');
}
