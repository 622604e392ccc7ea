import { ruWebShell } from '#shared/i18n/ru/ui/shell.ts';
import classes from './brand-mark.module.css';

/**
 * The programme's wordmark, to put in a link (brand.tsx in the app, a plain link on the landing).
 * Plain spans and a few styles: it is on every page, the landing's first screen included.
 */
export function BrandMark({ inverted = false }: { inverted?: boolean }) {
  return (
    <span className={classes.mark} data-inverted={inverted || undefined}>
      <span className={classes.logo}>JTI</span>
      <span className={classes.caption}>{ruWebShell.brandCaption}</span>
    </span>
  );
}
