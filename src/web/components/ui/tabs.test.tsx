import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { hydrateOverServerMarkup } from '#web/test/hydration.ts';
import { foreignClasses } from '#web/test/own-classes.ts';
import { Tab, TabList, TabPanel, Tabs } from './tabs.tsx';

function Description({ onChange }: { onChange?: (value: string) => void }) {
  const [text, setText] = useState('');
  return (
    <Tabs defaultValue="write" onChange={onChange}>
      <TabList aria-label="Описание">
        <Tab value="write">Написать</Tab>
        <Tab value="preview">Предпросмотр</Tab>
      </TabList>
      <TabPanel value="write">
        <label>
          Текст
          <textarea value={text} onChange={(e) => setText(e.currentTarget.value)} />
        </label>
      </TabPanel>
      <TabPanel value="preview">{text || 'Пока пусто'}</TabPanel>
    </Tabs>
  );
}

describe('the Tabs', () => {
  it('are a named tablist of tabs, the chosen one showing its panel alone', () => {
    render(<Description />);
    const list = screen.getByRole('tablist', { name: 'Описание' });
    const [write, preview] = screen.getAllByRole('tab');
    expect(list).toContainElement(write!);
    expect(write).toHaveAccessibleName('Написать');
    expect(write).toHaveAttribute('aria-selected', 'true');
    expect(preview).toHaveAttribute('aria-selected', 'false');
    const panel = screen.getByRole('tabpanel');
    expect(panel).toHaveAccessibleName('Написать');
    expect(panel).toContainElement(screen.getByLabelText('Текст'));
    expect(screen.queryByText('Пока пусто')).not.toBeVisible();
    expect(foreignClasses(renderToString(<Description />))).toEqual([]);
  });

  it('choose a tab by a click, keeping what was typed in the other panel', async () => {
    const changed = vi.fn();
    render(<Description onChange={changed} />);
    await userEvent.type(screen.getByLabelText('Текст'), 'Стажировка');
    await userEvent.click(screen.getByRole('tab', { name: 'Предпросмотр' }));
    expect(changed).toHaveBeenLastCalledWith('preview');
    expect(screen.getByRole('tab', { name: 'Предпросмотр' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Стажировка');
    expect(screen.queryByLabelText('Текст')).not.toBeVisible();
    await userEvent.click(screen.getByRole('tab', { name: 'Написать' }));
    expect(screen.getByLabelText('Текст')).toHaveValue('Стажировка');
  });

  it('choose a tab by the arrow keys, the focus on it, and Tab goes on into the panel', async () => {
    render(<Description />);
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'Написать' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    const preview = screen.getByRole('tab', { name: 'Предпросмотр' });
    expect(preview).toHaveFocus();
    expect(preview).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Пока пусто');
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Написать' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.tab();
    expect(screen.getByLabelText('Текст')).toHaveFocus();
  });

  it('follow the chosen tab the page holds', async () => {
    function Held() {
      const [tab, setTab] = useState('b');
      return (
        <Tabs value={tab} onChange={setTab}>
          <TabList aria-label="Вид">
            <Tab value="a">Список</Tab>
            <Tab value="b">Доска</Tab>
          </TabList>
          <TabPanel value="a">Строки</TabPanel>
          <TabPanel value="b">Колонки</TabPanel>
        </Tabs>
      );
    }
    render(<Held />);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Колонки');
    await userEvent.click(screen.getByRole('tab', { name: 'Список' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Строки');
  });

  it('are drawn on the server with the chosen panel, and hydrate with no mismatch', async () => {
    const container = await hydrateOverServerMarkup(<Description />);
    expect(within(container).getByRole('tab', { name: 'Написать' })).toHaveAttribute('aria-selected', 'true');
    container.remove();
  });
});
