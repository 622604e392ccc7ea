import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { foreignClasses } from '#web/test/own-classes.ts';
import classes from './primitives.module.css';
import { Box } from './primitives.tsx';
import { VisuallyHidden } from './visually-hidden.tsx';

describe('the plain VisuallyHidden and Box', () => {
  it('VisuallyHidden is text a screen reader says, with the class that hides it', () => {
    render(<VisuallyHidden aria-live="polite">Слайд 2 из 3</VisuallyHidden>);
    const text = screen.getByText('Слайд 2 из 3');
    expect(text).toHaveAttribute('aria-live', 'polite');
    expect(text).toHaveClass(classes.visuallyHidden!);
  });

  it.each([
    [{ visibleFrom: 'lg', mt: 'lg' }, classes.visibleFromLg],
    [{ hiddenFrom: 'sm' }, classes.hiddenFromSm],
    [{ mt: 'md', px: 'xs', id: 'x' }, undefined],
    [{}, undefined],
  ] as const)('Box writes its style props, and the class that shows or hides it: %j', (props, name) => {
    const html = renderToString(<Box {...props}>текст</Box>);
    render(<Box {...props}>текст</Box>);
    const box = screen.getByText('текст');
    if (name) expect(box).toHaveClass(name);
    else expect(box).not.toHaveAttribute('class');
    if ('mt' in props) expect(box.style.marginTop).toBe(`var(--ui-spacing-${props.mt})`);
    expect(foreignClasses(html)).toEqual([]);
  });
});
