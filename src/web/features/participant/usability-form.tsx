/**
 * The usability survey as a form (decision 052; components/score-form.tsx): a 1-5 score, a comment,
 * «Отправить» or «Не сейчас». In the page at `/profile?usability=1` (a native post before the
 * scripts, or without them) and in the dialog the layout opens once the scripts run
 * (usability-dialog.tsx); both post to /profile's action (usability-action.ts). A refusal (no score)
 * shows the API's text with the comment kept.
 */
import { ruHome } from '#shared/i18n/ru/home.ts';
import { ScoreForm } from '#web/components/score-form.tsx';

const t = ruHome.usability;

/** Where the survey posts and what it says, in the page and in the dialog. */
export const usabilityForm = {
  id: 'usability',
  action: '/profile?usability=1',
  intent: 'usability',
  texts: { lead: t.text, question: t.score, comment: t.comment, send: t.send, skip: t.skip },
};

/** In the page: the page's own form. */
export function UsabilityForm() {
  return <ScoreForm {...usabilityForm} />;
}
