/**
 * Screenshots of every page for every role at 375 and 1280 px, and a comparison of two sets: the
 * visual-parity check of a change to the components (docs/decisions/064-one-component-system-of-our-own.md).
 *
 *   npm run bench:screens -- --dist <built app> --out <folder>      take a set (PGlite, demo data)
 *   npm run bench:screens -- --compare <folder a> <folder b>         which pictures differ, and where
 *
 * Take the "before" set from main's build and the "after" set from the change's, in one session: the
 * demo data holds dates relative to today, so sets from different days differ for that alone. The
 * comparison draws both pictures in Chromium and counts the pixels that differ; for each differing
 * pair it writes `<name>.diff.png` (differing pixels in red) next to the "after" picture.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Browser, type BrowserContext } from '@playwright/test';
import { DEMO_PASSWORD } from '#server/demo/demo-seed.ts';
import { HttpClient, label, nextAddress, ok } from './lib/http-client.ts';
import { freePort, startServer, tail, waitReady } from './lib/server.ts';

const { values: args, positionals } = parseArgs({
  options: { dist: { type: 'string' }, out: { type: 'string' }, compare: { type: 'boolean' } },
  allowPositionals: true,
});

type Who = 'visitor' | 'participant' | 'admin' | 'recruiter' | 'manager';
const PAGES: Record<Who, string[]> = {
  visitor: ['/', '/login', '/login?vacancy=7', '/email_login', '/signup', '/not-found-page'],
  participant: [
    '/progress',
    '/vacancies/7',
    '/newswire',
    '/notifications',
    '/mobile',
    '/profile',
    '/profile?edit=1',
    '/profile?usability=1',
  ],
  admin: [
    '/admin/statistics',
    '/admin/dashboard',
    '/admin/posts',
    '/admin/materials',
    '/admin/users',
    '/admin/request',
  ],
  recruiter: [
    '/recruiter/positions',
    '/recruiter/positions/new',
    '/recruiter/positions/1',
    '/recruiter/positions/1/candidates',
    '/recruiter/positions/1/candidates/1',
  ],
  manager: ['/manager/candidates', '/manager/interviews'],
};
const EMAIL: Record<Exclude<Who, 'visitor'>, string> = {
  participant: 'participant@example.com',
  admin: 'admin@example.com',
  recruiter: 'recruiter@example.com',
  manager: 'manager@example.com',
};
const WIDTHS = [375, 1280];

const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
const browserOptions = { executablePath: '/usr/bin/chromium', args: ['--font-render-hinting=none'] };

async function take(dist: string, out: string): Promise<void> {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'jti-bench-screens-'));
  const server = startServer({
    port: await freePort(),
    dataDir: path.join(tmp, 'data'),
    logFile: path.join(tmp, 'server.log'),
    env: { DEMO_DATA: 'on', WEB_DIST: path.resolve(dist) },
  });
  const browser = await chromium.launch(browserOptions);
  try {
    await waitReady(server, 120_000);
    fs.mkdirSync(out, { recursive: true });
    for (const [who, pages] of Object.entries(PAGES) as [Who, string[]][]) {
      const cookie = who === 'visitor' ? null : await signIn(server.url, EMAIL[who]);
      for (const width of WIDTHS) {
        const context = await contextFor(browser, server.url, cookie, width);
        const page = await context.newPage();
        for (const pagePath of pages) {
          await page.goto(server.url + pagePath, { waitUntil: 'networkidle' });
          // Carets blink and animations move: neither is a difference a change made.
          await page.addStyleTag({
            content:
              '*{caret-color:transparent!important;animation:none!important;transition:none!important}',
          });
          const name = `${who}${pagePath.replace(/\W+/g, '-').replace(/-$/, '') || '-landing'}-${width}.png`;
          await page.screenshot({ path: path.join(out, name), fullPage: true });
        }
        await context.close();
      }
    }
    console.log(`${fs.readdirSync(out).length} pictures in ${out}; load average ${load()}`);
  } catch (error) {
    console.error(tail(path.join(tmp, 'server.log')));
    throw error;
  } finally {
    await browser.close();
    await server.stop();
  }
}

async function signIn(url: string, email: string): Promise<string> {
  const client = new HttpClient(url, { ip: nextAddress(), timeoutMs: 60_000 });
  const res = await client.post('/login', { email, password: DEMO_PASSWORD });
  if (!ok(res)) throw new Error(`sign-in of ${email} failed: ${label(res)}`);
  return [...client.jar].map(([k, v]) => `${k}=${v}`).join('; ');
}

async function contextFor(
  browser: Browser,
  url: string,
  cookie: string | null,
  width: number,
): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: { width, height: width < 768 ? 812 : 900 },
    locale: 'ru-RU',
    timezoneId: 'Europe/Moscow',
    ...(width < 768 ? { isMobile: true } : {}),
  });
  if (cookie)
    await context.addCookies(
      cookie.split('; ').map((pair) => {
        const [name = '', ...value] = pair.split('=');
        return { name, value: value.join('='), url };
      }),
    );
  return context;
}

/** Pixels that differ between two pictures, counted in the browser's canvas; writes the diff picture. */
async function compare(a: string, b: string): Promise<void> {
  const browser = await chromium.launch(browserOptions);
  const page = await browser.newPage();
  let differing = 0;
  const names = fs.readdirSync(b).filter((n) => n.endsWith('.png') && !n.endsWith('.diff.png'));
  for (const name of names) {
    if (!fs.existsSync(path.join(a, name))) {
      console.log(`${name}: only in ${b}`);
      continue;
    }
    const dataUrl = (dir: string) =>
      `data:image/png;base64,${fs.readFileSync(path.join(dir, name)).toString('base64')}`;
    const result = await page.evaluate(
      async ([before, after]) => {
        const image = async (src: string) => {
          const img = new Image();
          img.src = src;
          await img.decode();
          return img;
        };
        const [x, y] = [await image(before!), await image(after!)];
        const w = Math.max(x.width, y.width);
        const h = Math.max(x.height, y.height);
        const pixels = (img: HTMLImageElement) => {
          const canvas = new OffscreenCanvas(w, h);
          const ctx = canvas.getContext('2d')!;
          ctx.drawImage(img, 0, 0);
          return ctx.getImageData(0, 0, w, h);
        };
        const [p, q] = [pixels(x), pixels(y)];
        let count = 0;
        const diff = new ImageData(w, h);
        for (let i = 0; i < p.data.length; i += 4) {
          const same =
            Math.abs(p.data[i]! - q.data[i]!) +
              Math.abs(p.data[i + 1]! - q.data[i + 1]!) +
              Math.abs(p.data[i + 2]! - q.data[i + 2]!) <
            24;
          diff.data.set(same ? [q.data[i]!, q.data[i + 1]!, q.data[i + 2]!, 60] : [255, 0, 0, 255], i);
          if (!same) count++;
        }
        if (count === 0) return { count, sizes: '', png: '' };
        const canvas = new OffscreenCanvas(w, h);
        canvas.getContext('2d')!.putImageData(diff, 0, 0);
        const blob = await canvas.convertToBlob();
        const bytes = new Uint8Array(await blob.arrayBuffer());
        let binary = '';
        for (const byte of bytes) binary += String.fromCharCode(byte);
        return { count, sizes: `${x.width}x${x.height} → ${y.width}x${y.height}`, png: btoa(binary) };
      },
      [dataUrl(a), dataUrl(b)],
    );
    if (result.count === 0) continue;
    differing++;
    fs.writeFileSync(path.join(b, name.replace(/\.png$/, '.diff.png')), Buffer.from(result.png, 'base64'));
    console.log(`${name}: ${result.count} pixels differ (${result.sizes})`);
  }
  console.log(`${differing} of ${names.length} pictures differ`);
  await browser.close();
}

if (args.compare) {
  const [a, b] = positionals;
  if (!a || !b) throw new Error('--compare needs two folders');
  await compare(a, b);
} else {
  if (!args.dist || !args.out) throw new Error('--dist and --out are needed (or --compare a b)');
  await take(args.dist, args.out);
}
