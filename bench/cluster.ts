/**
 * Two app servers on one PostgreSQL behind nginx, checked end to end through the proxy (issue 8,
 * decision 016).
 *
 *   npm run bench:cluster -- [--pg-url postgres://postgres@127.0.0.1:5432/postgres] [--stages 300]
 *                            [--gets 400] [--keep]
 *
 * Creates a fresh database `jti_h_cluster_<pid>`, migrates it once and fills reference and demo data from
 * here, starts servers `a` and `b` on it (each its own DATA_DIR, one shared FILES_DIR, the same
 * APP_SECRET, TRUST_PROXY on, SERVED_BY naming each in `X-Served-By`, a deadline sweep every second),
 * puts nginx in front (round robin, bench/lib/nginx.ts) and checks, each time on answers from both
 * servers: a session made on one is valid on the other; sign-out, deactivation and a role change made
 * through one hold on the other at once (decision 055);
 * a CSRF token from one is accepted by the other;
 * the SMS-code limit counts across both; a notice written on one is read on the other, and reaches a
 * live stream held open on the other (decision 030); a file uploaded
 * on one downloads from the other; each overdue stage expires exactly once with both sweeping; and a
 * server stopped with SIGTERM and restarted, then one SIGKILLed, mid-stream, cost the GETs nothing. Prints a pass/fail table; exits 1 on
 * any failure. The database is dropped at the end unless --keep.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { inArray, sql } from 'drizzle-orm';
import { openDatabase } from '../src/server/db/client.ts';
import { seedDemoData } from '../src/server/demo/demo-seed.ts';
import { seedReferenceData } from '../src/server/db/reference-seed.ts';
import { candidateStages } from '../src/server/db/schema.ts';
import { pdf } from '../src/server/lib/files/test-fixtures.ts';
import { makeUser } from '../src/server/test/factories.ts';
import { openSse } from '../src/server/test/sse.ts';
import { makeCandidate, makeVacancy } from '../src/server/test/screening-factories.ts';
import { createScratchDatabase, DEFAULT_PG_URL } from './lib/databases.ts';
import { HttpClient, label, nextAddress, type Outcome } from './lib/http-client.ts';
import { startNginx, type Nginx } from './lib/nginx.ts';
import {
  freePort,
  sleep,
  startServer,
  tail,
  waitReady,
  type ServerOptions,
  type ServerProcess,
} from './lib/server.ts';

const { values: args } = parseArgs({
  options: {
    'pg-url': { type: 'string', default: DEFAULT_PG_URL },
    stages: { type: 'string', default: '300' },
    gets: { type: 'string', default: '400' },
    keep: { type: 'boolean', default: false },
  },
});
const STAGES = Number(args.stages);
const GETS = Number(args.gets);
const DEMO_PASSWORD = 'demo-password';

type Check = { name: string; ok: boolean; detail: string };
const checks: Check[] = [];
function record(name: string, ok: boolean, detail: string): void {
  checks.push({ name, ok, detail });
  console.log(`  ${ok ? 'pass' : 'FAIL'}  ${name}: ${detail}`);
}

const servedBy = (o: Outcome): string =>
  o.kind === 'answer' ? (o.headers.get('x-served-by') ?? '?') : o.kind;
const status = (o: Outcome): number => (o.kind === 'answer' ? o.status : 0);

/** Repeats `send` until a server other than `not` answers (round robin: the next one, mostly). */
async function onOtherServer(not: string, send: () => Promise<Outcome>): Promise<Outcome> {
  let last: Outcome = await send();
  for (let i = 0; i < 6 && servedBy(last) === not; i++) last = await send();
  return last;
}

/** The client's cookies and CSRF header, for the requests HttpClient does not make (multipart, bytes). */
function browserHeaders(c: HttpClient): Record<string, string> {
  return {
    cookie: [...c.jar].map(([k, v]) => `${k}=${v}`).join('; '),
    'x-xsrf-token': c.jar.get('XSRF-TOKEN') ?? '',
    'x-forwarded-for': c.ip,
  };
}

