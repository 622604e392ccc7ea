/**
 * Mantine's Timeline as plain elements (docs/decisions/038-mantine-markup-without-its-runtime.md,
 * amended 2026-11-28): the markup Mantine's renders for what the vacancy's stages pass (a bullet size,
 * a line width, items with a bullet, a title and a text; none active), with Mantine's stylesheet and
 * without its runtime; `timeline.test.tsx` compares them.
 */
import '@mantine/core/styles/Timeline.css';
import type { ComponentPropsWithoutRef, CSSProperties, ReactNode } from 'react';

/** Mantine's `rem()` of a number of pixels, scaled as its theme scales. */
const scaled = (px: number) => (px === 0 ? '0rem' : `calc(${px / 16}rem * var(--mantine-scale))`);

export type TimelineProps = Omit<ComponentPropsWithoutRef<'div'>, 'style' | 'className'> & {
  /** The bullets' size in pixels (Mantine's default: 20). */
  bulletSize?: number;
  /** The line's width in pixels (Mantine's default: 4). */
  lineWidth?: number;
};

/** Mantine's Timeline, left-aligned, no item active: a vertical line through numbered bullets. */
export function Timeline({ bulletSize, lineWidth, children, ...rest }: TimelineProps) {
  const style = {
    ...(bulletSize === undefined ? {} : { '--tl-bullet-size': scaled(bulletSize) }),
    ...(lineWidth === undefined ? {} : { '--tl-line-width': scaled(lineWidth) }),
  } as CSSProperties;
  return (
    <div style={style} className="m_43657ece mantine-Timeline-root" data-align="left" {...rest}>
      {children}
    </div>
  );
}

export type TimelineItemProps = { bullet?: ReactNode; title?: ReactNode; children?: ReactNode };

function TimelineItem({ bullet, title, children }: TimelineItemProps) {
  return (
    <div className="m_436178ff mantine-Timeline-item">
      <div
        className="m_8affcee1 mantine-Timeline-itemBullet"
        data-with-child={bullet ? true : undefined}
        data-align="left"
      >
        {bullet}
      </div>
      <div className="m_540e8f41 mantine-Timeline-itemBody">
        {title ? <div className="m_2ebe8099 mantine-Timeline-itemTitle">{title}</div> : null}
        <div className="mantine-Timeline-itemContent">{children}</div>
      </div>
    </div>
  );
}

Timeline.Item = TimelineItem;
