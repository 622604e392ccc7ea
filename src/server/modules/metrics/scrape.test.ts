/**
 * A real scrape (issue 34): Debian's Prometheus (`apt-get install -y prometheus`; .ci/run installs it)
 * scrapes two app servers every second with the metrics token, as docs/deploy.md configures it,
 * while a little traffic goes through nginx to both; then its HTTP API must say that each server is
 * up and that the request and outbox series moved. Skipped, saying so, only where the binaries are
 * missing on a developer's machine.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, sleep } from '../../../../bench/lib/server.ts';
import { NGINX, startNginx, type Nginx } from '../../../../bench/lib/nginx.ts';
import { outbox } from '../../db/schema.ts';
import { now } from '../../lib/clock.ts';
import { dispatchOutbox, type Transports } from '../../lib/outbox.ts';
import { uniquePhone } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

const PROMETHEUS = '/usr/bin/prometheus';
const missing = [PROMETHEUS, NGINX].filter((file) => !fs.existsSync(file));
if (missing.length > 0)
  console.warn(
    `scrape.test.ts skipped: ${missing.join(', ')} missing (apt-get install -y prometheus nginx-light)`,
  );

const TOKEN = 'scrape-test-token-0123456789';
/** The SMS gateway is down: every delivery fails, so messages wait and failures count. */
const refusing: Transports = {
  sms: {
    deliver: async () => {
      throw new Error('gateway answered 503');
    },
  },
};

describe.skipIf(missing.length > 0)('Prometheus scraping two servers', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jti-scrape-'));
  const apps: TestApp[] = [];
  const targets: string[] = [];
  let nginx: Nginx;
  let prometheus: ChildProcess;
  let api: string;

  beforeAll(async () => {
    const env = { METRICS_TOKEN: TOKEN };
    apps.push(await createTestApp({ env, transports: refusing }));
    // On PostgreSQL the second server shares the first one's database, as in production.
    apps.push(
      await createTestApp({
        env,
        transports: refusing,
        ...(apps[0]!.url ? { sameDatabaseAs: apps[0] } : {}),
      }),
    );
    for (const t of apps) targets.push(new URL(await t.app.listen({ port: 0, host: '127.0.0.1' })).host);
    nginx = await startNginx({ dir: path.join(dir, 'nginx'), port: await freePort(), upstreams: targets });
    const port = await freePort();
    api = `http://127.0.0.1:${port}`;
    fs.writeFileSync(
      path.join(dir, 'prometheus.yml'),
      [
        'global: { scrape_interval: 1s, scrape_timeout: 1s }',
        'scrape_configs:',
        '  - job_name: jti',
        `    authorization: { credentials: ${TOKEN} }`,
        `    static_configs: [{ targets: [${targets.map((t) => `"${t}"`).join(', ')}] }]`,
        '',
      ].join('\n'),
    );
    prometheus = spawn(
      PROMETHEUS,
      [
        `--config.file=${path.join(dir, 'prometheus.yml')}`,
        `--storage.tsdb.path=${path.join(dir, 'data')}`,
        `--web.listen-address=127.0.0.1:${port}`,
      ],
      { stdio: 'ignore' },
    );
  }, 180_000); // two servers on a busy machine
  afterAll(async () => {
    prometheus?.kill();
    await nginx?.stop();
    for (const t of apps.reverse()) await t.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  /** An instant query's series: labels and value. */
  async function query(promql: string): Promise<{ metric: Record<string, string>; value: number }[]> {
    const res = await fetch(`${api}/api/v1/query?query=${encodeURIComponent(promql)}`).catch(() => null);
    if (!res?.ok) return [];
    const body = (await res.json()) as {
      data: { result: { metric: Record<string, string>; value: [number, string] }[] };
    };
    return body.data.result.map((r) => ({ metric: r.metric, value: Number(r.value[1]) }));
  }
  /** Polls until `check` holds of the query's answer (Prometheus scrapes every second). */
  async function eventually(promql: string, check: (r: Awaited<ReturnType<typeof query>>) => boolean) {
    let last: Awaited<ReturnType<typeof query>> = [];
    for (const until = Date.now() + 20_000; Date.now() < until; await sleep(250)) {
      last = await query(promql);
      if (check(last)) return last;
    }
    throw new Error(`${promql} never held: ${JSON.stringify(last)}`);
  }

  it('sees both servers up, their requests and the outbox falling behind', async () => {
    await eventually('up{job="jti"}', (r) => r.length === 2 && r.every((s) => s.value === 1));
    // Traffic through nginx, round robin over both.
    for (let i = 0; i < 10; i++) expect((await fetch(`${nginx.url}/api/cities`)).status).toBe(200);
    // A code queued as a sign-in queues it; then each server's dispatcher tries the refusing gateway.
    const phone = uniquePhone();
    await apps[0]!.db.insert(outbox).values({
      channel: 'sms',
      recipient: phone,
      subject: '',
      body: 'Код: 123456',
      idempotencyKey: `scrape-test:${phone}`,
      status: 'pending',
      nextAttemptAt: now(),
      createdAt: now(),
    });
    for (const t of apps) await dispatchOutbox(t.db, refusing, t.app.log, t.app.deps.metrics);

    const requests = await eventually(
      'sum by (instance) (http_request_duration_seconds_count{route="/api/cities"})',
      (r) => r.length === 2 && r.every((s) => s.value > 0),
    );
    expect(requests.map((s) => s.metric.instance).sort()).toEqual([...targets].sort());
    await eventually('max(jti_outbox_pending)', (r) => (r[0]?.value ?? 0) >= 1);
    await eventually('sum(jti_outbox_failed_total{channel="sms"})', (r) => (r[0]?.value ?? 0) >= 1);
  });
});
