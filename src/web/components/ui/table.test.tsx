import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { foreignClasses } from '#web/test/own-classes.ts';
import { Table } from './table.tsx';

const table = (
  <Table aria-label="Воронка" minWidth={640} striped>
    <thead>
      <tr>
        <th>Этап</th>
        <th data-numeric>Дошли</th>
      </tr>
    </thead>
    <tbody>
      <tr data-selected>
        <td>Анкета</td>
        <td data-numeric>12</td>
      </tr>
    </tbody>
  </Table>
);

describe('the staff Table', () => {
  it('is a named table in a named region that Tab reaches, so the keyboard can scroll it sideways', async () => {
    render(table);
    const region = screen.getByRole('region', { name: 'Воронка' });
    const grid = within(region).getByRole('table', { name: 'Воронка' });
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Этап', 'Дошли']);
    expect(within(grid).getByRole('cell', { name: '12' })).toBeInTheDocument();
    await userEvent.tab();
    expect(region).toHaveFocus();
    expect(region.style.getPropertyValue('--table-min-width')).toBe('40rem');
  });

  it('draws only classes of its own', () => {
    expect(foreignClasses(renderToString(table))).toEqual([]);
  });
});
