import { SimpleGrid as MantineSimpleGrid } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { markup } from '#web/test/mantine-markup.tsx';
import { SimpleGrid, type SimpleGridProps } from './simple-grid.tsx';

const cases: SimpleGridProps[] = [
  { cols: { base: 1, sm: 2 }, spacing: 'md' },
  { cols: { base: 1, sm: 3 }, spacing: 'md' },
  { cols: { base: 1, xs: 2 }, spacing: 'xs', mt: 'xs' },
  { cols: { base: 1, sm: 2, md: 3 }, spacing: 'md' },
  { cols: { base: 1, lg: 2 }, spacing: 'md' },
  { cols: 2 },
  { cols: { base: 2, xl: 4 }, spacing: 'lg', className: 'extra', style: { maxWidth: 600 } },
];

describe('the plain SimpleGrid', () => {
  it.each(cases.map((props) => [JSON.stringify(props), props] as const))(
    'renders what Mantine’s SimpleGrid renders, its inline style included: %s',
    (_, props) => {
      // Both render a `<style>` and the grid: compared inside one element.
      expect(
        markup(
          <section>
            <SimpleGrid {...props}>
              <i>1</i>
              <i>2</i>
            </SimpleGrid>
          </section>,
        ),
      ).toEqual(
        markup(
          <section>
            <MantineSimpleGrid {...props}>
              <i>1</i>
              <i>2</i>
            </MantineSimpleGrid>
          </section>,
        ),
      );
    },
  );
});
