/**
 * A mixed load at a fixed arrival rate ("open loop"): request k is due at k / rate seconds whatever the
 * server is doing, so a slow answer never delays the next request (autocannon's rate limit instead
 * releases each connection's quota at the start of every second, a burst a real audience does not
 * make). Requests go over a keep-alive agent of at most `sockets` connections (about one per simulated
 * user; past it requests wait for a free connection, as a browser's do). Each arrival picks one call
 * by its weight; the call builds the request (whose session, which ids). The latency is from the
 * moment the request is handed to the agent (its wait for a connection included) to the end of the
 * answer; how late the scheduler handed requests over is reported too, as on a loaded machine the
 * client itself can fall behind.
 */
import http from 'node:http';
import { callFigures, type CallFigures } from './load.ts';
import { random } from './random.ts';

export type MixCall = {
  name: string;
  /** Share of the arrivals (relative to the other calls' weights). */
  weight: number;
  method: 'GET' | 'POST' | 'PUT';
  /** The call's i-th request. */
  build: (i: number) => { path: string; headers: Record<string, string>; body?: unknown };
};

export type MixFigures = {
  overall: CallFigures;
  calls: CallFigures[];
  /** The latest any request was sent after it was due, ms. */
  maxLateMs: number;
  /** Requests that got no answer (status 0 in the figures), by error. */
  failures: Map<string, number>;
  seconds: number;
};

type Sample = { times: number[]; statuses: Map<number, number> };

function figures(name: string, s: Sample, seconds: number): CallFigures {
  return callFigures(name, s.times, s.statuses, seconds); // an unanswered request is counted under status 0
}

/**
 * Sends `rate` requests a second for `seconds` to `baseUrl`, spread evenly, then waits for the last
 * answers. A request with no answer (refused, reset, timed out) is counted under status 0.
 */
export async function runMix(
  baseUrl: string,
  calls: MixCall[],
  opts: { rate: number; seconds: number; sockets?: number; timeoutMs?: number; seed?: number },
): Promise<MixFigures> {
  const url = new URL(baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: opts.sockets ?? 256 });
  const pick = random(opts.seed ?? 1);
  const total = calls.reduce((s, c) => s + c.weight, 0);
  const samples = calls.map((): Sample => ({ times: [], statuses: new Map() }));
  const perCall = calls.map(() => 0);
  const all: Sample = { times: [], statuses: new Map() };
  const due = Math.round(opts.rate * opts.seconds);
  let sent = 0;
  let maxLateMs = 0;
  const failures = new Map<string, number>();
  const pending = new Set<Promise<void>>();
  const open = new Set<http.ClientRequest>();

  const record = (c: number, status: number, ms: number | null) => {
    for (const s of [samples[c]!, all]) {
      s.statuses.set(status, (s.statuses.get(status) ?? 0) + 1);
      if (ms !== null) s.times.push(ms);
    }
  };

  const send = (c: number) => {
    const call = calls[c]!;
    const r = call.build(perCall[c]!++);
    const body = r.body === undefined ? undefined : JSON.stringify(r.body);
    const headers: Record<string, string> = { accept: 'application/json', ...r.headers };
    if (body !== undefined) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = String(Buffer.byteLength(body));
    }
    const started = performance.now();
    const done = new Promise<void>((resolve) => {
      let settled = false;
      const settle = (status: number, ms: number | null, why?: string) => {
        if (settled) return;
        settled = true;
        if (why) failures.set(why, (failures.get(why) ?? 0) + 1);
        record(c, status, ms);
        resolve();
      };
      const fail = (err: NodeJS.ErrnoException) => settle(0, null, err.code ?? err.message);
      const req = http.request(
        { host: url.hostname, port: url.port, method: call.method, path: r.path, headers, agent },
        (res) => {
          res.on('data', () => {});
          res.on('end', () => settle(res.statusCode ?? 0, performance.now() - started));
          res.on('error', fail);
        },
      );
      open.add(req);
      req.on('close', () => open.delete(req));
      req.setTimeout(opts.timeoutMs ?? 30_000, () => req.destroy(new Error('timeout')));
      req.on('error', fail);
      req.end(body);
    });
    pending.add(done);
    void done.then(() => pending.delete(done));
  };

  const choose = () => {
    let x = pick() * total;
    for (let c = 0; c < calls.length; c++) {
      x -= calls[c]!.weight;
      if (x < 0) return c;
    }
    return calls.length - 1;
  };

  const started = performance.now();
  await new Promise<void>((resolve) => {
    const tick = () => {
      const now = performance.now();
      const target = Math.min(due, Math.floor(((now - started) / 1000) * opts.rate) + 1);
      if (target > sent) maxLateMs = Math.max(maxLateMs, now - (started + (sent / opts.rate) * 1000));
      while (sent < target) {
        send(choose());
        sent++;
      }
      if (sent >= due) return resolve();
      setTimeout(tick, 1);
    };
    tick();
  });
  // An overloaded server may hold thousands of requests: the last answers get the socket timeout
  // again to arrive, then whatever is still open is counted as unanswered.
  const graceMs = opts.timeoutMs ?? 30_000;
  let grace: NodeJS.Timeout | undefined;
  await Promise.race([
    Promise.all(pending),
    new Promise((resolve) => (grace = setTimeout(resolve, graceMs))),
  ]);
  clearTimeout(grace);
  for (const req of open) req.destroy(new Error('unanswered at the end'));
  await Promise.all(pending);
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  return {
    overall: figures('all calls', all, seconds),
    calls: calls.map((c, i) => figures(c.name, samples[i]!, seconds)),
    maxLateMs,
    failures,
    seconds,
  };
}
