import { useQuery } from '@tanstack/react-query';
import { screeningVacancyQuery } from '#web/api/screening-vacancy.ts';
import { profileQuery } from './api.ts';

/**
 * Whether the usability survey is due now: after a week of use (`usability_due` of the profile),
 * unless a stage survey due on /progress comes first (one question at a time; read from the cache only).
 */
export function useUsabilityDue(): boolean {
  const profile = useQuery(profileQuery);
  const screening = useQuery({ ...screeningVacancyQuery, enabled: false });
  return Boolean(profile.data?.usability_due) && !screening.data?.survey;
}
