/**
 * How a page rendered per request is compressed as it streams (web-app.ts; bench/lib/render-cpu.ts
 * measures the same). Fast settings: the page is made for one visitor and compressed once.
 *
 * Brotli at quality 5. Quality 4 was measured (docs/decisions/022-server-rendering.md, amendment of
 * 2026-11-28): on the participant's pages (100-190 kB of document, most of it the inlined
 * stylesheets) 1.2-1.6 ms of CPU per page instead of 1.9-2.4, for 1.4-1.9 kB more on the wire
 * (16.2-20.5 → 17.6-22.4 kB). The phone on a slow network comes first (issue 14): the bytes are kept
 * down, the server pays the 0.7 ms.
 */
import zlib from 'node:zlib';

export type ContentEncoding = 'br' | 'gzip';

export const PAGE_BROTLI_QUALITY = 5;

export function pageCompressor(encoding: ContentEncoding): zlib.BrotliCompress | zlib.Gzip {
  return encoding === 'br'
    ? zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: PAGE_BROTLI_QUALITY } })
    : zlib.createGzip({ level: 6 });
}
