/**
 * The built web app (`WEB_DIST`, `dist/` by default): its files, and index.html for every page path.
 *
 * - `/assets/*` are named by Vite after their content, so they never change under one name: cached
 *   for a year, `immutable`. Every other file and index.html are revalidated on each use (`no-cache`),
 *   so a new release is seen at once.
 * - The build writes Brotli and gzip copies of the text files (scripts/precompress.ts); the copy the
 *   browser accepts is sent, with `Vary: Accept-Encoding`. Images, fonts and video get no copies
 *   (already compressed) and go as they are.
 * - index.html carries the settings the web app reads (the CSP allows no inline script), so it is
 *   made once at start-up, kept in memory, and compressed here.
 * API answers are not compressed: they are small on a page, and compressing secrets (CSRF tokens,
 * personal data) beside text a visitor controls opens the BREACH side channel.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ru } from '#shared/i18n/ru.ts';
import type { Config } from './config.ts';

const YEAR_MS = 365 * 24 * 3600 * 1000;

/** The settings written into index.html as a meta tag: the support links of the «Связаться» modal. */
function indexHtml(config: Config): string {
  const html = fs.readFileSync(path.join(config.WEB_DIST, 'index.html'), 'utf8');
  const settings = JSON.stringify({ supportUrl: config.SUPPORT_URL, supportEmail: config.SUPPORT_EMAIL });
  const escaped = settings.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return html.replace('</head>', `  <meta name="jti-config" content="${escaped}">\n  </head>`);
}

export type ContentEncoding = 'br' | 'gzip';

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

/** Serves the built web app, when there is one (the API alone otherwise). */
export function serveWebApp(app: FastifyInstance, config: Config): void {
  if (!fs.existsSync(path.join(config.WEB_DIST, 'index.html'))) return;
  const html = Buffer.from(indexHtml(config));
  const index = {
    identity: html,
    br: zlib.brotliCompressSync(html),
    gzip: zlib.gzipSync(html, { level: zlib.constants.Z_BEST_COMPRESSION }),
  };
  // Weak: the same page in any of its encodings. With `no-cache` a browser asks each time; it gets a
  // 304 without the page while the release is the same.
  const etag = `W/"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`;
  const sendIndex = (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', 'no-cache').header('vary', 'accept-encoding').header('etag', etag);
    const known = request.headers['if-none-match'];
    if (known && known.split(',').some((tag) => tag.trim() === etag)) return reply.code(304).send();
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    reply.type('text/html; charset=utf-8');
    if (encoding) reply.header('content-encoding', encoding);
    return reply.send(index[encoding ?? 'identity']);
  };

  // `serve: false`: only `reply.sendFile`; the one route below decides what each path gets.
  app.register(fastifyStatic, { root: config.WEB_DIST, serve: false, preCompressed: true });
  app.get('/*', { config: { access: 'public' }, schema: { hide: true } }, (request, reply) => {
    let urlPath: string;
    try {
      urlPath = decodeURIComponent(request.url.split('?')[0] ?? '/');
    } catch {
      return reply.redirect('/400');
    }
    if (/^\/(api|sanctum)(\/|$)/.test(urlPath)) return reply.code(404).send({ message: ru.errors.notFound });
    const file = path.normalize(path.join(config.WEB_DIST, urlPath));
    const inside = file.startsWith(config.WEB_DIST + path.sep);
    if (
      inside &&
      urlPath !== '/' &&
      urlPath !== '/index.html' &&
      fs.existsSync(file) &&
      fs.statSync(file).isFile()
    ) {
      const relative = path.relative(config.WEB_DIST, file);
      if (urlPath.startsWith('/assets/'))
        return reply.sendFile(relative, { maxAge: YEAR_MS, immutable: true });
      // Files with lasting names (favicon, robots.txt): checked with the server on every use.
      reply.header('cache-control', 'no-cache');
      return reply.sendFile(relative, { cacheControl: false });
    }
    // A chunk of an older release: a 404 the web app can tell, not index.html under a script's name.
    if (urlPath.startsWith('/assets/')) return reply.code(404).send({ message: ru.errors.notFound });
    return sendIndex(request, reply);
  });
}