async function signIn(
  url: string,
  email: string,
  password = DEMO_PASSWORD,
): Promise<{ c: HttpClient; on: string }> {
  const c = new HttpClient(url, { ip: nextAddress() });
  const res = await c.post('/login', { email, password });
  if (status(res) !== 200)
    throw new Error(
      `sign-in of ${email}: ${label(res)} ${JSON.stringify(res.kind === 'answer' ? res.data : '')}`,
    );
  return { c, on: servedBy(res) };
}

async function checkRoundRobin(url: string): Promise<void> {
  const c = new HttpClient(url, { ip: nextAddress() });
  const order: string[] = [];
  for (let i = 0; i < 6; i++) order.push(servedBy(await c.get('/healthz')));
  record(
    'requests reach both servers',
    new Set(order).size === 2 && !order.some((s) => s !== 'a' && s !== 'b'),
    `GET /healthz ×6 answered by ${order.join(' ')}`,
  );
}

async function checkSession(url: string): Promise<void> {
  const { c, on } = await signIn(url, 'recruiter@example.com');
  const info = await onOtherServer(on, () => c.get('/api/users/info'));
  const email = info.kind === 'answer' ? (info.data as { data?: { email?: string } }).data?.email : undefined;
  record(
    'a session made on one server works on the other',
    status(info) === 200 && email === 'recruiter@example.com' && servedBy(info) !== on,
    `signed in on ${on}; GET /api/users/info on ${servedBy(info)}: ${label(info)} ${email ?? ''}`,
  );
}

/** The same browser's cookies in another client: a tab that keeps the cookie a sign-out clears. */
function copyOf(c: HttpClient): HttpClient {
  return c.moveTo(c.baseUrl);
}

/** GETs `path` until both servers have answered (round robin: two or three tries); each answer's status by server. */
async function onBoth(c: HttpClient, path: string): Promise<Record<string, number[]>> {
  const by: Record<string, number[]> = {};
  for (let i = 0; i < 8 && Object.keys(by).length < 2; i++) {
    const res = await c.get(path);
    (by[servedBy(res)] ??= []).push(status(res));
  }
  return by;
}
const describe = (by: Record<string, number[]>) =>
  Object.entries(by)
    .sort()
    .map(([server, statuses]) => `${server} ${statuses.join(',')}`)
    .join('; ');
/** Every answer came from a or b, both answered, and each said `expected`. */
const allAre = (by: Record<string, number[]>, expected: number) =>
  Object.keys(by).sort().join() === 'a,b' && Object.values(by).every((l) => l.every((s) => s === expected));

/**
 * Ending a session holds at once on both servers (decision 055): the session is first used on both,
 * then ended through one, and the very next requests, on either server, are refused.
 */
