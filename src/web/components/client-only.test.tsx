import { renderToString } from 'react-dom/server';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { hydrateOverServerMarkup } from '#web/test/hydration.ts';
import { useFirstScreen } from './client-only.tsx';

function List({ items }: { items: string[] }) {
  const shown = useFirstScreen(items, 2);
  return (
    <ul>
      {shown.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

const items = ['первый', 'второй', 'третий', 'четвёртый', 'пятый'];
const texts = (root: Element) => Array.from(root.querySelectorAll('li'), (li) => li.textContent);

describe('useFirstScreen', () => {
  it('the server renders the first screen only', () => {
    expect(renderToString(<List items={items} />)).toBe('<ul><li>первый</li><li>второй</li></ul>');
  });

  it('a list the browser draws itself (a later page) shows every item at once', () => {
    const { container } = render(<List items={items} />);
    expect(texts(container)).toEqual(items);
  });

  it('hydrates over it with no mismatch, then shows every item', async () => {
    const container = await hydrateOverServerMarkup(<List items={items} />);
    expect(texts(container)).toEqual(items);
    container.remove();
  });

  it('a list as short as the first screen is the same list', () => {
    expect(renderToString(<List items={items.slice(0, 2)} />)).toBe(
      '<ul><li>первый</li><li>второй</li></ul>',
    );
  });
});
