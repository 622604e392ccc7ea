import { lazyDialog } from './lazy-dialog.tsx';

/** A confirmation (confirm-dialog.tsx), loaded on its first opening. */
export const Confirm = lazyDialog(() => import('./confirm-dialog.tsx').then((m) => m.ConfirmDialog));
