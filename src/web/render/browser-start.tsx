// The design tokens (CSS variables), the page's defaults, then the app's global rules.
import '#web/app/tokens.css';
import '#web/app/base.css';
import '#web/app/global.css';
import { startTransition, StrictMode, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';

/**
 * What both browser entries (entry-client.tsx, entry-landing.tsx) start with: the global styles, and
 * the page's root element.
 */
export function pageRoot(): HTMLElement {
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from the page');
  return root;
}

/** Hydrates the server's markup in `root` with `app`, or renders `app` there anew (`hydrate` false). */
export function showPage(root: HTMLElement, app: ReactNode, hydrate: boolean): void {
  const strict = <StrictMode>{app}</StrictMode>;
  if (!hydrate) {
    createRoot(root).render(strict);
    return;
  }
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the
  // main thread for the whole page: the page answers taps sooner (Lighthouse's blocking time).
  startTransition(() => {
    hydrateRoot(root, strict, {
      // A page that differs from its HTML is a bug: say so loudly (the browser journeys fail on it).
      onRecoverableError: (error) => console.error('Hydration mismatch:', error),
    });
  });
}
