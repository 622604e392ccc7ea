/** Russian mobile numbers in E.164 (`+7XXXXXXXXXX`), the only form the server stores. */
export const PHONE_PATTERN = /^\+7\d{10}$/;

/** Turns what a person typed (`8 (999) 000-00-01`, `+7 999 0000001`) into E.164, or null. */
export function normalizePhone(input: string): string | null {
  const digits = input.replace(/\D/g, '');
  let national: string | null = null;
  if (digits.length === 11 && (digits.startsWith('7') || digits.startsWith('8'))) national = digits.slice(1);
  else if (digits.length === 10) national = digits;
  return national ? `+7${national}` : null;
}

/** `+79990000001` as `+7 (999) 000-00-01`. */
export function formatPhone(e164: string): string {
  const d = e164.replace(/\D/g, '').slice(1);
  if (d.length !== 10) return e164;
  return `+7 (${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6, 8)}-${d.slice(8, 10)}`;
}