async function checkSessionEnds(url: string, databaseUrl: string): Promise<void> {
  const database = await openDatabase({ url: databaseUrl, poolSize: 2 });
  const people = {
    leaving: await makeUser(database.db, { role: 'participant' }),
    deactivated: await makeUser(database.db, { role: 'manager' }),
    demoted: await makeUser(database.db, { role: 'admin' }),
  };
  await database.close();
  const { c: admin } = await signIn(url, 'admin@example.com');

  const { c: leaving } = await signIn(url, people.leaving.email, people.leaving.password);
  const warm = await onBoth(leaving, '/api/users/info');
  const kept = copyOf(leaving);
  const out = await leaving.post('/logout');
  const after = await onBoth(kept, '/api/users/info');
  record(
    'sign-out on one server refuses the cookie on the other at once',
    allAre(warm, 200) && status(out) === 204 && allAre(after, 401),
    `GET /api/users/info before: ${describe(warm)}; POST /logout on ${servedBy(out)}: ${label(out)}; the old cookie right after: ${describe(after)}`,
  );

  const { c: manager } = await signIn(url, people.deactivated.email, people.deactivated.password);
  const warmManager = await onBoth(manager, '/api/users/info');
  const gone = await admin.request('DELETE', `/api/dashboard/users/${people.deactivated.id}`);
  const afterGone = await onBoth(manager, '/api/users/info');
  record(
    'a deactivation on one server refuses the cookie on the other at once',
    allAre(warmManager, 200) && status(gone) === 200 && allAre(afterGone, 401),
    `GET /api/users/info before: ${describe(warmManager)}; DELETE /api/dashboard/users/{id} on ${servedBy(gone)}: ${label(gone)}; right after: ${describe(afterGone)}`,
  );

  const { c: demoted } = await signIn(url, people.demoted.email, people.demoted.password);
  const warmAdmin = await onBoth(demoted, '/api/dashboard/users');
  const changed = await admin.post(`/api/dashboard/users/update/${people.demoted.id}`, { role: 'recruiter' });
  const afterChange = await onBoth(demoted, '/api/dashboard/users');
  const { c: again } = await signIn(url, people.demoted.email, people.demoted.password);
  const asRecruiter = await onBoth(again, '/api/dashboard/users');
  record(
    'a role change on one server holds on the other at once',
    allAre(warmAdmin, 200) && status(changed) === 200 && allAre(afterChange, 401) && allAre(asRecruiter, 403),
    `GET /api/dashboard/users as admin: ${describe(warmAdmin)}; made a recruiter on ${servedBy(changed)}: ${label(changed)}; the old session right after: ${describe(afterChange)}; signed in again: ${describe(asRecruiter)}`,
  );
}

/** Signs the participant in with a CSRF cookie from one server and the POST on the other. */
async function checkCsrf(url: string): Promise<HttpClient> {
  const c = new HttpClient(url, { ip: nextAddress() });
  let cookieFrom = '';
  let login: Outcome = { kind: 'network', error: 'not sent', ms: 0 };
  for (let i = 0; i < 6; i++) {
    c.jar.clear();
    cookieFrom = servedBy(await c.get('/sanctum/csrf-cookie'));
    login = await c.post('/login', { email: 'participant@example.com', password: DEMO_PASSWORD });
    if (servedBy(login) !== cookieFrom) break;
  }
  const forged = new HttpClient(url, { ip: nextAddress() });
  forged.jar.set('XSRF-TOKEN', 'forged-token');
  const refused = await forged.post('/logout');
  record(
    'a CSRF token made by one server is accepted by the other',
    status(login) === 200 && servedBy(login) !== cookieFrom && status(refused) === 419,
    `XSRF-TOKEN from ${cookieFrom}, POST /login on ${servedBy(login)}: ${label(login)}; a forged token: ${label(refused)}`,
  );
  return c;
}

async function checkSmsLimit(url: string): Promise<void> {
  const phone = '+79990000001'; // the demo participant's
  const first = new HttpClient(url, { ip: nextAddress() });
  const sent = await first.post('/sms/send-code', { phone });
  // Another browser (another address), so only the phone's once-a-minute limit can refuse it.
  const second = new HttpClient(url, { ip: nextAddress() });
  const again = await onOtherServer(servedBy(sent), () => second.post('/sms/send-code', { phone }));
  const retryAfter = again.kind === 'answer' ? again.headers.get('retry-after') : null;
  record(
    'the SMS-code limit is shared',
    status(sent) === 200 && status(again) === 429 && servedBy(again) !== servedBy(sent) && !!retryAfter,
    `code sent on ${servedBy(sent)}: ${label(sent)}; again from another address on ${servedBy(again)}: ${label(again)}, Retry-After ${retryAfter}`,
  );
}

async function checkNotices(url: string, participant: HttpClient): Promise<void> {
  const me = await participant.get('/api/users/info');
  const userId = me.kind === 'answer' ? ((me.data as { data?: { id?: number } }).data?.id ?? 0) : 0;
  const { c: admin } = await signIn(url, 'admin@example.com');
  const title = `Проверка кластера ${Date.now()}`;
  const pushed = await admin.post('/api/messages/push-message', {
    user_ids: [userId],
    title,
    text: 'Уведомление записано одним сервером.',
  });
  const read = await onOtherServer(servedBy(pushed), () => participant.get('/api/messages'));
  const found = read.kind === 'answer' && JSON.stringify(read.data).includes(title);
  record(
    'a notice written on one server is read on the other',
    status(pushed) === 200 && found && servedBy(read) !== servedBy(pushed),
    `pushed on ${servedBy(pushed)}: ${label(pushed)}; GET /api/messages on ${servedBy(read)}: ${label(read)}, ${found ? 'the notice is there' : 'NOT there'}`,
  );
}

