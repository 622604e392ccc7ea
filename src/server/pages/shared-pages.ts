/**
 * Pages the same for every signed-out visitor but for the data they read (the landing's open
 * vacancies, decision 062): rendered for all of them at most once a minute, compressed once, and
 * revalidated by their ETag as the pages built in advance are. A render that failed or could not
 * read its data is not kept: the next request renders again.
 */
import { now } from '../lib/clock.ts';

/** How long one rendering serves: a vacancy opened or closed shows on the landing within it. */
export const SHARED_PAGE_MS = 60_000;

/** `render(key)` made once per `ms` per key; null (nothing to keep) makes the next call render again. */
export function sharedPages<P>(
  render: (key: string) => Promise<P | null>,
  ms = SHARED_PAGE_MS,
): (key: string) => Promise<P | null> {
  const kept = new Map<string, { until: number; page: Promise<P | null> }>();
  return (key) => {
    const at = now().getTime();
    const hit = kept.get(key);
    if (hit && hit.until > at) return hit.page;
    // Requests arriving while it renders wait for the same rendering.
    const page = render(key).catch(() => null);
    const entry = { until: at + ms, page };
    kept.set(key, entry);
    void page.then((p) => {
      if (p === null && kept.get(key) === entry) kept.delete(key);
    });
    return page;
  };
}
