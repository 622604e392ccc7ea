/**
 * The menu button of a phone's header (docs/decisions/064-one-component-system-of-our-own.md): three
 * lines that turn into a cross while the menu it opens is open (`aria-expanded` says the same).
 */
import classes from './burger.module.css';

export type BurgerProps = {
  opened: boolean;
  onClick: () => void;
  /** Its name for assistive technologies (the lines say nothing). */
  'aria-label': string;
};

export function Burger({ opened, onClick, ...aria }: BurgerProps) {
  return (
    <button
      type="button"
      className={classes.root}
      aria-expanded={opened}
      data-opened={opened || undefined}
      onClick={onClick}
      {...aria}
    >
      <span className={classes.lines} aria-hidden />
    </button>
  );
}
