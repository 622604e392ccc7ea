import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { countSet } from '#web/lib/url-filters.ts';
import { usePhoneFilters } from './phone-filters.tsx';

function Filters({ set }: { set: number }) {
  const fold = usePhoneFilters(set);
  return (
    <>
      <input aria-label="Поиск" />
      {fold.toggle}
      {fold.part(<input aria-label="Город" />)}
    </>
  );
}

describe('the filters folded on a phone', () => {
  it('counts the filters set, leaving out the search and the order', () => {
    expect(countSet({ q: 'Анна', stage: '2', status: '', sort: 'name:asc' }, ['q', 'sort'])).toBe(1);
    expect(countSet({ q: '', stage: '' })).toBe(0);
  });

  it('names the button by the count, and says whether the folded part is open', async () => {
    const { rerender } = render(<Filters set={0} />);
    const toggle = screen.getByRole('button', { name: 'Фильтры' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    // Closed, the part is kept in the page (the stylesheet hides it on a phone only).
    expect(screen.getByLabelText('Город').closest('[data-open]')).toBeNull();
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByLabelText('Город').closest('[data-open]')).not.toBeNull();
    rerender(<Filters set={2} />);
    expect(screen.getByRole('button', { name: 'Фильтры (2)' })).toBeTruthy();
  });
});
