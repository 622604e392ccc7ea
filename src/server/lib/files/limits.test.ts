import { describe, expect, it } from 'vitest';
import { ru } from '#shared/i18n/ru.ts';
import { checkFileMeta, MAX_BYTES } from './limits.ts';
import { asciiFileName, contentDisposition, displayName, sanitiseFileName } from './names.ts';

const MB = 1024 * 1024;

describe('checkFileMeta (before an upload)', () => {
  it('accepts each kind by extension and size, case-insensitively', () => {
    for (const name of ['cv.pdf', 'CV.DOC', 'резюме.docx', 'a.rtf', 'b.odt'])
      expect(checkFileMeta({ kind: 'cv', name, size: 1000 })).toEqual({ ok: true });
    for (const name of ['v.webm', 'v.MP4', 'v.mov'])
      expect(checkFileMeta({ kind: 'video', name, size: 300 * MB })).toEqual({ ok: true });
    for (const name of ['i.jpg', 'i.jpeg', 'i.png', 'i.webp'])
      expect(checkFileMeta({ kind: 'image', name, size: 10 * MB })).toEqual({ ok: true });
  });

  it('refuses with a reason and a Russian message', () => {
    expect(checkFileMeta({ kind: 'cv', name: 'cv.pdf', size: 10 * MB + 1 })).toEqual({
      ok: false,
      reason: 'too_large',
      message: 'Файл больше 10 МБ',
    });
    expect(checkFileMeta({ kind: 'video', name: 'v.mp4', size: MAX_BYTES.video + 1 })).toMatchObject({
      reason: 'too_large',
      message: 'Файл больше 300 МБ',
    });
    expect(checkFileMeta({ kind: 'cv', name: 'cv.pdf', size: 0 })).toEqual({
      ok: false,
      reason: 'empty',
      message: 'Файл пустой',
    });
    expect(checkFileMeta({ kind: 'cv', name: 'cv.exe', size: 10 })).toEqual({
      ok: false,
      reason: 'wrong_type',
      message: 'Формат файла не подходит: нужен PDF, DOC, DOCX, RTF или ODT',
    });
    expect(checkFileMeta({ kind: 'image', name: 'logo.svg', size: 10 })).toMatchObject({
      reason: 'wrong_type',
      message: ru.files.wrongType.image,
    });
    expect(checkFileMeta({ kind: 'video', name: 'v.avi', size: 10 })).toMatchObject({
      reason: 'wrong_type',
      message: ru.files.wrongType.video,
    });
    expect(checkFileMeta({ kind: 'cv', name: 'pdf', size: 10 })).toMatchObject({ reason: 'wrong_type' });
    expect(checkFileMeta({ kind: 'cv', name: '.pdf', size: 10 })).toMatchObject({ reason: 'wrong_type' });
    expect(checkFileMeta({ kind: 'cv', name: 'cv.pdf', size: -1 })).toMatchObject({ ok: false });
    expect(checkFileMeta({ kind: 'cv', name: 'cv.pdf', size: 1.5 })).toMatchObject({ ok: false });
  });
});

describe('file names', () => {
  it('keep Cyrillic and NFC-normalise it', () => {
    expect(sanitiseFileName('Резюме Иванова — 2026.pdf')).toBe('Резюме Иванова — 2026.pdf');
    expect(sanitiseFileName('Йошкар-Ола.pdf'.normalize('NFD'))).toBe('Йошкар-Ола.pdf');
  });

  it('lose path separators, control and invisible characters, leading dots', () => {
    expect(sanitiseFileName('../../etc/passwd')).toBe('_.._etc_passwd');
    expect(sanitiseFileName('..\\..\\x')).toBe('_.._x');
    expect(sanitiseFileName('a/b')).toBe('a_b');
    expect(sanitiseFileName('nul\0byte\r\n.pdf')).toBe('nulbyte.pdf');
    expect(sanitiseFileName('cv\u202Efdp.exe')).toBe('cvfdp.exe');
    expect(sanitiseFileName('C:evil?.pdf')).toBe('C_evil_.pdf');
    expect(sanitiseFileName('  .hidden.pdf  ')).toBe('hidden.pdf');
    expect(sanitiseFileName('..')).toBe('файл');
    expect(sanitiseFileName('')).toBe('файл');
    expect(sanitiseFileName(undefined)).toBe('файл');
    expect(sanitiseFileName('\ud800x.pdf')).toBe('x.pdf');
  });

  it('are cut to 255 characters, keeping the extension', () => {
    const long = sanitiseFileName(`${'я'.repeat(10_000)}.docx`);
    expect(Array.from(long)).toHaveLength(255);
    expect(long.endsWith('я.docx')).toBe(true);
    expect(Array.from(sanitiseFileName('😀'.repeat(300)))).toHaveLength(255);
  });

  it('carry the sniffed extension', () => {
    expect(displayName('photo.html', 'png')).toBe('photo.html.png');
    expect(displayName('Резюме.docx', 'pdf')).toBe('Резюме.docx.pdf');
    expect(displayName('Резюме.PDF', 'pdf')).toBe('Резюме.PDF');
    expect(displayName('фото.jpeg', 'jpg', ['jpeg'])).toBe('фото.jpeg');
    expect(Array.from(displayName('я'.repeat(300), 'pdf'))).toHaveLength(255);
  });

  it('build Content-Disposition with an ASCII fallback and the exact UTF-8 name', () => {
    const name = 'Резюме Иванова (финал) 100%.pdf';
    const header = contentDisposition(name);
    expect(header).toBe(
      `attachment; filename="Rezyume Ivanova (final) 100_.pdf"; filename*=UTF-8''${encodeURIComponent(name).replace(/[()]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`,
    );
    const star = /filename\*=UTF-8''(.+)$/.exec(header)![1]!;
    expect(star).toMatch(/^[A-Za-z0-9%._~!-]+$/);
    expect(decodeURIComponent(star)).toBe(name);
    expect(contentDisposition('a"b\\c;d.pdf', 'inline')).toMatch(
      /^inline; filename="a_b_c_d\.pdf"; filename\*=UTF-8''a_b_c%3Bd\.pdf$/,
    );
    expect(contentDisposition('x\r\nSet-Cookie: a=b')).not.toMatch(/[\r\n]/);
    expect(asciiFileName('Щука Ёлкина.pdf')).toBe('Shchuka Elkina.pdf');
    expect(asciiFileName('简历.pdf')).toBe('__.pdf');
  });
});
