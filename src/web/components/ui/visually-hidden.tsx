/** Text for screen readers only (a carousel's spoken slide number), with primitives.module.css's class. */
import type { ComponentPropsWithoutRef } from 'react';
import classes from './primitives.module.css';

/** Said by screen readers, not shown. */
export function VisuallyHidden({ className, ...props }: ComponentPropsWithoutRef<'span'>) {
  const names = classes.visuallyHidden ?? '';
  return <span className={className ? `${names} ${className}` : names} {...props} />;
}
