/**
 * The start-up's garbage collected before the server listens (docs/decisions/049-startup-memory-settle.md).
 *
 * Loading the bundle, checking the migrations and building the app leave V8's heap ~10 MB larger
 * than what it keeps alive (old-space pages of start-up garbage, a young generation grown by the
 * start's allocation rate), and nothing collects it while the server idles: V8's memory reducer
 * judges idleness by the allocation rate of its last collections, which were the start's, and keeps
 * waiting. One memory-reducing full collection here, before the first request can arrive, gives
 * those pages back; it costs ~0.1-0.2 s of the start, none of a request.
 *
 * Only where `gc` is exposed: the production command runs Node with `--expose-gc` (package.json's
 * `start`); the server run from source and the tests skip it.
 */
export function settleStartupMemory(): { ms: number } | null {
  const gc = globalThis.gc;
  if (!gc) return null;
  const started = performance.now();
  // 'last-resort': the collection that shrinks the heap (compacts old space, shrinks the young
  // generation, releases freed pages); a regular one frees objects but keeps their pages.
  gc({ type: 'major', execution: 'sync', flavor: 'last-resort' });
  return { ms: Math.round(performance.now() - started) };
}