/**
 * A notice written through one server reaches the participant's live stream held open by the other,
 * through nginx (decision 030: LISTEN/NOTIFY between the servers, no buffering in nginx).
 */
async function checkLiveAcross(url: string, participant: HttpClient): Promise<void> {
  const me = await participant.get('/api/users/info');
  const userId = me.kind === 'answer' ? ((me.data as { data?: { id?: number } }).data?.id ?? 0) : 0;
  const stream = await openSse(url, [...participant.jar].map(([k, v]) => `${k}=${v}`).join('; '));
  try {
    await stream.next('ready', 10_000);
    const holder = String(stream.headers['x-served-by'] ?? '?');
    const { c: admin } = await signIn(url, 'admin@example.com');
    const title = `Живое уведомление ${Date.now()}`;
    let sentAt = 0;
    const pushed = await onOtherServer(holder, () => {
      sentAt = performance.now();
      return admin.post('/api/messages/push-message', {
        user_ids: [userId],
        title,
        text: 'Через другой сервер.',
      });
    });
    let arrived = false;
    let ms = 0;
    try {
      for (;;) {
        const e = await stream.next('notice', 10_000);
        if (JSON.stringify(e.data).includes(title)) {
          ms = performance.now() - sentAt;
          arrived = true;
          break;
        }
      }
    } catch {
      arrived = false;
    }
    record(
      'a notice written on one server reaches a live stream open on the other',
      status(pushed) === 200 && arrived && servedBy(pushed) !== holder,
      `stream held by ${holder} through nginx, notice pushed on ${servedBy(pushed)}: ${label(pushed)}; ${arrived ? `on the stream ${ms.toFixed(0)} ms after the push was sent` : 'NOT on the stream within 10 s'}`,
    );
  } finally {
    stream.close();
  }
}

async function checkFiles(
  url: string,
  participant: HttpClient,
  dirs: { shared: string; own: string[] },
): Promise<void> {
  const bytes = pdf(`Резюме для проверки кластера ${Date.now()}`);
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const form = new FormData();
  form.append('kind', 'cv');
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), 'cv.pdf');
  const up = await fetch(`${url}/api/screening/file`, {
    method: 'POST',
    headers: browserHeaders(participant),
    body: form,
  });
  const upBy = up.headers.get('x-served-by') ?? '?';
  const file = (await up.json()) as { id?: number };
  let down: Response | null = null;
  let got = Buffer.alloc(0);
  for (let i = 0; i < 6; i++) {
    down = await fetch(`${url}/api/file/${file.id}`, { headers: browserHeaders(participant) });
    got = Buffer.from(await down.arrayBuffer());
    if (down.headers.get('x-served-by') !== upBy) break;
  }
  const downBy = down?.headers.get('x-served-by') ?? '?';
  const blob = path.join(sha256.slice(0, 2), sha256.slice(2, 4), sha256);
  const inShared = fs.existsSync(path.join(dirs.shared, blob));
  const inOwn = dirs.own.some((d) => fs.existsSync(path.join(d, blob)));
  record(
    'a file uploaded on one server downloads from the other',
    up.status === 201 && down?.status === 200 && downBy !== upBy && got.equals(bytes) && inShared && !inOwn,
    `upload on ${upBy}: ${up.status}; GET /api/file/${file.id} on ${downBy}: ${down?.status}, ${got.equals(bytes) ? 'same bytes' : 'DIFFERENT bytes'}; in FILES_DIR: ${inShared}, in a server's own DATA_DIR: ${inOwn}`,
  );
}

