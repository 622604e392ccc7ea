/**
 * A page's markup on the server (entry-server.tsx), once everything it shows has loaded: React's
 * streaming renderer waits for a component not loaded yet (a `lazy()` one the first time the server
 * renders it) and writes the page whole into memory. The server never streams a page in parts: its
 * data is there before it renders, and a part sent apart would need an inline script.
 */
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';

export function renderPage(element: ReactNode): Promise<string> {
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
    const { pipe } = renderToPipeableStream(element, {
      // No boundary is sent apart, however large (React otherwise moves a big Suspense boundary's
      // content to the end of the page with an inline script to put it back: the CSP allows none).
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
