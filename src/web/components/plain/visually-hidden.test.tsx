import { Box as MantineBox, VisuallyHidden as MantineVisuallyHidden } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { html } from '#web/test/mantine-markup.tsx';
import { Box } from './plain.tsx';
import { VisuallyHidden } from './visually-hidden.tsx';

describe('the plain VisuallyHidden and Box', () => {
  it('VisuallyHidden writes Mantine’s markup to the byte', () => {
    expect(html(<VisuallyHidden aria-live="polite">Слайд 2 из 3</VisuallyHidden>)).toBe(
      html(<MantineVisuallyHidden aria-live="polite">Слайд 2 из 3</MantineVisuallyHidden>),
    );
  });

  it.each([
    { visibleFrom: 'lg', mt: 'lg' },
    { hiddenFrom: 'sm' },
    { mt: 'md', px: 'xs', id: 'x' },
    {},
  ] as const)('Box writes Mantine’s markup to the byte: %j', (props) => {
    expect(html(<Box {...props}>текст</Box>)).toBe(html(<MantineBox {...props}>текст</MantineBox>));
  });
});
