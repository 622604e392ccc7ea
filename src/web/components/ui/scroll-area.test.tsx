import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ScrollArea } from './scroll-area.tsx';

describe('the ScrollArea', () => {
  it('is a named region that Tab reaches, so the keyboard can scroll it', async () => {
    render(
      <ScrollArea maxHeight={260} aria-label="Ошибки в строках">
        <p>Строка 4: нет названия</p>
      </ScrollArea>,
    );
    const area = screen.getByRole('region', { name: 'Ошибки в строках' });
    await userEvent.tab();
    expect(area).toHaveFocus();
    expect(area.style.getPropertyValue('--scroll-area-max-height')).toBe('16.25rem');
  });
});
