/**
 * The participant's meeting-time forms as a page's form (decision 052), for the actions of /progress
 * and /mobile, which show the slot picker: a confirmed time posts `intent=slot-<id>` (`PUT
 * /api/screening/slot`: a booking or a move), «Не смогу прийти» `intent=slot-cancel` (`DELETE
 * /api/screening/slot`), «Нет подходящего времени» `intent=slot-no-time` (`POST
 * /api/screening/slot/no-time`; decision 067). Done, the page opens again saying so
 * (`?slot=booked|moved|cancelled|no-time`, read by the slot picker); a refusal (a time taken,
 * cancelled or too close meanwhile) is the API's with its message, and the times are read again.
 * Loaded when a form is sent.
 */
import { redirect } from 'react-router';
import type { AppContext } from '#web/lib/app-context.ts';
import type { Fields } from '#web/lib/form-action.ts';
import { deleteSlot, postNoTime, putSlot } from '#web/api/meeting-slots.ts';

/** The slot a confirmed time's button names, or null for another form's intent. */
export function slotOf(intent: string | undefined): number | null {
  const id = /^slot-(\d{1,10})$/.exec(intent ?? '')?.[1];
  return id ? Number(id) : null;
}

/** Whether the intent is one of the slot picker's forms. */
export function isSlotIntent(intent: string | undefined): boolean {
  return slotOf(intent) !== null || intent === 'slot-cancel' || intent === 'slot-no-time';
}

export async function slotAction(
  fields: Fields,
  ctx: AppContext,
  page: '/progress' | '/mobile',
): Promise<Response> {
  const slotId = slotOf(fields.intent);
  let outcome: string;
  try {
    if (slotId !== null) {
      await putSlot(slotId);
      outcome = fields.moving ? 'moved' : 'booked';
    } else if (fields.intent === 'slot-cancel') {
      await deleteSlot();
      outcome = 'cancelled';
    } else {
      await postNoTime();
      outcome = 'no-time';
    }
  } finally {
    // The stage, its slot, the open times and a notice change, or the times did meanwhile.
    if (!ctx.server)
      await Promise.all([
        ctx.queryClient.invalidateQueries({ queryKey: ['screening'] }),
        ctx.queryClient.invalidateQueries({ queryKey: ['messages'] }),
      ]);
  }
  return redirect(`${page}?slot=${outcome}#slot-picker`);
}
