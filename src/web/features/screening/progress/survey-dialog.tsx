import { useState } from 'react';
import { Modal } from '@mantine/core';
import type { SurveyType } from '#shared/domain/surveys.ts';
import { ruJourney } from '#shared/i18n/ru/journey.ts';
import { MODAL_WIDTH } from '#web/lib/constants.ts';
import { useIsMobile } from '#web/lib/media.ts';
import { SurveyForm } from './survey-form.tsx';

/**
 * The stage survey due (from `GET /api/screening/vacancy`), over the page once the scripts run: the
 * page's survey form (survey-form.tsx), sent through /progress's action. Closing the window only hides
 * it for this visit; the page still links to it.
 */
export function SurveyDialog({ survey }: { survey: SurveyType }) {
  const mobile = useIsMobile();
  const [hidden, setHidden] = useState(false);
  return (
    <Modal
      opened={!hidden}
      onClose={() => setHidden(true)}
      title={ruJourney.surveyTitle}
      size={MODAL_WIDTH.md}
      fullScreen={mobile}
    >
      <SurveyForm survey={survey} inDialog />
    </Modal>
  );
}
