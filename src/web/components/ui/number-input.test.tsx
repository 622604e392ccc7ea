import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { NumberInput } from './number-input.tsx';

function Days({ error }: { error?: string }) {
  const [days, setDays] = useState<number | ''>(3);
  return <NumberInput label="Дней" min={1} max={5} value={days} onChange={setDays} error={error} />;
}

describe('the NumberInput', () => {
  it('is a spinbutton with its bounds that takes digits only and steps by the arrow keys within them', async () => {
    render(<Days />);
    const field = screen.getByRole('spinbutton', { name: 'Дней' });
    expect(field).toHaveAttribute('aria-valuenow', '3');
    expect(field).toHaveAttribute('aria-valuemin', '1');
    await userEvent.clear(field);
    expect(field).toHaveValue('');
    await userEvent.type(field, '4а');
    expect(field).toHaveValue('4');
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(field).toHaveValue('5');
    await userEvent.keyboard('{ArrowDown}');
    expect(field).toHaveValue('4');
  });

  it('says its error and is marked invalid', () => {
    render(<Days error="От 1 до 5" />);
    const field = screen.getByRole('spinbutton', { name: 'Дней' });
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('От 1 до 5');
  });

  it('keeps a number out of range as typed, after leaving the field too, so the form can say why', async () => {
    render(
      <>
        <Days />
        <button type="button">Дальше</button>
      </>,
    );
    const field = screen.getByRole('spinbutton', { name: 'Дней' });
    await userEvent.clear(field);
    await userEvent.type(field, '90');
    await userEvent.click(screen.getByRole('button', { name: 'Дальше' }));
    expect(field).toHaveValue('90');
    expect(field).toHaveAttribute('aria-valuenow', '90');
    await userEvent.clear(field);
    await userEvent.type(field, '0');
    await userEvent.tab();
    expect(field).toHaveValue('0');
    // Only the arrow keys keep to the bounds.
    field.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(field).toHaveValue('1');
  });
});
