import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Radio } from './radio.tsx';

function Controlled() {
  const [value, setValue] = useState<string | null>(null);
  return (
    <Radio.Group
      label="Причина"
      withAsterisk
      value={value}
      onChange={setValue}
      error={value ? undefined : 'Выберите причину'}
    >
      <Radio value="boring" label="Не интересно" />
      <Radio value="often" label="Слишком часто" />
    </Radio.Group>
  );
}

describe('Radio', () => {
  it('a radiogroup named by its label; a pick is the value, the error describes the radios', () => {
    render(<Controlled />);
    const group = screen.getByRole('radiogroup', { name: 'Причина' });
    const boring = within(group).getByRole('radio', { name: 'Не интересно' });
    expect(boring).toHaveAttribute('aria-invalid', 'true');
    expect(boring).toHaveAccessibleDescription('Выберите причину');
    fireEvent.click(within(group).getByRole('radio', { name: 'Слишком часто' }));
    expect(within(group).getByRole('radio', { name: 'Слишком часто' })).toBeChecked();
    expect(boring).not.toBeChecked();
    expect(boring).not.toHaveAttribute('aria-invalid');
  });

  it('left to the browser: one name for a form to post, the default checked', () => {
    render(
      <form aria-label="Форма">
        <Radio.Group label="Откуда узнали" name="source" defaultValue="friends">
          <Radio value="site" label="Сайт" />
          <Radio value="friends" label="Друзья" />
        </Radio.Group>
      </form>,
    );
    expect(screen.getByRole('radio', { name: 'Друзья' })).toBeChecked();
    fireEvent.click(screen.getByRole('radio', { name: 'Сайт' }));
    const form = screen.getByRole('form', { name: 'Форма' }) as HTMLFormElement;
    expect(new FormData(form).get('source')).toBe('site');
  });
});
