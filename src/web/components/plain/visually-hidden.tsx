/**
 * Mantine's VisuallyHidden as a plain element (docs/decisions/043-plain-segmented-control-and-text.md):
 * text for screen readers only, with Mantine's class and stylesheet and without its runtime.
 */
import '@mantine/core/styles/VisuallyHidden.css';
import type { ComponentPropsWithoutRef } from 'react';

/** Said by screen readers, not shown. */
export function VisuallyHidden({ className, ...props }: ComponentPropsWithoutRef<'span'>) {
  const names = 'm_515a97f8 mantine-VisuallyHidden-root';
  return <span className={className ? `${names} ${className}` : names} {...props} />;
}
