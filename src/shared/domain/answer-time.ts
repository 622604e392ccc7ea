/**
 * How long the team takes to answer (issue 31 item 7, decision 066): each position has a number of
 * working days set by the recruiter; a participant waiting for the team is told the Moscow date by
 * which they hear back. Working days are Monday to Friday (holidays are not counted: the date is a
 * promise the team keeps, and a holiday only makes it earlier than the team needs).
 */
import { moscowDay } from './moscow-time.ts';
import type { StageStatus } from './stages.ts';

export const DEFAULT_ANSWER_DAYS = 5;
export const MIN_ANSWER_DAYS = 1;
export const MAX_ANSWER_DAYS = 30;

const DAY_MS = 86_400_000;

/**
 * The Moscow day (`YYYY-MM-DD`) `workingDays` working days after the day the wait began: the day it
 * began does not count (an application sent on Friday evening with 1 day is answered by Monday), and
 * a wait begun on a weekend counts from Monday.
 */
export function answerDueDay(waitBegan: Date, workingDays: number): string {
  if (!Number.isInteger(workingDays) || workingDays < 0) throw new RangeError('workingDays');
  // Noon UTC of the Moscow day: whole-day steps never cross a day boundary.
  let day = new Date(`${moscowDay(waitBegan)}T12:00:00Z`);
  let left = workingDays;
  while (left > 0) {
    day = new Date(day.getTime() + DAY_MS);
    const weekday = day.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left--;
  }
  return day.toISOString().slice(0, 10);
}

/**
 * Stage statuses in which the participant waits for the team: answers or a result being reviewed
 * (`eval`, also the application itself), a meeting held and its outcome not yet told (`carried_out`).
 */
export const WAITS_FOR_TEAM: readonly StageStatus[] = ['eval', 'carried_out'];
