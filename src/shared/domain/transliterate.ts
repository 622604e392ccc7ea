/**
 * Russian letters in Latin as Russian passports and most e-mail addresses spell them (ё as e, й as
 * y, х as kh, щ as shch): the ASCII download names of files and the bench's e-mail addresses.
 */
const LATIN: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'e',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
};

/** One character's Latin spelling (a capital letter starts with a capital: Щ → Shch), or undefined when it is not a Russian letter. */
export function latinLetter(ch: string): string | undefined {
  const lower = ch.toLowerCase();
  const t = LATIN[lower];
  if (t === undefined || ch === lower) return t;
  return t.charAt(0).toUpperCase() + t.slice(1);
}

/** The text with its Russian letters in Latin, anything else as it is: «Щукина Ёлка» → «Shchukina Elka». */
export function transliterate(text: string): string {
  return [...text].map((c) => latinLetter(c) ?? c).join('');
}
