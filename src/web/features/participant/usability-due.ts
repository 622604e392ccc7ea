import { useQuery } from '@tanstack/react-query';
import { screeningVacancyQuery } from '#web/api/screening-vacancy.ts';
import { userInfoQuery } from '#web/lib/session.ts';

/**
 * Whether the usability survey is due now: after a week of use (`usability_due` of the session
 * check), unless a stage survey due on /progress comes first (one question at a time; read from the
 * cache only).
 */
export function useUsabilityDue(): boolean {
  const info = useQuery(userInfoQuery);
  const screening = useQuery({ ...screeningVacancyQuery, enabled: false });
  return Boolean(info.data?.usability_due) && !screening.data?.survey;
}
