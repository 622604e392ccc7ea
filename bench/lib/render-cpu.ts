/**
 * What rendering a page costs the server's CPU apart from its data (issue 14's budget: ≤ 2 ms at the
 * median): the built server entry (`WEB_DIST/server/entry-server.js`) is loaded into this process,
 * each page's API answers are fetched once from the running server with a participant's cookie, then
 * the page is rendered again and again from those answers, one at a time, with nothing else running
 * here, so each render's CPU (process.cpuUsage) is its own. Measured apart: the render (router, data
 * loaders over the recorded answers, React to HTML) and the document around it with the Brotli the
 * server streams it through (web-app.ts). `--cpu-prof`-style top functions come from the inspector.
 */
import inspector from 'node:inspector/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { InProcessCall, PageRenderer, RenderedPage } from '#shared/page-render.ts';
import { loadTemplate } from '#server/pages/document.ts';
import { pageCompressor } from '#server/pages/page-compression.ts';
import { percentile } from './load.ts';

export type RenderFigures = {
  page: string;
  renders: number;
  /** CPU ms per render: median and p95. */
  renderP50: number;
  renderP95: number;
  /** CPU ms for the document and its Brotli, median. */
  documentP50: number;
  htmlKb: number;
  /** The functions with the most self time over the renders, when profiled. */
  top?: { name: string; ms: number }[];
};

/** Renders of each page before the measured ones. */
const WARM_RENDERS = 300;

const cpuMs = (start: NodeJS.CpuUsage) => {
  const d = process.cpuUsage(start);
  return (d.user + d.system) / 1000;
};

async function drain(stream: NodeJS.ReadableStream): Promise<number> {
  let bytes = 0;
  for await (const chunk of stream) bytes += (chunk as Buffer).length;
  return bytes;
}

/** The answers a page's render asks for, fetched once from the server (with the visitor's headers). */
function recordingCall(baseUrl: string, headers: Record<string, string>) {
  const answers = new Map<string, { status: number; body: string }>();
  let recording = true;
  const call: InProcessCall = async (url, method, body) => {
    const key = `${method} ${url} ${body ?? ''}`;
    let answer = answers.get(key);
    if (!answer) {
      if (!recording) throw new Error(`a call not recorded: ${key}`);
      const res = await fetch(new URL(url, baseUrl), {
        method,
        headers: {
          ...headers,
          accept: 'application/json',
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        ...(body ? { body } : {}),
      });
      answer = { status: res.status, body: await res.text() };
      // A page rendered from refusals would measure the error path, not the page.
      if (answer.status >= 400)
        throw new Error(`${key} answered ${answer.status}: ${answer.body.slice(0, 200)}`);
      answers.set(key, answer);
    }
    return new Response(answer.status === 204 ? null : answer.body, { status: answer.status });
  };
  return { call, stopRecording: () => (recording = false) };
}

async function profileTop(run: () => Promise<void>, top = 12): Promise<{ name: string; ms: number }[]> {
  const session = new inspector.Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 100 });
  await session.post('Profiler.start');
  await run();
  const { profile } = await session.post('Profiler.stop');
  session.disconnect();
  const self = new Map<string, number>();
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  profile.samples?.forEach((id, i) => {
    const n = byId.get(id)!;
    const where = n.callFrame.url
      .replace(/^.*node_modules\//, '')
      .replace(/^file:\/\/.*\/(dist|src)\//, '$1/');
    const name = `${n.callFrame.functionName || '(anonymous)'} ${where.split('/').slice(0, 2).join('/')}`;
    self.set(name, (self.get(name) ?? 0) + (profile.timeDeltas?.[i] ?? 0) / 1000);
  });
  return [...self]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([name, ms]) => ({ name, ms }));
}

/**
 * Renders each of `pages` `renders` times as `headers`' visitor (their answers recorded from
 * `baseUrl` first); `profile` adds the top functions of a second, profiled series.
 */
export async function measureRenders(opts: {
  webDist: string;
  baseUrl: string;
  /** The visitor who opens each page (their cookies). */
  headers: (page: string) => Record<string, string>;
  pages: string[];
  renders: number;
  profile?: boolean;
}): Promise<RenderFigures[]> {
  // React picks its build when first loaded: the production one, as the server runs in production.
  process.env.NODE_ENV = 'production';
  const entry = path.join(opts.webDist, 'server', 'entry-server.js');
  const { renderer } = (await import(pathToFileURL(entry).href)) as { renderer: PageRenderer };
  const template = loadTemplate(path.join(opts.webDist, 'client'), { supportUrl: '', supportEmail: '' });
  const out: RenderFigures[] = [];
  for (const page of opts.pages) {
    const { call, stopRecording } = recordingCall(opts.baseUrl, opts.headers(page));
    const request = {
      url: page,
      sessionCookie: true,
      mobile: false,
      liveFrom: 0,
      call,
      csrfToken: 'bench',
      returnVacancyId: null,
    };
    const first = await renderer.render(request);
    if ('redirect' in first) throw new Error(`${page} redirects to ${first.redirect}`);
    stopRecording();
    const renderOnce = async (): Promise<{ render: number; document: number; bytes: number }> => {
      let t = process.cpuUsage();
      const answer = (await renderer.render(request)) as RenderedPage;
      const render = cpuMs(t);
      t = process.cpuUsage();
      const bytes = await drain(pageCompressor('br').end(template.document(answer)));
      return { render, document: cpuMs(t), bytes };
    };
    // Warm, as a server under the mixed load is: a fresh copy of the renderer runs its first few
    // hundred renders while V8 still optimises them (with 20, a page measured first in the run came
    // out 0.3-0.6 ms slower than the same page measured again after the others).
    for (let i = 0; i < WARM_RENDERS; i++) await renderOnce();
    const renders: number[] = [];
    const documents: number[] = [];
    let bytes = 0;
    for (let i = 0; i < opts.renders; i++) {
      const r = await renderOnce();
      renders.push(r.render);
      documents.push(r.document);
      bytes = r.bytes;
    }
    renders.sort((a, b) => a - b);
    documents.sort((a, b) => a - b);
    const figures: RenderFigures = {
      page,
      renders: opts.renders,
      renderP50: percentile(renders, 50),
      renderP95: percentile(renders, 95),
      documentP50: percentile(documents, 50),
      htmlKb: bytes / 1024,
    };
    if (opts.profile)
      figures.top = await profileTop(async () => {
        for (let i = 0; i < opts.renders; i++) await renderOnce();
      });
    out.push(figures);
  }
  return out;
}
