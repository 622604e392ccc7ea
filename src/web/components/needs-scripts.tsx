import { ruNeedsScripts } from '#shared/i18n/ru/ui/needs-scripts.ts';
import { Alert } from './ui/alert.tsx';

/**
 * What cannot work without the page's scripts by nature (the test's clock, recording a video) says so
 * when they are off (decision 052). Only the server draws the note: React never renders nor hydrates
 * what is inside a <noscript>, so the browser's bundle goes without the texts.
 */
export function NeedsScripts({ step }: { step: keyof typeof ruNeedsScripts }) {
  if (!import.meta.env.SSR) return <noscript />;
  return (
    <noscript>
      <Alert color="orange" role="note">
        {ruNeedsScripts[step]}
      </Alert>
    </noscript>
  );
}
