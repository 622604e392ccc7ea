/**
 * ASVS 6.2.11: a password that is the account's own e-mail (or its part before @), phone, name, or
 * the programme's name is the first thing anyone tries, so it is refused. Compared loosely: case,
 * spaces, dots, dashes, underscores, apostrophes, pluses and brackets do not count, Ё is Е, and a
 * phone matches as +7…, 8… or its ten digits.
 */

/** The programme's and the company's names (docs/product.md), squashed as `squash` does. */
const PROGRAMME_WORDS = [
  'стажировкавjti',
  'стажировкаjti',
  'jtiстажировка',
  'стажировка',
  'jtiinternship',
  'internshipjti',
  'internship',
  'jticareers',
];

const squash = (s: string) =>
  s
    .toLowerCase()
    .replaceAll('ё', 'е')
    .replace(/[\s.\-_'’+()]/g, '');

export type PasswordContext = {
  email?: string | null;
  phone?: string | null;
  lastName?: string | null;
  firstName?: string | null;
  middleName?: string | null;
};

/** True when the password is one of the words anyone would guess for this account. */
export function isContextPassword(password: string, who: PasswordContext): boolean {
  const guess = squash(password);
  const email = who.email ?? '';
  const digits = (who.phone ?? '').replace(/\D/g, ''); // 7XXXXXXXXXX
  const [last, first, middle] = [
    squash(who.lastName ?? ''),
    squash(who.firstName ?? ''),
    squash(who.middleName ?? ''),
  ];
  const names = [
    last,
    first,
    middle,
    first + last,
    last + first,
    last + first + middle,
    first + middle,
    first + middle + last,
  ];
  const words = [
    squash(email),
    squash(email.split('@')[0] ?? ''),
    ...(digits ? [digits, `8${digits.slice(1)}`, digits.slice(1)] : []),
    ...names,
    ...PROGRAMME_WORDS,
  ];
  return words.some((word) => word !== '' && word === guess);
}
