/**
 * What the browser alone knows (the screen's width, the clock, the stored auth flag) but the first
 * render needs. The server renders with its best guess, sent beside the page (entry-server.tsx), and
 * the browser's hydration renders with the same guess before it corrects to what it knows: so the
 * HTML and the hydrated page agree, and a right guess changes nothing on screen.
 */
import { createContext, useContext } from 'react';

export type RenderHints = {
  /** Width under 768 px (spec section 9), guessed from the request's client hints. */
  mobile: boolean;
  /** The server's clock when it rendered, ms. */
  now: number;
  /** A valid session came with the request. */
  authenticated: boolean;
  /** The token the page's forms carry in their hidden field (decision 052). */
  csrf: string;
};

const HintsContext = createContext<RenderHints | null>(null);

export const RenderHintsProvider = HintsContext.Provider;

/** The server's guesses while rendering or hydrating; null when the browser rendered from nothing. */
export function useRenderHints(): RenderHints | null {
  return useContext(HintsContext);
}
