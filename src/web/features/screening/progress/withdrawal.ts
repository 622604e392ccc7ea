import type { LastOutcome } from '#shared/contracts/apply.ts';

/**
 * The withdrawal the browser's action just made (progress-action.ts): its answer carries the outcome,
 * which /vacancies tells once (last-outcome-banner.tsx). Its own module, so /progress's action does
 * not bring the banner's code with it.
 */
let withdrawn: LastOutcome | null = null;

export function rememberWithdrawal(outcome: LastOutcome | null): void {
  withdrawn = outcome;
}

/** The withdrawal to tell, once: taking it forgets it. */
export function takeWithdrawal(): LastOutcome | null {
  const told = withdrawn;
  withdrawn = null;
  return told;
}
