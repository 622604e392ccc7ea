import { IMaskInput } from 'react-imask';
import { InputBase, type TextInputProps } from '#web/components/ui/input.tsx';

export const PHONE_MASK = '+7 (000) 000-00-00';

/**
 * What goes into the mask: a pasted or autofilled `+7 999…` / `8 999…` loses its country prefix so
 * the ten national digits land in the right places.
 */
export function preparePhoneInput(raw: string): string {
  const digits = raw.replace(/\D/g, '');
  if (digits.length === 11 && (digits.startsWith('7') || digits.startsWith('8'))) return digits.slice(1);
  return raw;
}

type Props = Omit<TextInputProps, 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'onFocus'> & {
  /** Controlled: the masked text. Without it the field keeps what is typed (a page form's field). */
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  onBlur?: () => void;
  onFocus?: () => void;
  name?: string;
  autoFocus?: boolean;
};

/** A Russian mobile number, masked `+7 (XXX) XXX-XX-XX`; the value is the masked text. */
export function PhoneInput({
  value,
  defaultValue,
  onChange,
  onBlur,
  onFocus,
  name,
  autoFocus,
  ...rest
}: Props) {
  return (
    <InputBase
      {...rest}
      component={IMaskInput}
      mask={PHONE_MASK}
      prepare={preparePhoneInput}
      {...(value === undefined ? { defaultValue } : { value })}
      onAccept={(v: string) => onChange?.(v)}
      onBlur={onBlur}
      onFocus={onFocus}
      name={name}
      autoFocus={autoFocus}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      placeholder="+7 (___) ___-__-__"
    />
  );
}
