/**
 * A timeline (the vacancy's stages): a vertical line through bullets, each item with a title and a
 * text, none active; with a stylesheet of our own (timeline.module.css).
 */
import type { ComponentPropsWithoutRef, CSSProperties, ReactNode } from 'react';
import classes from './timeline.module.css';

/** A number of pixels as rem. */
const scaled = (px: number) => (px === 0 ? '0rem' : `${px / 16}rem`);

export type TimelineProps = Omit<ComponentPropsWithoutRef<'div'>, 'style' | 'className'> & {
  /** The bullets' size in pixels (20 by default). */
  bulletSize?: number;
  /** The line's width in pixels (4 by default). */
  lineWidth?: number;
};

/** A vertical line on the left through the items' bullets. */
export function Timeline({ bulletSize, lineWidth, children, ...rest }: TimelineProps) {
  const style = {
    ...(bulletSize === undefined ? {} : { '--tl-bullet-size': scaled(bulletSize) }),
    ...(lineWidth === undefined ? {} : { '--tl-line-width': scaled(lineWidth) }),
  } as CSSProperties;
  return (
    <div style={style} className={classes.root} {...rest}>
      {children}
    </div>
  );
}

export type TimelineItemProps = { bullet?: ReactNode; title?: ReactNode; children?: ReactNode };

function TimelineItem({ bullet, title, children }: TimelineItemProps) {
  return (
    <div className={classes.item}>
      <div className={classes.bullet} data-with-child={bullet ? true : undefined}>
        {bullet}
      </div>
      <div className={classes.body}>
        {title ? <div className={classes.title}>{title}</div> : null}
        <div>{children}</div>
      </div>
    </div>
  );
}

Timeline.Item = TimelineItem;
