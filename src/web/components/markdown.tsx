import { lazy, Suspense } from 'react';
import { Loader } from '@mantine/core';
import { ruWebShell } from '#shared/i18n/ru/ui/shell.ts';
import { reloadOnceIfStale } from '#web/lib/stale-chunk.ts';

export { safeUrl } from './safe-url.ts';

/**
 * Staff-written Markdown (vacancy descriptions, posts, materials). react-markdown and its parser are
 * about 37 kB gzipped, so they load with the first text shown, not with the page's chunk
 * (docs/decisions/015-code-splitting.md): the page renders its frame and data, the text follows.
 * Under Vitest the renderer is imported up front, so tests see the text in the first render.
 */
const MarkdownRenderer =
  import.meta.env.MODE === 'test'
    ? (await import('./markdown-renderer.tsx')).MarkdownRenderer
    : lazy(() => reloadOnceIfStale(() => import('./markdown-renderer.tsx')).then((m) => ({ default: m.MarkdownRenderer })));

export function MarkdownText({ children }: { children: string }) {
  return (
    <Suspense fallback={<Loader size="sm" aria-label={ruWebShell.loading} />}>
      <MarkdownRenderer>{children}</MarkdownRenderer>
    </Suspense>
  );
}
