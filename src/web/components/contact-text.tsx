/**
 * An e-mail and a phone as staff read them. An e-mail is one word: a table column grows to hold it
 * instead of breaking it mid-word («candidate67@example.co / m», what `overflow-wrap: anywhere`
 * did); only a box narrower than the whole address breaks it. A phone never breaks and is always
 * written +7 (916) 897-15-20.
 */
import { formatPhone } from '#shared/domain/phone.ts';

export function EmailText({ email }: { email: string }) {
  return <span style={{ overflowWrap: 'break-word', wordBreak: 'normal' }}>{email}</span>;
}

export function PhoneText({ phone }: { phone: string }) {
  return <span style={{ whiteSpace: 'nowrap' }}>{formatPhone(phone)}</span>;
}
