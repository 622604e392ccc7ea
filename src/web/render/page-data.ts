import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';
import { PAGE_DATA_ID } from '#shared/page-render.ts';
import type { LandingVacancies } from '#web/features/landing/api/landing-vacancies.ts';
import type { RenderHints } from '#web/lib/render-hints.tsx';

/**
 * What the server sends beside an app page (entry-server.tsx), in a `<script type="application/json">`
 * (data, never run: the CSP allows no inline script): the router's and the query cache's state, so
 * the browser's first render asks the server nothing, and the hints the page was rendered with.
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
  /** The open vacancies with their stages; null when they could not be read (the page goes without). */
  vacancies: LandingVacancies | null;
};

/** The page's data, when the server sent some (not under `npm run dev`, where Vite serves the page). */
export function readPageData<D extends PageData | LandingData>(): D | null {
  const text = document.getElementById(PAGE_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as D;
  } catch {
    return null;
  }
}
