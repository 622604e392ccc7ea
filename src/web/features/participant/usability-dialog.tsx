import { ruHome } from '#shared/i18n/ru/home.ts';
import { ScoreDialog } from '#web/components/score-dialog.tsx';
import { usabilityForm } from './usability-form.tsx';
import { useUsabilityDue } from './usability-due.ts';

/**
 * The usability survey, offered once after a week of use (`usability_due` of the session check) on
 * any participant page (the layout loads it when `useUsabilityDue` says so): the survey's form
 * (usability-form.tsx) in a dialog, posted to /profile's action by a fetcher. Sending a score or
 * «Не сейчас» records the answer, so it is not asked again; closing only hides it for now.
 */
export function UsabilityDialog() {
  const t = ruHome.usability;
  if (!useUsabilityDue()) return null;
  return <ScoreDialog title={t.title} thanks={t.thanks} {...usabilityForm} />;
}
