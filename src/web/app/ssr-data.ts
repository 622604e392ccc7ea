import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';
import { PAGE_DATA_ID } from '#shared/page-render.ts';
import type { RenderHints } from '#web/lib/render-hints.tsx';

/**
 * What the server sends beside the page, in a `<script type="application/json">` (data, never run:
 * the CSP allows no inline script): the router's and the query cache's state, so the browser's
 * first render asks the server nothing, and the hints the page was rendered with.
 */
export type PageData = {
  /** The server rendered the page (hydrate it) rather than only guarding it (render it). */
  rendered: boolean;
  hints: RenderHints;
  router: HydrationState;
  queries: DehydratedState;
  /** Where the tab's live stream starts: the page's data is as of this event (PageRequest.liveFrom). */
  liveFrom: number | null;
};

/** What the landing, with its entry of its own (entry-landing.tsx), starts from. */
export type LandingData = {
  hints: RenderHints;
  /** A signed-in visitor's home, for «Личный кабинет»; null for everyone else. */
  homeTo: string | null;
};

/** What JSON leaves as it is but a script element must not hold: `<` (a `</script>` would end it). */
const UNSAFE_IN_SCRIPT = /[<\u2028\u2029]/g;
const escaped = (c: string) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;

/** The data as safe text inside a script element (one pass over it: it is every page's). */
export function serializePageData(data: PageData | LandingData): string {
  return JSON.stringify(data).replace(UNSAFE_IN_SCRIPT, escaped);
}

function readData(): unknown {
  const text = document.getElementById(PAGE_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** The page's data, when the server sent some (not under `npm run dev`, where Vite serves the page). */
export function readPageData(): PageData | null {
  return readData() as PageData | null;
}

export function readLandingData(): LandingData | null {
  return readData() as LandingData | null;
}
