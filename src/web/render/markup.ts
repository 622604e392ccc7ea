/**
 * A page's markup on the server (entry-server.tsx), rendered once everything it shows has loaded:
 * nothing is streamed while it renders (docs/decisions/022-server-rendering.md).
 */
import type { ReactNode } from 'react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';

/** What React writes where a Suspense boundary is left for the browser to render (react-dom/server). */
const LEFT_TO_THE_BROWSER = '<!--$!-->';

/**
 * The page's markup. Everything it shows is loaded before it renders (its data, its lazy parts), so
 * React's synchronous renderer draws it in one go into one string: the streaming renderer costs
 * more per page (its work scheduled in turns, each piece encoded to bytes and measured, written to
 * a stream), for streaming this server never does. Only a component not loaded yet suspends: a
 * `lazy()` one rendered for the first time since the server started. The synchronous renderer leaves
 * that boundary to the browser; the page is then rendered again by the streaming one, which waits.
 */
export async function renderPage(element: ReactNode): Promise<string> {
  const html = renderToString(element);
  return html.includes(LEFT_TO_THE_BROWSER) ? renderWaiting(element) : html;
}

/** The page's markup as React's streaming renderer writes it once everything has loaded, kept in memory. */
function renderWaiting(element: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Uint8Array[] = [];
    // What React's `pipe` uses of a writable: never full, and ended with the page's last byte.
    const sink = {
      write(chunk: Uint8Array | string) {
        chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
        return true;
      },
      end: () => resolve(Buffer.concat(chunks).toString('utf8')),
      destroy: (error: unknown) => reject(error instanceof Error ? error : new Error(String(error))),
      on: () => sink,
    };
    // No fallback is ever streamed, and no boundary is sent apart, however large (React otherwise
    // moves a big Suspense boundary's content to the end of the page with an inline script to put it
    // back: the CSP allows none).
    const { pipe } = renderToPipeableStream(element, {
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onAllReady: () => pipe(sink as unknown as NodeJS.WritableStream),
      onShellError: reject,
      // An error inside a boundary would have the browser render that part, told by an inline script:
      // the page fails instead, as a bug to fix.
      onError: (error) => {
        console.error(error);
        reject(error);
      },
    });
  });
}
