import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { pageItems, Pagination } from './pagination.tsx';

function Pages({ total, start }: { total: number; start: number }) {
  const [page, setPage] = useState(start);
  return <Pagination total={total} value={page} onChange={setPage} />;
}

describe('pageItems', () => {
  it('shows every page of a short run, the ends and the neighbours of a long one', () => {
    expect(pageItems(5, 3, 1)).toEqual([1, 2, 3, 4, 5]);
    expect(pageItems(20, 1, 1)).toEqual([1, 2, 3, 4, 5, 'dots', 20]);
    expect(pageItems(20, 10, 1)).toEqual([1, 'dots', 9, 10, 11, 'dots', 20]);
    expect(pageItems(20, 20, 1)).toEqual([1, 'dots', 16, 17, 18, 19, 20]);
    expect(pageItems(20, 10, 0)).toEqual([1, 'dots', 10, 'dots', 20]);
  });
});

describe('the Pagination', () => {
  it('marks the current page, moves by a page button or by previous and next, and stops at the ends', async () => {
    render(<Pages total={3} start={1} />);
    const nav = screen.getByRole('navigation', { name: 'Страницы' });
    const current = () => within(nav).getByRole('button', { current: 'page' });
    expect(current()).toHaveAccessibleName('Страница 1');
    expect(screen.getByRole('button', { name: 'Предыдущая страница' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Страница 3' }));
    expect(current()).toHaveTextContent('3');
    expect(screen.getByRole('button', { name: 'Следующая страница' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Предыдущая страница' }));
    expect(current()).toHaveAccessibleName('Страница 2');
  });
});
