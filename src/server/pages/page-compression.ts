/**
 * How a page rendered per request is compressed as it streams (web-app.ts; bench/lib/render-cpu.ts
 * measures the same). Fast settings: the page is made for one visitor and compressed once.
 *
 * Brotli at quality 4, not 5: on the participant's pages (100-190 kB of document, most of it the
 * inlined stylesheets) quality 5 cost 1.9-2.4 ms of CPU per page and quality 4 1.2-1.6 ms, for
 * 1.4-1.9 kB more on the wire (16.2-20.5 → 17.6-22.4 kB); quality 3 saves another 0.3 ms for
 * another kB. Measured one after another on the same documents (docs/decisions/022-server-rendering.md,
 * amendment of 2026-11-28).
 */
import zlib from 'node:zlib';

export type ContentEncoding = 'br' | 'gzip';

export const PAGE_BROTLI_QUALITY = 4;

export function pageCompressor(encoding: ContentEncoding): zlib.BrotliCompress | zlib.Gzip {
  return encoding === 'br'
    ? zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: PAGE_BROTLI_QUALITY } })
    : zlib.createGzip({ level: 6 });
}
