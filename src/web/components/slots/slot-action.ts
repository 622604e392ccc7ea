/**
 * Booking a meeting time or moving the booking (decision 031) as a page's form (decision 052), for the
 * actions of /progress and /mobile, which show the slot picker: each time's button posts
 * `intent=slot-<id>` (`PUT /api/screening/slot`). Booked or moved, the page opens again saying so
 * (`?slot=booked|moved`, read by the slot picker); a time taken, cancelled or too close meanwhile is
 * the API's refusal with its message, and the times are read again. Loaded when a form is sent.
 */
import { redirect } from 'react-router';
import type { AppContext } from '#web/lib/app-context.ts';
import type { Fields } from '#web/lib/form-action.ts';
import { putSlot } from '#web/api/meeting-slots.ts';

/** The slot a button of the picker names, or null for another form's intent. */
export function slotOf(intent: string | undefined): number | null {
  const id = /^slot-(\d{1,10})$/.exec(intent ?? '')?.[1];
  return id ? Number(id) : null;
}

export async function slotAction(
  slotId: number,
  fields: Fields,
  ctx: AppContext,
  page: '/progress' | '/mobile',
): Promise<Response> {
  try {
    await putSlot(slotId);
  } finally {
    // The stage, its slot, the open times and a notice change, or the times did meanwhile.
    if (!ctx.server)
      await Promise.all([
        ctx.queryClient.invalidateQueries({ queryKey: ['screening'] }),
        ctx.queryClient.invalidateQueries({ queryKey: ['messages'] }),
      ]);
  }
  return redirect(`${page}?slot=${fields.moving ? 'moved' : 'booked'}#slot-picker`);
}
