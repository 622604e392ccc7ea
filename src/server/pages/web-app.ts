/**
 * The built web app (`WEB_DIST`, `dist/` by default): its files, and every page (decisions 019 and
 * 020).
 *
 * - `client/assets/*` are named by Vite after their content, so they never change under one name:
 *   cached for a year, `immutable`. Other public files are revalidated on each use (`no-cache`). The
 *   build writes Brotli and gzip copies of the text files (scripts/precompress.ts); the copy the
 *   browser accepts is sent, with `Vary: Accept-Encoding`.
 * - A page is rendered on the server by the web app's server entry (`server/entry-server.js`): its
 *   guards answer with redirects, its first screen comes with its data. A page the same for every
 *   signed-out visitor (the landing, the error pages) is rendered for all of them once a minute
 *   (shared-pages.ts, decision 062), compressed once, revalidated with an ETag. A personal page is
 *   `private, no-store`.
 * API answers are not compressed: they are small on a page, and compressing secrets beside text a
 * visitor controls opens the BREACH side channel. Pages are (decision 022 says why that is safe).
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ru } from '#shared/i18n/ru.ts';
import { CSRF_FIELD, type PageRenderer, type PageRequest, type RenderedPage } from '#shared/page-render.ts';
import type { Config } from '../config.ts';
import { SESSION_COOKIE } from '../lib/cookies.ts';
import { pageCsrfToken, verifyCsrfField } from '../plugins/csrf.ts';
import { sealer } from './sealed-field.ts';
import { newestEventId } from '../modules/live/publish.ts';
import { guessMobile } from './client-hints.ts';
import { loadTemplate, type DocumentTemplate } from './document.ts';
import { acceptFormBodies, FORM_BODY, formDataOf } from './form-posts.ts';
import { inProcessCall, sharedPageCall } from './in-process.ts';
import { rememberReturnVacancy, returnVacancyOf } from './return-vacancy.ts';
import { pageCompressor, type ContentEncoding } from './page-compression.ts';
import { sharedPages } from './shared-pages.ts';

const YEAR_MS = 365 * 24 * 3600 * 1000;
/** Redirects followed on the server before the browser gets one (`/login` → `/screening` → `/progress`). */
const MAX_HOPS = 3;
const SERVER_ERROR_PAGE = '/500';

/**
 * The encoding to send for an `Accept-Encoding` header: Brotli before gzip, none when the header is
 * missing or refuses both (`q=0`). `*` stands for any encoding not named.
 */
export function preferredEncoding(header: string | undefined): ContentEncoding | null {
  if (!header) return null;
  const q = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((s) => s.trim());
    if (!name) continue;
    const weight = params.find((p) => p.startsWith('q='));
    const value = weight ? Number(weight.slice(2)) : 1;
    q.set(name, Number.isFinite(value) ? value : 0);
  }
  const weightOf = (name: ContentEncoding) =>
    q.get(name) ?? (name === 'gzip' ? q.get('x-gzip') : undefined) ?? q.get('*') ?? 0;
  const [best] = (['br', 'gzip'] as const)
    .filter((e) => weightOf(e) > 0)
    .sort((a, b) => weightOf(b) - weightOf(a));
  return best ?? null;
}

/** A page the same for every signed-out visitor, in its document, ready (or being compressed) in each encoding. */
type StaticPage = {
  status: number;
  etag: string;
  identity: Buffer;
  br: Promise<Buffer>;
  gzip: Promise<Buffer>;
};

const brotliAsync = promisify(zlib.brotliCompress);
const gzipAsync = promisify(zlib.gzip);

/** Compressed once, at their best, on libuv's threads rather than the server's one (decision 033). */
function staticPage(template: DocumentTemplate, page: RenderedPage): StaticPage {
  const html = template.document(page);
  return {
    status: page.status,
    // Weak: the same page in any of its encodings. With `no-cache` a browser asks each time and gets a
    // 304 without the page while it is the same.
    etag: `W/"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`,
    identity: html,
    br: brotliAsync(html),
    gzip: gzipAsync(html, { level: zlib.constants.Z_BEST_COMPRESSION }),
  };
}

