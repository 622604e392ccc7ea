import { lazyDialog } from './lazy-dialog.tsx';

/** «Связаться»: the support contacts and hours (spec section 1), loaded on its first opening. */
export const SupportModal = lazyDialog(() => import('./support-dialog.tsx').then((m) => m.SupportDialog));
