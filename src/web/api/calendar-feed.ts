/** A staff member's calendar feed address (decision 070): `GET`/`POST /api/dashboard/calendar-feed`. */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CalendarFeedResponseSchema } from '#shared/contracts/calendar.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export const calendarFeedQuery = queryOptions({
  queryKey: ['calendar-feed'],
  queryFn: async ({ signal }) =>
    (await apiRequest<typeof CalendarFeedResponseSchema>('/api/dashboard/calendar-feed', { signal })).data,
});

/** Makes or renews the address; the answer replaces the cached one. */
export function useRenewCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      (
        await apiRequest<typeof CalendarFeedResponseSchema>('/api/dashboard/calendar-feed', {
          method: 'POST',
        })
      ).data,
    onSuccess: (data) => queryClient.setQueryData(calendarFeedQuery.queryKey, data),
  });
}
