import { UnstyledButton as MantineUnstyledButton } from '@mantine/core';
import { MemoryRouter, NavLink } from 'react-router';
import { describe, expect, it } from 'vitest';
import { markup } from '#web/test/mantine-markup.tsx';
import { UnstyledButton } from './unstyled-button.tsx';

describe('the plain UnstyledButton', () => {
  it('renders what Mantine’s renders as a button', () => {
    expect(markup(<UnstyledButton onClick={() => {}}>Открыть</UnstyledButton>)).toEqual(
      markup(<MantineUnstyledButton onClick={() => {}}>Открыть</MantineUnstyledButton>),
    );
    expect(markup(<UnstyledButton type="submit" className="x" aria-label="Отправить" />)).toEqual(
      markup(<MantineUnstyledButton type="submit" className="x" aria-label="Отправить" />),
    );
  });

  it('renders what Mantine’s renders as a router link, active or not', () => {
    const link = (Button: typeof UnstyledButton) => (
      <MemoryRouter initialEntries={['/newswire']}>
        <Button component={NavLink} to="/newswire" className="item" aria-current="page" data-active>
          Новости
        </Button>
        <Button component={NavLink} to="/notifications" className="item">
          Уведомления
        </Button>
      </MemoryRouter>
    );
    const wrap = (el: React.ReactElement) => markup(<div>{el}</div>);
    expect(wrap(link(UnstyledButton))).toEqual(wrap(link(MantineUnstyledButton as typeof UnstyledButton)));
  });
});
