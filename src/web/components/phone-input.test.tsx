import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { formatPhone, normalizePhone } from '#shared/domain/phone.ts';
import { PhoneInput, preparePhoneInput } from './phone-input.tsx';

function Harness() {
  const [v, setV] = useState('');
  return (
    <>
      <PhoneInput label="Телефон" value={v} onChange={setV} />
      <output>{normalizePhone(v) ?? ''}</output>
    </>
  );
}

describe('phone mask', () => {
  it('masks typed digits as +7 (XXX) XXX-XX-XX and normalises to E.164', async () => {
    render(<Harness />);
    const input = screen.getByLabelText('Телефон');
    await userEvent.type(input, '9990000001');
    expect(input).toHaveValue('+7 (999) 000-00-01');
    expect(screen.getByRole('status')).toHaveTextContent('+79990000001');
  });

  it('drops a pasted country prefix', () => {
    expect(preparePhoneInput('+7 999 000-00-01')).toBe('9990000001');
    expect(preparePhoneInput('89990000001')).toBe('9990000001');
    expect(preparePhoneInput('9')).toBe('9');
  });

  it('normalises and formats', () => {
    expect(normalizePhone('8 (999) 000-00-01')).toBe('+79990000001');
    expect(normalizePhone('123')).toBeNull();
    expect(formatPhone('+79990000001')).toBe('+7 (999) 000-00-01');
  });
});
