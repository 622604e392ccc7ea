/**
 * Page numbers under a staff list, with «previous» and «next» (docs/decisions/064): a `nav` named
 * «Страницы» of buttons, the current page marked `aria-current="page"`; a long run of pages shows
 * the first, the last and the current one's neighbours, with «…» between. Styled by
 * pagination.module.css.
 */
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { ruWebTable } from '#shared/i18n/ru/ui/table.ts';
import classes from './pagination.module.css';

const t = ruWebTable;

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/**
 * The page numbers to show, `'dots'` where a run is left out: always the first and the last page
 * and `siblings` pages each side of the current one, as many as the row holds without jumping.
 */
export function pageItems(total: number, current: number, siblings: number): (number | 'dots')[] {
  // The first, the last, the current, its siblings and two places for dots.
  const shown = siblings * 2 + 5;
  if (shown >= total) return range(1, total);
  const left = Math.max(current - siblings, 1);
  const right = Math.min(current + siblings, total);
  const leftDots = left > 3;
  const rightDots = right < total - 2;
  if (!leftDots) return [...range(1, siblings * 2 + 3), 'dots', total];
  if (!rightDots) return [1, 'dots', ...range(total - siblings * 2 - 2, total)];
  return [1, 'dots', ...range(left, right), 'dots', total];
}

export type PaginationProps = {
  /** How many pages there are. */
  total: number;
  /** The current page, from 1. */
  value: number;
  onChange: (page: number) => void;
  /** Pages shown each side of the current one (1 by default; 0 on a phone's narrow row). */
  siblings?: number;
};

export function Pagination({ total, value, onChange, siblings = 1 }: PaginationProps) {
  return (
    <nav aria-label={t.pages} className={classes.root}>
      <button
        type="button"
        className={classes.control}
        aria-label={t.previousPage}
        disabled={value <= 1}
        onClick={() => onChange(value - 1)}
      >
        <IconChevronLeft size={18} aria-hidden />
      </button>
      {pageItems(total, value, siblings).map((item, i) =>
        item === 'dots' ? (
          <span key={`dots-${i}`} className={classes.dots} aria-hidden>
            …
          </span>
        ) : (
          <button
            key={item}
            type="button"
            className={classes.control}
            aria-label={t.page(item)}
            aria-current={item === value ? 'page' : undefined}
            data-active={item === value || undefined}
            onClick={() => onChange(item)}
          >
            {item}
          </button>
        ),
      )}
      <button
        type="button"
        className={classes.control}
        aria-label={t.nextPage}
        disabled={value >= total}
        onClick={() => onChange(value + 1)}
      >
        <IconChevronRight size={18} aria-hidden />
      </button>
    </nav>
  );
}