/** Sums the `deadline sweep expired` log lines of a server (LOG_LEVEL=info, pino JSON). */
function sweptBy(logFile: string): number {
  let n = 0;
  for (const line of fs.readFileSync(logFile, 'utf8').split('\n')) {
    if (!line.includes('deadline sweep expired')) continue;
    try {
      n += (JSON.parse(line) as { stages: number }).stages;
    } catch {
      // not a log line
    }
  }
  return n;
}

async function checkSweep(databaseUrl: string, logs: Record<string, string>): Promise<void> {
  const database = await openDatabase({ url: databaseUrl, poolSize: 2 });
  try {
    const db = database.db;
    const vacancy = await makeVacancy(db, { pipeline: [1, 2, 4], title: 'Проверка кластера' });
    const ids: number[] = [];
    const later = new Date(Date.now() + 3600_000);
    for (let i = 0; i < STAGES; i++) {
      const user = await makeUser(db);
      ids.push(
        (
          await makeCandidate(
            db,
            user.id,
            vacancy,
            { 1: 'success', 2: 'awaiting' },
            { status: 'assigned', deadlineAt: later },
          )
        ).id,
      );
    }
    // All fall due at one moment, so both servers' next sweeps find the same overdue stages.
    await db
      .update(candidateStages)
      .set({ deadlineAt: new Date(Date.now() - 1000) })
      .where(inArray(candidateStages.candidateId, ids));
    const started = performance.now();
    const expired = async () =>
      Number(
        (
          (await db.execute(
            sql`select count(*)::int as n from candidate_stages where candidate_id in ${ids} and n = 2 and status = 'expired_awaiting'`,
          )) as unknown as { rows: { n: number }[] }
        ).rows[0]!.n,
      );
    while ((await expired()) < ids.length && performance.now() - started < 60_000) await sleep(200);
    const seconds = (performance.now() - started) / 1000;
    await sleep(3000); // more sweeps on each server: nothing may be expired or told twice
    const counts = (await db.execute(sql`select
        (select count(*)::int from candidate_stages where candidate_id in ${ids} and n = 2 and status = 'expired_awaiting') as stages,
        (select count(*)::int from candidate_history where candidate_id in ${ids} and after = 'expired_awaiting') as history,
        (select count(distinct candidate_id)::int from candidate_history where candidate_id in ${ids} and after = 'expired_awaiting') as history_candidates,
        (select count(*)::int from messages m join candidates c on c.user_id = m.user_id where c.id in ${ids}) as notices,
        (select count(distinct m.user_id)::int from messages m join candidates c on c.user_id = m.user_id where c.id in ${ids}) as notice_users`)) as unknown as {
      rows: {
        stages: number;
        history: number;
        history_candidates: number;
        notices: number;
        notice_users: number;
      }[];
    };
    const r = counts.rows[0]!;
    const split = Object.entries(logs).map(([name, file]) => `${name} ${sweptBy(file)}`);
    const total = Object.values(logs).reduce((sum, file) => sum + sweptBy(file), 0);
    const exact = [r.stages, r.history, r.history_candidates, r.notices, r.notice_users, total].every(
      (n) => n === ids.length,
    );
    record(
      'each overdue stage expires exactly once with both servers sweeping',
      exact,
      `${ids.length} stages due at once, all expired in ${seconds.toFixed(1)} s; expired by ${split.join(', ')}; ` +
        `${r.history} history rows, ${r.notices} notices (one each: ${r.history_candidates === ids.length && r.notice_users === ids.length})`,
    );
  } finally {
    await database.close();
  }
}

type Got = { served: string; status: string; phase: 'before' | 'during' | 'after' };

/**
 * GETs through nginx, 4 at a time; after a quarter of them `event` runs (a server stopped, killed,
 * restarted) while the stream goes on, until `total` are done, the event is over and what came after
 * it satisfies `enough` (at most 30 s more).
 */
