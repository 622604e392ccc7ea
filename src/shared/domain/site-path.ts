/**
 * A link staff put in a message for participants must stay on this site: a path such as
 * `/vacancies?city=1#top`, normalised (`/a/../b` is `/b`). Refused: another site (`https://…`,
 * `//evil.example`), and anything that becomes one once a browser or a router decodes it
 * (`/%2F%2Fevil.example`, `/%5C%5Cevil.example`, `/\evil.example`), spaces and control characters.
 */
const BASE = 'https://site.invalid';
const MAX_DECODES = 3;

/** The path, normalised, or null when it is not safely a path on this site. */
export function sitePath(link: string): string | null {
  if (!link.startsWith('/') || link.startsWith('//')) return null;
  // Decode as far as a router might (and beyond): no form of it may start another address.
  let decoded = link;
  for (let i = 0; i < MAX_DECODES; i++) {
    let next: string;
    try {
      next = decodeURIComponent(decoded);
    } catch {
      return null;
    }
    if (/[\\\s\p{Cc}]/u.test(next) || next.startsWith('//')) return null;
    if (next === decoded) break;
    decoded = next;
  }
  let url: URL;
  try {
    url = new URL(link, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  const path = url.pathname + url.search + url.hash;
  return path.startsWith('//') ? null : path;
}
