import type { CodeDeliveryAnswer } from '#shared/contracts/auth.ts';
import { setCurrentPhone } from './client-state.ts';

/** What sign-up or an e-mail sign-in passes to /activation (navigation state): whether the code went out. */
export type ActivationState = { code: CodeDeliveryAnswer | null };

/** The code answer of the last sign-in that led to /activation from a form action (which has no navigation state). */
let lastCode: CodeDeliveryAnswer | null = null;

/** A sign-in found the phone unconfirmed: /activation takes it from here, with the code's answer. */
export function startActivation(phone: string, code: CodeDeliveryAnswer | null): void {
  lastCode = code;
  setCurrentPhone(phone);
}

/** The activation's code answer: the navigation's state, else the last sign-in's. */
export function activationCode(state: unknown): CodeDeliveryAnswer | null {
  return (state as Partial<ActivationState> | null)?.code ?? lastCode;
}