async function getStream(
  url: string,
  total: number,
  event: () => Promise<void>,
  enough: (after: Got[]) => boolean,
): Promise<Got[]> {
  const c = new HttpClient(url, { ip: nextAddress() });
  const results: Got[] = [];
  let phase: Got['phase'] = 'before';
  let sent = 0;
  let running: Promise<void> | null = null;
  let eventOver = Infinity;
  const more = () =>
    sent < total ||
    phase !== 'after' ||
    (!enough(results.filter((r) => r.phase === 'after')) && performance.now() - eventOver < 30_000);
  const worker = async () => {
    while (more()) {
      sent++;
      if (phase === 'before' && results.length >= total / 4) {
        phase = 'during';
        running = event().finally(() => {
          phase = 'after';
          eventOver = performance.now();
        });
      }
      const at = phase;
      const res = await c.get(sent % 2 ? '/api/cities' : '/api/vacancies/all');
      results.push({ served: servedBy(res), status: label(res), phase: at });
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
  await running;
  return results;
}

const tally = (results: Got[]) => {
  const byStatus = new Map<string, number>();
  for (const r of results) byStatus.set(r.status, (byStatus.get(r.status) ?? 0) + 1);
  return [...byStatus].map(([s, n]) => `${n}× ${s}`).join(', ');
};
const servers = (results: Got[], phase: Got['phase']) =>
  [...new Set(results.filter((r) => r.phase === phase).map((r) => r.served))].sort();

/** nginx logs each upstream it tried: `upstream_status=502, 200` is a request it moved to the other server. */
const retriedByNginx = (nginx: Nginx) =>
  fs
    .readFileSync(nginx.accessLog, 'utf8')
    .split('\n')
    .filter((l) => /upstream_status=\S+, /.test(l)).length;

/** A rolling update of one server: SIGTERM mid-stream (readiness 503 first), then a new one on its port. */
async function checkRollingRestart(
  nginx: Nginx,
  running: Record<string, ServerProcess>,
  name: string,
  options: ServerOptions,
): Promise<void> {
  const old = running[name]!;
  let readyz = '';
  let exitCode: number | null = null;
  const retriedBefore = retriedByNginx(nginx);
  const results = await getStream(
    nginx.url,
    GETS,
    async () => {
      const stopping = old.stop();
      await sleep(100);
      const probe = await fetch(`${old.url}/readyz`).catch(() => null);
      readyz = probe ? String(probe.status) : 'refused';
      exitCode = await stopping;
      running[name] = startServer(options);
      await waitReady(running[name]);
    },
    (after) => after.some((r) => r.served === name),
  ); // nginx tries it again once its fail_timeout is over
  const bad = results.filter((r) => r.status !== '200');
  const after = servers(results, 'after');
  record(
    'a server stopped with SIGTERM mid-run and restarted: no GET sees an error',
    bad.length === 0 && readyz === '503' && exitCode === 0 && after.includes(name),
    `${results.length} GETs, 4 at a time: ${tally(results)}; ${name}'s /readyz after SIGTERM: ${readyz}, exit code ${exitCode}; ` +
      `${retriedByNginx(nginx) - retriedBefore} retried by nginx; from SIGTERM to ready again (${name} serves through its 1 s shutdown delay) answered by ${servers(results, 'during').join(', ')}, after by ${after.join(', ')}`,
  );
}

/** One server SIGKILLed mid-stream: nginx moves what it had in flight, and everything after, to the other. */
async function checkFailover(nginx: Nginx, victim: ServerProcess, victimName: string): Promise<void> {
  const retriedBefore = retriedByNginx(nginx);
  const results = await getStream(
    nginx.url,
    GETS,
    () => victim.kill(),
    (after) => after.length >= 40,
  );
  const bad = results.filter((r) => r.status !== '200');
  const after = servers(results, 'after');
  record(
    'a server killed mid-run: nginx fails over, no GET sees an error',
    bad.length === 0 && after.length > 0 && !after.includes(victimName) && !victim.alive(),
    `${results.length} GETs, 4 at a time, ${victimName} SIGKILLed after ${results.filter((r) => r.phase === 'before').length}: ${tally(results)}; ` +
      `${retriedByNginx(nginx) - retriedBefore} in flight on ${victimName} retried by nginx on the other; after the kill answered by ${after.join(', ')}`,
  );
}

async function main(): Promise<number> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'jti-cluster-'));
  const load = () =>
    os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ');
  console.log(
    `Two app servers behind nginx on one PostgreSQL — ${os.cpus().length} cores, load average ${load()}, Node ${process.version}`,
  );
  // Named per run: two runs on one PostgreSQL (several people on one machine) must not drop each other's.
  const scratch = await createScratchDatabase(args['pg-url'], `jti_h_cluster_${process.pid}`);
  const running: Record<string, ServerProcess> = {};
  const options: Record<string, ServerOptions> = {};
  const logs: Record<string, string> = {};
  let nginx: Nginx | null = null;
  try {
    // Migrated once, from here; the servers then find nothing to migrate or seed.
    const setup = await openDatabase({ url: scratch.url, poolSize: 2 });
    const pgVersion = (
      (await setup.db.execute(sql`show server_version`)) as unknown as { rows: { server_version: string }[] }
    ).rows[0]!.server_version;
    await setup.migrate();
    await seedReferenceData(setup.db);
    await seedDemoData(setup.db);
    await setup.close();
    console.log(`PostgreSQL ${pgVersion}, database ${scratch.name}; work folder ${work}`);

    const shared = path.join(work, 'shared-files');
    const upstreams: string[] = [];
    for (const name of ['a', 'b']) {
      const port = await freePort();
      logs[name] = path.join(work, `server-${name}.log`);
      options[name] = {
        port,
        dataDir: path.join(work, `data-${name}`),
        databaseUrl: scratch.url,
        logFile: logs[name],
        env: {
          SERVED_BY: name,
          FILES_DIR: shared,
          LOG_LEVEL: 'info',
          DEADLINE_SWEEP_SECONDS: '1',
          SHUTDOWN_DELAY_SECONDS: '1',
        },
      };
      running[name] = startServer(options[name]);
      upstreams.push(`127.0.0.1:${port}`);
    }
    await Promise.all(Object.values(running).map((s) => waitReady(s)));
    nginx = await startNginx({ dir: path.join(work, 'nginx'), port: await freePort(), upstreams });
    console.log(`nginx ${nginx.url} → a ${upstreams[0]}, b ${upstreams[1]}\n`);

    await checkRoundRobin(nginx.url);
    await checkSession(nginx.url);
    await checkSessionEnds(nginx.url, scratch.url);
    const participant = await checkCsrf(nginx.url);
    await checkSmsLimit(nginx.url);
    await checkNotices(nginx.url, participant);
    await checkLiveAcross(nginx.url, participant);
    await checkFiles(nginx.url, participant, {
      shared,
      own: ['a', 'b'].map((n) => path.join(work, `data-${n}`, 'files')),
    });
    await checkSweep(scratch.url, logs);
    await checkRollingRestart(nginx, running, 'a', options.a!);
    await checkFailover(nginx, running.b!, 'b');
  } catch (err) {
    record('the run itself', false, err instanceof Error ? err.message : String(err));
    for (const [name, file] of Object.entries(logs))
      console.log(`\n--- server ${name} ---\n${tail(file, 15)}`);
  } finally {
    await nginx?.stop();
    await Promise.all(Object.values(running).map((s) => s.stop()));
    if (!args.keep) {
      await scratch.drop();
      fs.rmSync(work, { recursive: true, force: true });
    }
  }

  const width = Math.max(...checks.map((c) => c.name.length));
  console.log(`\n| check${' '.repeat(width - 5)} | result | what happened |`);
  console.log(`|${'-'.repeat(width + 2)}|--------|---------------|`);
  for (const c of checks)
    console.log(`| ${c.name.padEnd(width)} | ${c.ok ? 'pass  ' : 'FAIL  '} | ${c.detail} |`);
  const failed = checks.filter((c) => !c.ok).length;
  console.log(
    `\n${checks.length - failed} of ${checks.length} checks passed; load average ${load()}${args.keep ? `; kept ${scratch.name} and ${work}` : ''}`,
  );
  return failed === 0 ? 0 : 1;
}

process.exitCode = await main();
