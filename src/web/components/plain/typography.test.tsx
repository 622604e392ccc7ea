import {
  Blockquote as MantineBlockquote,
  Code as MantineCode,
  List as MantineList,
  Typography as MantineTypography,
} from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { html, markup } from '#web/test/mantine-markup.tsx';
import { Blockquote, Code, List, ListItem, Typography, type ListProps } from './typography.tsx';

const lists: Omit<ListProps, 'children'>[] = [
  {},
  { type: 'ordered' },
  { type: 'ordered', mb: 'sm' },
  { mb: 'sm' },
  { spacing: 4, size: 'sm' },
  { spacing: 'xs' },
  { listStyleType: 'none', spacing: 4, 'aria-label': 'Вопросы' },
  { listStyleType: 'disc', size: 'lg', mt: 'md' },
  { type: 'ordered', listStyleType: 'lower-alpha', style: { color: 'red' } },
];

describe('the plain Typography, List, Blockquote and Code', () => {
  it.each(lists.map((props) => [JSON.stringify(props), props] as const))(
    'a list renders what Mantine’s List renders: %s',
    (_, props) => {
      expect(
        markup(
          <List {...props}>
            <ListItem>первый</ListItem>
            <ListItem>
              <b>второй</b>
            </ListItem>
          </List>,
        ),
      ).toEqual(
        markup(
          <MantineList {...(props as object)}>
            <MantineList.Item>первый</MantineList.Item>
            <MantineList.Item>
              <b>второй</b>
            </MantineList.Item>
          </MantineList>,
        ),
      );
    },
  );

  it.each([{}, { mb: 'sm' }, { block: true }, { block: true, mb: 'sm' }] as const)(
    'code renders what Mantine’s Code renders: %j',
    (props) => {
      expect(markup(<Code {...props}>{'const a = 1;\n<b>'}</Code>)).toEqual(
        markup(<MantineCode {...props}>{'const a = 1;\n<b>'}</MantineCode>),
      );
    },
  );

  it.each([{}, { mt: 'sm' }] as const)('a quote renders what Mantine’s Blockquote renders: %j', (props) => {
    expect(markup(<Blockquote {...props}>цитата</Blockquote>)).toEqual(
      markup(<MantineBlockquote {...props}>цитата</MantineBlockquote>),
    );
  });

  // The Markdown's output: the page's markup does not change at all.
  it('writes Mantine’s markup to the byte for what the Markdown renders', () => {
    expect(
      html(
        <Typography>
          <List type="ordered" mb="sm">
            <ListItem>пункт</ListItem>
          </List>
          <Blockquote>цитата</Blockquote>
          <Code>код</Code>
          <Code block mb="sm">
            блок
          </Code>
        </Typography>,
      ),
    ).toBe(
      html(
        <MantineTypography>
          <MantineList type="ordered" mb="sm">
            <MantineList.Item>пункт</MantineList.Item>
          </MantineList>
          <MantineBlockquote>цитата</MantineBlockquote>
          <MantineCode>код</MantineCode>
          <MantineCode block mb="sm">
            блок
          </MantineCode>
        </MantineTypography>,
      ),
    );
  });
});