/** Serves the built web app, when there is one (the API alone otherwise). */
export async function serveWebApp(app: FastifyInstance, config: Config): Promise<void> {
  const dist = config.WEB_DIST;
  const client = path.join(dist, 'client');
  if (!fs.existsSync(path.join(client, 'index.html'))) return;
  const entry = path.join(dist, 'server', 'entry-server.js');
  const { renderer } = (await import(pathToFileURL(entry).href)) as { renderer: PageRenderer };
  const template = loadTemplate(client, {
    supportUrl: config.SUPPORT_URL,
    supportEmail: config.SUPPORT_EMAIL,
  });
  const formSealer = sealer(app.deps.secret);
  // The same for every signed-out visitor: rendered as one who brings nothing of their own.
  const sharedPage = sharedPages(async (key) => {
    const answer = await renderer.render({
      url: key,
      sessionCookie: false,
      mobile: false,
      liveFrom: null,
      call: sharedPageCall(app),
      csrfToken: '',
      returnVacancyId: null,
    });
    if ('redirect' in answer || !answer.html) return null;
    if (answer.problem) {
      app.log.warn({ page: key, problem: answer.problem }, 'shared page rendered without its data: not kept');
      return null;
    }
    return staticPage(template, answer);
  });

  const sendStatic = async (request: FastifyRequest, reply: FastifyReply, page: StaticPage) => {
    reply
      .code(page.status)
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding')
      .header('etag', page.etag);
    const known = request.headers['if-none-match'];
    if (page.status === 200 && known && known.split(',').some((tag) => tag.trim() === page.etag))
      return reply.code(304).send();
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    reply.type('text/html; charset=utf-8');
    if (encoding) reply.header('content-encoding', encoding);
    return reply.send(encoding ? await page[encoding] : page.identity);
  };

  const sendRendered = (request: FastifyRequest, reply: FastifyReply, page: RenderedPage) => {
    // Personal: only this visitor's own data, never kept by a browser cache or a proxy.
    reply
      .code(page.status)
      .header('cache-control', 'private, no-store')
      .header('vary', 'accept-encoding')
      .type('text/html; charset=utf-8');
    const document = template.document(page);
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    if (!encoding) return reply.send(document);
    reply.header('content-encoding', encoding);
    return reply.send(pageCompressor(encoding).end(document));
  };

  const sendPage = async (
    request: FastifyRequest,
    reply: FastifyReply,
    url: string,
    form?: PageRequest['form'],
  ) => {
    const sessionCookie = Boolean(request.cookies[SESSION_COOKIE]);
    if (!sessionCookie && !form) {
      const shared = renderer.sharedKey(url);
      // Not made (its data could not be read): rendered for this visitor, as any page.
      const copy = shared === null ? null : await sharedPage(shared);
      if (copy) return sendStatic(request, reply, copy);
    }
    const pageRequest: PageRequest = {
      url,
      sessionCookie,
      mobile: guessMobile(request.headers),
      liveFrom: null,
      call: inProcessCall(app, request, reply),
      csrfToken: pageCsrfToken(request, reply, app.deps),
      returnVacancyId: returnVacancyOf(request),
      form,
      sealer: formSealer,
    };
    let answer: Awaited<ReturnType<PageRenderer['render']>>;
    try {
      // Read before the page's data: whatever changes after it reaches the tab by its live stream.
      if (request.user) pageRequest.liveFrom = await newestEventId(app.deps.db, request.user.id);
      answer = await renderer.render(pageRequest);
    } catch (error) {
      request.log.error({ err: error, page: url }, 'page render failed');
      // Spec section 8: a server error shows the 500 page; when that page cannot render either, its
      // text alone rather than a redirect to itself.
      if (url.split('?')[0] === SERVER_ERROR_PAGE)
        return reply.code(500).type('text/plain; charset=utf-8').send(ru.errors.server);
      return reply.redirect(SERVER_ERROR_PAGE, 302);
    }
    if (!('redirect' in answer)) {
      if (answer.problem)
        request.log.warn({ page: url, problem: answer.problem }, 'page left to the browser: its data failed');
      if (!form) rememberReturnVacancy(reply, app.deps, url);
      return sendRendered(request, reply, answer);
    }
    // A redirect to a page of this app is followed here (its guards only, nothing rendered), so the
    // browser makes one round trip to the end of the chain.
    let target = answer.redirect;
    // Not after a form post: its action may have changed the session the chain would be judged by.
    for (
      let hop = form ? MAX_HOPS : 1;
      hop < MAX_HOPS && target.startsWith('/') && !target.startsWith('//');
      hop++
    ) {
      let next: string | null;
      try {
        next = await renderer.redirectOf({ ...pageRequest, url: target, form: undefined });
      } catch (error) {
        request.log.error({ err: error, page: target }, 'page render failed');
        return reply.redirect(SERVER_ERROR_PAGE, 302);
      }
      if (next === null) break;
      target = next;
    }
    rememberReturnVacancy(reply, app.deps, target);
    // After a form post, 303: the browser asks for the next page with GET (decision 052).
    return reply.redirect(target, form ? 303 : 302);
  };

  // A page's native form posts (decision 052): the fields, the CSRF field checked, the page's action.
  await app.register(async (scope) => {
    acceptFormBodies(scope);
    for (const path of renderer.formPages)
      scope.post(
        path,
        {
          constraints: { form: FORM_BODY },
          config: { access: 'public', formPost: true },
          schema: { hide: true },
        },
        async (request, reply) => {
          const data = await formDataOf(request);
          const token = data.get(CSRF_FIELD);
          data.delete(CSRF_FIELD);
          // Refused, the page is drawn again with the fields and a 419 (the security log records it).
          const csrfValid = verifyCsrfField(request, app.deps, typeof token === 'string' ? token : undefined);
          return sendPage(request, reply, request.url, { data, csrfValid });
        },
      );
  });

  // `serve: false`: only `reply.sendFile`; the one route below decides what each path gets.
  app.register(fastifyStatic, { root: client, serve: false, preCompressed: true });
  app.get('/*', { config: { access: 'public' }, schema: { hide: true } }, (request, reply) => {
    let urlPath: string;
    try {
      urlPath = decodeURIComponent(request.url.split('?')[0] ?? '/');
    } catch {
      return reply.redirect('/400');
    }
    if (/^\/(api|sanctum)(\/|$)/.test(urlPath)) return reply.code(404).send({ message: ru.errors.notFound });
    const file = path.normalize(path.join(client, urlPath));
    const relative = path.relative(client, file);
    const isPublicFile =
      file.startsWith(client + path.sep) &&
      relative !== 'index.html' &&
      !relative.split(path.sep).some((part) => part.startsWith('.')) &&
      fs.existsSync(file) &&
      fs.statSync(file).isFile();
    if (isPublicFile) {
      if (urlPath.startsWith('/assets/'))
        return reply.sendFile(relative, { maxAge: YEAR_MS, immutable: true });
      // Files with lasting names (favicon, robots.txt): checked with the server on every use.
      reply.header('cache-control', 'no-cache');
      return reply.sendFile(relative, { cacheControl: false });
    }
    // A chunk of an older release: a 404 the web app can tell, not a page under a script's name.
    if (urlPath.startsWith('/assets/')) return reply.code(404).send({ message: ru.errors.notFound });
    return sendPage(request, reply, request.url);
  });
}
