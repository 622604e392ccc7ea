/**
 * Where a worker thread's entry module is. Run from source it is the TypeScript file itself (Node
 * strips its types as it does the server's). In the built server (scripts/build-server.ts) every
 * `*.worker.ts` under src/server is bundled on its own into `<name>.worker.js` at its place under
 * dist/api/assets, which is where the build points the `import.meta.url` of the modules beside it:
 * so `workerEntry('./x.worker.ts', import.meta.url)` finds it either way.
 */
declare const __SERVER_BUILD__: string | undefined;

export function workerEntry(file: `./${string}.worker.ts`, base: string): URL {
  return new URL(typeof __SERVER_BUILD__ === 'string' ? file.replace(/\.ts$/, '.js') : file, base);
}
