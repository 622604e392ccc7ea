/**
 * Debian's Chromium for the Lighthouse benchmark: headless, a fresh profile, no calls out of the
 * machine, driven over the DevTools protocol (Node's own WebSocket; no browser download, no puppeteer).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { freePort, sleep } from './server.ts';

export type Chromium = { port: number; stop: () => void };

/**
 * Starts Chromium with its DevTools port open; answers when the port answers.
 * `ignoreCertificateErrors`: accept a self-signed certificate (the bench's own nginx with TLS).
 */
export async function startChromium(
  profileParent: string,
  opts: { ignoreCertificateErrors?: boolean } = {},
): Promise<Chromium> {
  const port = await freePort();
  const profile = fs.mkdtempSync(path.join(profileParent, 'chromium-'));
  const child = spawn(
    '/usr/bin/chromium',
    [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-default-apps',
      '--disable-extensions',
      ...(opts.ignoreCertificateErrors ? ['--ignore-certificate-errors'] : []),
      `--user-data-dir=${profile}`,
      `--remote-debugging-port=${port}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  for (let i = 0; i < 200; i++) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/json/version`);
      if (res.ok) return { port, stop: () => child.kill('SIGKILL') };
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  child.kill('SIGKILL');
  throw new Error('Chromium did not open its DevTools port');
}

/** One DevTools protocol session on a page target. */
async function connect(wsUrl: string) {
  const ws = new WebSocket(wsUrl);
  await new Promise((resolve, reject) => {
    ws.addEventListener('open', resolve, { once: true });
    ws.addEventListener('error', reject, { once: true });
  });
  let seq = 0;
  const pending = new Map<number, (message: { result?: unknown; error?: { message: string } }) => void>();
  ws.addEventListener('message', (event) => {
    const message = JSON.parse(String(event.data)) as {
      id?: number;
      result?: unknown;
      error?: { message: string };
    };
    if (message.id !== undefined) pending.get(message.id)?.(message);
  });
  const send = (method: string, params: Record<string, unknown> = {}) =>
    new Promise<unknown>((resolve, reject) => {
      const id = ++seq;
      pending.set(id, (m) =>
        m.error ? reject(new Error(`${method}: ${m.error.message}`)) : resolve(m.result),
      );
      ws.send(JSON.stringify({ id, method, params }));
    });
  return { send, close: () => ws.close() };
}

/**
 * Opens `url` (a light page of the origin) in a new tab, sets (or, with `null`, removes) the
 * localStorage items given, empties the browser's HTTP cache, replaces its cookies by `cookies`, and closes the tab: what Lighthouse's
 * own storage reset would do, minus forgetting the signed-in flag the web app keeps in localStorage.
 */
export async function prepareOrigin(
  chromium: Chromium,
  url: string,
  items: Record<string, string | null>,
  cookies: { name: string; value: string }[] = [],
): Promise<void> {
  const base = `http://127.0.0.1:${chromium.port}`;
  const res = await fetch(`${base}/json/new?${encodeURI(url)}`, { method: 'PUT' });
  const target = (await res.json()) as { id: string; webSocketDebuggerUrl: string };
  const page = await connect(target.webSocketDebuggerUrl);
  try {
    for (let i = 0; i < 100; i++) {
      const state = (await page
        .send('Runtime.evaluate', {
          expression: 'location.href + " " + document.readyState',
          returnByValue: true,
        })
        .catch(() => null)) as { result: { value: string } } | null; // no page context yet
      if (state?.result.value === `${url} complete`) break;
      await sleep(100);
    }
    const script = Object.entries(items)
      .map(([k, v]) =>
        v === null
          ? `localStorage.removeItem(${JSON.stringify(k)})`
          : `localStorage.setItem(${JSON.stringify(k)}, ${JSON.stringify(v)})`,
      )
      .join(';');
    await page.send('Runtime.evaluate', { expression: script });
    await page.send('Network.clearBrowserCache');
    // Cookies a previous page was given would mix with the session passed in `extraHeaders`.
    await page.send('Network.clearBrowserCookies');
    // Also in the jar, for the requests `extraHeaders` does not reach (media, beacons).
    for (const c of cookies) await page.send('Network.setCookie', { ...c, url });
  } finally {
    page.close();
    await fetch(`${base}/json/close/${target.id}`);
  }
}
