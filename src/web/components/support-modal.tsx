import { lazy, Suspense, useState } from 'react';
import { reloadOnceIfStale } from '#web/lib/stale-chunk.ts';

/**
 * The support dialog's code (Mantine's Modal with its scroll area, focus trap and floating-ui) loads
 * on its first opening, not with the landing or a layout (docs/decisions/015-code-splitting.md).
 * Under Vitest it is imported up front, for a synchronous render.
 */
const SupportDialog =
  import.meta.env.MODE === 'test'
    ? (await import('./support-dialog.tsx')).SupportDialog
    : lazy(() => reloadOnceIfStale(() => import('./support-dialog.tsx')).then((m) => ({ default: m.SupportDialog })));

/** «Связаться»: the support contacts and hours; mounted from its first opening on, so closing keeps its transition. */
export function SupportModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [wanted, setWanted] = useState(opened);
  if (opened && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <SupportDialog opened={opened} onClose={onClose} />
    </Suspense>
  );
}
