import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Switch } from './switch.tsx';

function AllTime() {
  const [on, setOn] = useState(false);
  return <Switch label="За всё время" checked={on} onChange={(e) => setOn(e.currentTarget.checked)} />;
}

describe('the Switch', () => {
  it('is a switch named by its label that a click or Space turns on and off', async () => {
    render(<AllTime />);
    const toggle = screen.getByRole('switch', { name: 'За всё время' });
    expect(toggle).not.toBeChecked();
    await userEvent.click(screen.getByText('За всё время'));
    expect(toggle).toBeChecked();
    toggle.focus();
    await userEvent.keyboard(' ');
    expect(toggle).not.toBeChecked();
  });

  it('says its description with its name, and posts its value with a form when on', () => {
    render(
      <form aria-label="Профиль">
        <Switch
          label="Напоминания"
          description="Письмо за день до встречи"
          name="reminders"
          value="true"
          defaultChecked
        />
      </form>,
    );
    const toggle = screen.getByRole('switch', { name: 'Напоминания' });
    expect(toggle).toHaveAccessibleDescription('Письмо за день до встречи');
    expect(
      new FormData(screen.getByRole('form', { name: 'Профиль' }) as HTMLFormElement).get('reminders'),
    ).toBe('true');
  });
});
