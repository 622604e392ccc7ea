import { render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Drawer, Modal } from './dialog.tsx';

/** A page with a button that opens the dialog under test, as the app's pages do. */
function Page({ kind }: { kind: 'modal' | 'drawer' }) {
  const [opened, setOpened] = useState(false);
  const Dialog = kind === 'modal' ? Modal : Drawer;
  return (
    <>
      <button type="button" onClick={() => setOpened(true)}>
        Открыть
      </button>
      <Dialog opened={opened} onClose={() => setOpened(false)} title="Новое резюме">
        <label>
          Файл <input />
        </label>
      </Dialog>
    </>
  );
}

describe.each(['modal', 'drawer'] as const)('%s', (kind) => {
  it('opens as a dialog named by its title, with focus inside', async () => {
    const user = userEvent.setup();
    render(<Page kind={kind} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Открыть' }));
    const dialog = screen.getByRole('dialog', { name: 'Новое резюме' });
    expect(screen.getByRole('heading', { name: 'Новое резюме' })).toBeVisible();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('closes on Escape, and focus goes back to the button that opened it', async () => {
    const user = userEvent.setup();
    render(<Page kind={kind} />);
    const opener = screen.getByRole('button', { name: 'Открыть' });
    await user.click(opener);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(opener).toHaveFocus();
  });

  it('closes with its «Закрыть» button', async () => {
    const user = userEvent.setup();
    render(<Page kind={kind} />);
    await user.click(screen.getByRole('button', { name: 'Открыть' }));
    await user.click(screen.getByRole('button', { name: 'Закрыть' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('keeps Tab inside while open', async () => {
    const user = userEvent.setup();
    render(<Page kind={kind} />);
    await user.click(screen.getByRole('button', { name: 'Открыть' }));
    const dialog = screen.getByRole('dialog');
    for (let i = 0; i < 4; i++) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });
});

describe('Modal', () => {
  it('takes the whole screen when asked (phones)', () => {
    render(
      <Modal opened onClose={() => {}} title="Связаться" fullScreen>
        текст
      </Modal>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Связаться' });
    expect(dialog.closest('[data-full-screen]')).not.toBeNull();
  });
});
