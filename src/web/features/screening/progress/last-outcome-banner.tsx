import { useState } from 'react';
import { Alert } from '#web/components/ui/alert.tsx';
import { IconInfoCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { LastOutcome } from '#shared/contracts/apply.ts';
import { ruJourney } from '#shared/i18n/ru/journey.ts';
import { screeningVacancyQuery } from '../../../api/screening-vacancy.ts';
import { SurveyModal } from './survey-modal.tsx';
import { takeWithdrawal } from './withdrawal.ts';

/**
 * For /vacancies: the last ended record's outcome, told once. It comes from the withdrawal the app
 * just made (the close call answers it and marks it seen), or else from the server, which answers
 * it once. Whichever came first is kept for the page's life, so a later refetch (that no longer has
 * it) does not hide it while it is read. Also asks the survey due after an ended record (a failed
 * test, say).
 */
export function LastOutcomeBanner() {
  const screening = useQuery(screeningVacancyQuery);
  const fresh = screening.data?.last_outcome ?? null;
  const [told] = useState(takeWithdrawal);
  const [outcome, setOutcome] = useState<LastOutcome | null>(told ?? fresh);
  const [closed, setClosed] = useState(false);
  // Adjusting state while rendering (not in an effect): a new outcome replaces the kept one.
  if (fresh && fresh !== outcome) setOutcome(fresh);
  const survey = screening.data?.data ? null : screening.data?.survey;
  return (
    <>
      {outcome && !closed && (
        <Alert
          icon={<IconInfoCircle />}
          title={ruJourney.outcomeTitle(outcome.vacancy_title)}
          withCloseButton
          closeButtonLabel={ruJourney.close}
          onClose={() => setClosed(true)}
          mb="lg"
          data-testid="last-outcome"
        >
          {ruJourney.outcomeText[outcome.status]}
        </Alert>
      )}
      <SurveyModal survey={survey} />
    </>
  );
}
