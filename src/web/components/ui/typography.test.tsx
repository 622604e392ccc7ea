import { render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { foreignClasses } from '#web/test/own-classes.ts';
import { Blockquote, Code, List, ListItem, Typography, type ListProps } from './typography.tsx';

const lists: Omit<ListProps, 'children'>[] = [
  {},
  { type: 'ordered' },
  { type: 'ordered', mb: 'sm' },
  { spacing: 4, size: 'sm' },
  { spacing: 'xs' },
  { listStyleType: 'none', spacing: 4, 'aria-label': 'Вопросы' },
  { listStyleType: 'disc', size: 'lg', mt: 'md' },
  { type: 'ordered', listStyleType: 'lower-alpha', style: { color: 'red' } },
];

describe('the plain Typography, List, Blockquote and Code', () => {
  it.each(lists.map((props) => [JSON.stringify(props), props] as const))(
    'a list of its items, ordered or not, with its own marker and classes: %s',
    (_, props) => {
      const tree = (
        <List {...props}>
          <ListItem>первый</ListItem>
          <ListItem>
            <b>второй</b>
          </ListItem>
        </List>
      );
      const { unmount } = render(tree);
      const list = screen.getByRole('list');
      expect(list.tagName).toBe(props.type === 'ordered' ? 'OL' : 'UL');
      if (props['aria-label']) expect(list).toHaveAccessibleName(props['aria-label']);
      expect(
        within(list)
          .getAllByRole('listitem')
          .map((i) => i.textContent),
      ).toEqual(['первый', 'второй']);
      expect(list.style.listStyleType).toBe(props.listStyleType ?? '');
      if (props.spacing !== undefined) expect(list.style.getPropertyValue('--list-spacing')).not.toBe('');
      expect(foreignClasses(renderToString(tree))).toEqual([]);
      unmount();
    },
  );

  it('code is inline, or a block (`pre`) with `block`, left to right in either', () => {
    render(
      <>
        <Code>инлайн</Code>
        <Code block mb="sm">
          {'const a = 1;\n<b>'}
        </Code>
      </>,
    );
    const inline = screen.getByText('инлайн');
    expect(inline.tagName).toBe('CODE');
    expect(inline).toHaveAttribute('dir', 'ltr');
    const block = screen.getByText(/const a = 1;/);
    expect(block.tagName).toBe('PRE');
    expect(block.textContent).toBe('const a = 1;\n<b>');
  });

  it('a quote is a blockquote; the Markdown’s elements carry no other library’s classes', () => {
    const tree = (
      <Typography>
        <List type="ordered" mb="sm">
          <ListItem>пункт</ListItem>
        </List>
        <Blockquote mt="sm">цитата</Blockquote>
        <Code>код</Code>
        <Code block mb="sm">
          блок
        </Code>
      </Typography>
    );
    render(tree);
    expect(screen.getByText('цитата').tagName).toBe('BLOCKQUOTE');
    expect(foreignClasses(renderToString(tree))).toEqual([]);
  });
});
