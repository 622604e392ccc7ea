/**
 * /progress's forms (decision 052): leaving the selection (`PUT /api/screening/close`) and the offer's
 * answer (`PUT /api/screening/stage/offer/decision`), each confirmed on the page first, a meeting
 * time (components/slots/slot-action.ts) and the stage survey (survey-action.ts). Posted natively before the scripts, or by the
 * router after; the page loads this when a form is sent.
 */
import { redirect } from 'react-router';
import { clearScreeningState } from '#web/lib/client-state.ts';
import type { AppContext } from '#web/lib/app-context.ts';
import { unknownIntent, type Fields } from '#web/lib/form-action.ts';
import { closeScreening } from '../api/screening-close.ts';
import { putOfferDecision } from '../api/offer-decision.ts';
import { isSlotIntent, slotAction } from '#web/components/slots/slot-action.ts';
import { surveyAction } from './survey-action.ts';
import { rememberWithdrawal } from './withdrawal.ts';

export const progressAction = async (fields: Fields, ctx: AppContext) => {
  if (isSlotIntent(fields.intent)) return slotAction(fields, ctx, '/progress');
  if (fields.intent === 'survey' || fields.intent === 'survey-skip')
    return surveyAction(fields, ctx, '/progress');
  if (fields.intent === 'withdraw') {
    const res = await closeScreening();
    // docs/product.md: withdrawing clears the screening state; /vacancies says once how it ended.
    if (!ctx.server) {
      ctx.queryClient.removeQueries({ queryKey: ['screening'] });
      clearScreeningState();
      rememberWithdrawal(res.outcome);
    }
    return redirect('/vacancies');
  }
  // An intent no form of the page sends (an old page's, a forged one) changes nothing.
  if (fields.intent !== 'offer-accept' && fields.intent !== 'offer-decline') return unknownIntent();
  const accept = fields.intent === 'offer-accept';
  const reason = fields.reason?.trim();
  await putOfferDecision({ accept, ...(!accept && reason ? { reason } : {}) });
  if (!ctx.server) await ctx.queryClient.invalidateQueries({ queryKey: ['screening'] });
  // Accepted, the stage says so; declined, the selection has ended and /vacancies is where they are.
  return redirect(accept ? '/progress' : '/vacancies');
};
