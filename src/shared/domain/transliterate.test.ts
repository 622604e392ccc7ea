import { describe, expect, it } from 'vitest';
import { latinLetter, transliterate } from './transliterate.ts';

describe('transliterate', () => {
  it('spells Russian letters as passports do, capitals and all, and leaves the rest', () => {
    expect(transliterate('Щукина Ёлка-Юрьевна')).toBe('Shchukina Elka-Yurevna');
    expect(transliterate('Резюме (2).pdf')).toBe('Rezyume (2).pdf');
    expect(latinLetter('Ж')).toBe('Zh');
    expect(latinLetter('ъ')).toBe('');
    expect(latinLetter('z')).toBeUndefined();
  });
});
