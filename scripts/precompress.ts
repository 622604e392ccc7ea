/**
 * Brotli and gzip copies of the built app's text files (`x.js` → `x.js.br`, `x.js.gz`), made once at
 * build time at the highest levels, so the server (src/server/pages/web-app.ts, @fastify/static's
 * `preCompressed`) sends them without compressing per request. A Vite plugin (vite.config.ts) and a
 * plain function for the server tests.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text formats only: images, fonts and video are compressed already and would only grow. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest|wasm)$/;
/** Below this a compressed copy saves less than a network packet. */
const MIN_BYTES = 1024;

/**
 * Writes `.br` and `.gz` beside every compressible file of `dir` (its dot-folders, like Vite's
 * `.vite/` manifest, left out) when the copy is at least a tenth smaller. `index.html` is left out:
 * the server adds its settings to it and compresses it itself. Answers how many copies were written.
 */
export async function precompressFolder(dir: string): Promise<number> {
  const files = (await fs.readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((e) => e.isFile() && COMPRESSIBLE.test(e.name))
    .map((e) => path.join(e.parentPath, e.name))
    .filter((file) => {
      const relative = path.relative(dir, file);
      return relative !== 'index.html' && !relative.split(path.sep).some((part) => part.startsWith('.'));
    });
  let written = 0;
  await Promise.all(
    files.map(async (file) => {
      const data = await fs.readFile(file);
      if (data.length < MIN_BYTES) return;
      const copies = [
        {
          ext: '.br',
          bytes: await brotli(data, {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
            },
          }),
        },
        { ext: '.gz', bytes: await gzip(data, { level: zlib.constants.Z_BEST_COMPRESSION }) },
      ];
      for (const { ext, bytes } of copies) {
        if (bytes.length > data.length * 0.9) continue;
        await fs.writeFile(file + ext, bytes);
        written++;
      }
    }),
  );
  return written;
}

/** The Vite plugin: precompresses the output folder after a build has written it. */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'jti-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await precompressFolder(outDir);
    },
  };
}
