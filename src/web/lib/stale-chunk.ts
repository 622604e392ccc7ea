/**
 * After a deploy, a page open since before it asks for chunk names that no longer exist: reload once
 * to get the new page instead of ending on an error screen. The session-storage mark stops a loop
 * when the chunk is truly missing; a successful load clears it for the next deploy. On the server
 * (entry-server.tsx) every chunk is in the bundle: nothing to reload.
 */
const RELOAD_MARK = 'jti-chunk-reload';

export async function reloadOnceIfStale<T>(load: () => Promise<T>): Promise<T> {
  if (typeof window === 'undefined') return load();
  try {
    const loaded = await load();
    sessionStorage.removeItem(RELOAD_MARK);
    return loaded;
  } catch (err) {
    if (sessionStorage.getItem(RELOAD_MARK)) throw err;
    sessionStorage.setItem(RELOAD_MARK, '1');
    window.location.reload();
    return new Promise<T>(() => {});
  }
}
