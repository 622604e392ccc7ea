/**
 * When an SMS code may go out (docs/decisions/025-sms-limits-for-shared-networks.md). Students sign
 * up on campus and job-fair Wi-Fi, where hundreds share one address, so the address limits are wide
 * and the first code of a new account ignores them; SMS pumping (codes sent to numbers an attacker
 * is paid for) is held back per phone and by one hourly budget for the whole programme, which alerts
 * in the log. Every limit here is the same for a phone with an account or without (decision 058):
 * what a limit answers must not tell them apart.
 */
import type { CodeRefusal } from '#shared/i18n/ru/auth.ts';
import type { AppDeps } from '../../app-deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import { count, usedUp, type Limit } from '../../lib/rate-limit.ts';

const MINUTE = 60;
const HOUR = 3600;
const DAY = 86_400;

/**
 * Any phone alike, with or without an account, confirmed or not. Five a day is also what holds back a
 * pumper who registers numbers and never confirms them (the per-account limit that did so told such
 * an account from an unknown phone: decision 058).
 */
const perPhone = (phone: string): Limit[] => [
  { key: `sms:phone:min:${phone}`, max: 1, windowSeconds: MINUTE },
  { key: `sms:phone:day:${phone}`, max: 5, windowSeconds: DAY },
];

/** A lecture hall signing in on one address within the hour still passes. */
const perAddress = (ip: string): Limit[] => [
  { key: `sms:ip:min:${ip}`, max: 30, windowSeconds: MINUTE },
  { key: `sms:ip:hour:${ip}`, max: 300, windowSeconds: HOUR },
];

const budget = (deps: AppDeps): Limit[] => [
  { key: 'sms:budget:hour', max: deps.config.SMS_HOURLY_BUDGET, windowSeconds: HOUR },
];
// Counts the refusals until the budget's window ends, so the alert is logged once per window.
const budgetRefusals = (seconds: number): Limit[] => [
  { key: 'sms:budget:refused', max: 1, windowSeconds: seconds },
];
/** Share of the budget at which the log warns that it is running out. */
const BUDGET_WARNING = 0.8;

/**
 * `first`: the code registration sends to a phone it has just registered; only the budget may stop
 * it. `again`: every other code (asked for at sign-in or on `/activation`).
 */
export type CodeKind = 'first' | 'again';

export type Refusal = { reason: CodeRefusal; seconds: number };

/** The first limit that stops this code, or null. Nothing is counted. */
export async function refusal(
  deps: AppDeps,
  kind: CodeKind,
  phone: string,
  ip: string,
): Promise<Refusal | null> {
  const checks: [CodeRefusal, Limit[]][] =
    kind === 'first'
      ? [['budget', budget(deps)]]
      : [
          ['phone', perPhone(phone)],
          ['address', perAddress(ip)],
          // Checked for unregistered phones too, so the answer does not tell them apart.
          ['budget', budget(deps)],
        ];
  for (const [reason, limits] of checks) {
    const over = await usedUp(deps.db, limits);
    if (!over) continue;
    if (reason === 'budget') await alertBudgetSpent(deps, over.seconds);
    return { reason, seconds: over.seconds };
  }
  return null;
}

/** Counts a code asked for, per phone and address, whether or not the phone has an account. */
export async function countCode(db: DbOrTx, kind: CodeKind, phone: string, ip: string): Promise<void> {
  await count(db, [...perPhone(phone), ...(kind === 'again' ? perAddress(ip) : [])]);
}

/**
 * Counts an SMS that went out against the budget: the same statement for a phone without an account,
 * which counts nothing (`sent` false), so both paths do the same work.
 */
export async function countSent(deps: AppDeps, db: DbOrTx, sent: boolean): Promise<void> {
  const [spent] = await count(db, budget(deps), sent ? 1 : 0);
  const max = deps.config.SMS_HOURLY_BUDGET;
  if (sent && spent && spent.hits === Math.ceil(max * BUDGET_WARNING)) {
    deps.log.warn(
      { alert: 'sms-budget', sent: spent.hits, budget: max, resetsInSeconds: spent.seconds },
      'SMS hourly budget 80% spent: look for SMS pumping, or raise SMS_HOURLY_BUDGET',
    );
  }
}

async function alertBudgetSpent(deps: AppDeps, seconds: number): Promise<void> {
  const [refused] = await count(deps.db, budgetRefusals(seconds));
  if (refused?.hits !== 1) return;
  deps.log.error(
    { alert: 'sms-budget', budget: deps.config.SMS_HOURLY_BUDGET, resetsInSeconds: seconds },
    'SMS hourly budget spent: no codes go out until the hour ends; look for SMS pumping, or raise SMS_HOURLY_BUDGET',
  );
}
