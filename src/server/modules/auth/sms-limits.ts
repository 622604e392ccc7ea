/**
 * When an SMS code may go out (docs/decisions/025-sms-limits-for-shared-networks.md). Students sign
 * up on campus and job-fair Wi-Fi, where hundreds share one address, so the address limits are wide
 * and the first code of a new account ignores them; SMS pumping (codes sent to numbers an attacker
 * is paid for) is held back per phone, per new account and by one hourly budget for the whole
 * programme, which alerts in the log.
 */
import type { CodeRefusal } from '#shared/i18n/ru/auth.ts';
import type { AppDeps } from '../../app-deps.ts';
import { count, usedUp, type Limit } from '../../lib/rate-limit.ts';

const MINUTE = 60;
const HOUR = 3600;
const DAY = 86_400;

/** Any phone alike, with or without an account, so the answers never tell which phones are registered. */
const perPhone = (phone: string): Limit[] => [
  { key: `sms:phone:min:${phone}`, max: 1, windowSeconds: MINUTE },
  { key: `sms:phone:hour:${phone}`, max: 5, windowSeconds: HOUR },
  { key: `sms:phone:day:${phone}`, max: 10, windowSeconds: DAY },
];

/** A lecture hall signing in on one address within the hour still passes. */
const perAddress = (ip: string): Limit[] => [
  { key: `sms:ip:min:${ip}`, max: 30, windowSeconds: MINUTE },
  { key: `sms:ip:hour:${ip}`, max: 300, windowSeconds: HOUR },
];

/** An account whose phone is not confirmed: a pumper registers numbers and never confirms them. */
const perNewAccount = (userId: number): Limit[] => [
  { key: `sms:new-account:${userId}`, max: 5, windowSeconds: DAY },
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

/** The phone's account, if any: the new-account limit applies while its phone is not confirmed. */
export type Recipient = { userId: number; confirmed: boolean } | null;

/**
 * `first`: the code registration sends to a phone it has just registered; only the budget may stop
 * it. `again`: every other code (asked for at sign-in or on `/activation`).
 */
export type CodeKind = 'first' | 'again';

export type Refusal = { reason: CodeRefusal; seconds: number };

const newAccount = (to: Recipient) => (to && !to.confirmed ? perNewAccount(to.userId) : []);

/** The first limit that stops this code, or null. Nothing is counted. */
export async function refusal(
  deps: AppDeps,
  kind: CodeKind,
  phone: string,
  ip: string,
  to: Recipient,
): Promise<Refusal | null> {
  const checks: [CodeRefusal, Limit[]][] =
    kind === 'first'
      ? [['budget', budget(deps)]]
      : [
          ['phone', perPhone(phone)],
          ['address', perAddress(ip)],
          ['account', newAccount(to)],
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

/**
 * Counts a code that is going out (`to` set) or was asked for a phone without an account (`to`
 * null: counted per phone and address only, as if sent, so both answer alike).
 */
export async function countCode(
  deps: AppDeps,
  kind: CodeKind,
  phone: string,
  ip: string,
  to: Recipient,
): Promise<void> {
  await count(deps.db, [...perPhone(phone), ...(kind === 'again' ? perAddress(ip) : []), ...newAccount(to)]);
  if (!to) return;
  const [spent] = await count(deps.db, budget(deps));
  const max = deps.config.SMS_HOURLY_BUDGET;
  if (spent && spent.hits === Math.ceil(max * BUDGET_WARNING)) {
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
