import { useSyncExternalStore } from 'react';
import { useRenderHints } from './render-hints.tsx';

/** Spec section 9: mobile mode below 768 px. */
export const MOBILE_QUERY = '(max-width: 767.98px)';

export function isMobileWidth(): boolean {
  return typeof window !== 'undefined' && window.matchMedia(MOBILE_QUERY).matches;
}

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(MOBILE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/**
 * The mobile flag of spec section 4. The server renders with its guess from the request
 * (render-hints.tsx) and hydration starts from the same guess, then follows the real width.
 */
export function useIsMobile(): boolean {
  const hints = useRenderHints();
  return useSyncExternalStore(subscribe, isMobileWidth, () => hints?.mobile ?? false);
}
