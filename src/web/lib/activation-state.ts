import type { CodeDeliveryAnswer } from '#shared/contracts/auth.ts';

/** What sign-up or an e-mail sign-in passes to /activation (navigation state): whether the code went out. */
export type ActivationState = { code: CodeDeliveryAnswer | null };
