/**
 * A wide table that scrolls sideways on a phone: the scrolling box is a named region reachable by
 * the keyboard (Tab, then the arrow keys), as axe's «scrollable region focusable» rule asks.
 */
import { Box } from '@mantine/core';
import type { ReactNode } from 'react';

export function ScrollTable({
  label,
  minWidth,
  children,
}: {
  label: string;
  minWidth: number;
  children: ReactNode;
}) {
  return (
    <Box role="region" aria-label={label} tabIndex={0} style={{ overflowX: 'auto' }}>
      <Box miw={minWidth}>{children}</Box>
    </Box>
  );
}
