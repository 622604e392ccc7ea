import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { ru } from '#shared/i18n/ru.ts';
import { bufferSource } from './bytes.ts';
import type { FileKind } from './limits.ts';
import { checkFileContent } from './sniff.ts';
import * as fx from './test-fixtures.ts';
import { inspectZip } from './zip-guard.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jti-sniff-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
let n = 0;

/** Writes the bytes under the given (deceptive) name and checks them as the kind. */
async function check(kind: FileKind, bytes: Buffer, name = 'file.bin', opts = {}) {
  const file = path.join(dir, `${++n}-${name}`);
  fs.writeFileSync(file, bytes);
  return checkFileContent(file, kind, opts);
}

const MB = 1024 * 1024;

describe('the content decides the type', () => {
  it('accepts every allowed format, with the MIME type we serve it as', async () => {
    const cases: [FileKind, Buffer, string, string][] = [
      ['cv', fx.pdf(), 'pdf', 'application/pdf'],
      ['cv', fx.doc(), 'doc', 'application/msword'],
      ['cv', fx.docx(), 'docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
      ['cv', fx.rtf(), 'rtf', 'application/rtf'],
      ['cv', fx.odt(), 'odt', 'application/vnd.oasis.opendocument.text'],
      ['video', fx.webm(), 'webm', 'video/webm'],
      ['video', fx.mp4(), 'mp4', 'video/mp4'],
      ['video', fx.isoMedia('M4V '), 'mp4', 'video/mp4'],
      ['video', fx.mov(), 'mov', 'video/quicktime'],
      ['image', fx.jpeg(), 'jpg', 'image/jpeg'],
      ['image', fx.png(), 'png', 'image/png'],
      ['image', fx.webp(), 'webp', 'image/webp'],
    ];
    for (const [kind, bytes, ext, mime] of cases) {
      const result = await check(kind, bytes);
      expect(result, `${kind} ${ext}`).toMatchObject({ ok: true, format: { ext, mime } });
    }
  });

  it('whatever the name says', async () => {
    expect(await check('cv', fx.pdf(), 'photo.png')).toMatchObject({ ok: true, format: { ext: 'pdf' } });
    expect(await check('image', fx.png(), 'cv.pdf')).toMatchObject({ ok: true, format: { ext: 'png' } });
  });

  it('refuses a format of another kind', async () => {
    expect(await check('cv', fx.png(), 'cv.pdf')).toEqual({
      ok: false,
      reason: 'wrong_type',
      message: ru.files.wrongType.cv,
    });
    expect(await check('image', fx.pdf(), 'a.png')).toMatchObject({
      reason: 'wrong_type',
      message: ru.files.wrongType.image,
    });
    expect(await check('video', fx.jpeg(), 'a.mp4')).toMatchObject({
      reason: 'wrong_type',
      message: ru.files.wrongType.video,
    });
    expect(await check('cv', fx.zip([{ name: 'a.txt', data: 'x' }]), 'cv.docx')).toMatchObject({
      reason: 'wrong_type',
    });
    expect(
      await check('cv', Buffer.from([0x00, 0x01, 0x02, 0x03, 0xff, 0xfe, 0x00, 0x07]), 'cv.pdf'),
    ).toMatchObject({ reason: 'wrong_type' });
  });

  it('accepts a .doc only when it is Word, not another compound file', async () => {
    expect(await check('cv', fx.cfb(['Workbook']), 'cv.doc')).toMatchObject({ reason: 'wrong_type' });
    expect(await check('cv', fx.cfb(['WordDocument', '_VBA_PROJECT']), 'cv.doc')).toMatchObject({
      reason: 'active_content',
      message: ru.files.activeContent,
    });
    expect(await check('cv', fx.cfb(['WordDocument', '\u0001Ole10Native']), 'cv.doc')).toMatchObject({
      reason: 'active_content',
    });
    expect(await check('image', fx.doc(), 'cv.doc')).toMatchObject({ reason: 'wrong_type' });
  });

  it('refuses an RTF carrying embedded objects', async () => {
    const evil = Buffer.from(
      '{\\rtf1\\ansi Привет{\\object\\objemb{\\*\\objdata 0105000002000000}}}',
      'latin1',
    );
    expect(await check('cv', evil, 'cv.rtf')).toMatchObject({ reason: 'active_content' });
  });
});

describe('refuses hostile files whatever their name', () => {
  it('a renamed Windows executable', async () => {
    expect(await check('cv', fx.exe(), 'cv.pdf')).toEqual({
      ok: false,
      reason: 'executable',
      message: ru.files.executable,
    });
    expect(await check('image', fx.exe(), 'photo.png')).toMatchObject({ reason: 'executable' });
  });

  it('an ELF binary and a script', async () => {
    expect(await check('cv', fx.elf(), 'cv.docx')).toMatchObject({ reason: 'executable' });
    expect(await check('video', Buffer.from('#!/bin/sh\nrm -rf /\n'), 'v.mp4')).toMatchObject({
      reason: 'executable',
    });
  });

  it('an SVG with a script named .png, with or without an XML declaration', async () => {
    expect(await check('image', fx.svg(), 'photo.png')).toEqual({
      ok: false,
      reason: 'markup',
      message: ru.files.markup,
    });
    expect(await check('image', fx.svgXml(), 'photo.png')).toMatchObject({ reason: 'markup' });
    expect(
      await check(
        'image',
        Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('\n  '), fx.svg()]),
        'p.png',
      ),
    ).toMatchObject({ reason: 'markup' });
  });

  it('HTML named .pdf, also in UTF-16, and plain text', async () => {
    expect(await check('cv', fx.html(), 'cv.pdf')).toMatchObject({ reason: 'markup' });
    expect(
      await check(
        'cv',
        Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('<html><script>x</script>', 'utf16le')]),
        'cv.pdf',
      ),
    ).toMatchObject({
      reason: 'markup',
    });
    expect(await check('cv', Buffer.from('Иванов Иван, резюме'), 'cv.pdf')).toMatchObject({
      reason: 'markup',
    });
  });

  it('an empty file and one over the limit', async () => {
    expect(await check('cv', Buffer.alloc(0), 'cv.pdf')).toEqual({
      ok: false,
      reason: 'empty',
      message: 'Файл пустой',
    });
    expect(
      await check('cv', Buffer.concat([fx.pdf(), Buffer.alloc(100)]), 'cv.pdf', { maxBytes: 100 }),
    ).toEqual({
      ok: false,
      reason: 'too_large',
      message: 'Файл больше 10 МБ',
    });
  });

  it('a macro-enabled Word file (DOCM), a DOCX with a VBA project, an ODT with Basic macros', async () => {
    expect(await check('cv', fx.zip(fx.docxEntries({ macro: true })), 'cv.docx')).toMatchObject({
      reason: 'active_content',
    });
    expect(
      await check(
        'cv',
        fx.docx([{ name: 'word/vbaProject.bin', data: fx.cfb(['_VBA_PROJECT']) }]),
        'cv.docx',
      ),
    ).toMatchObject({
      reason: 'active_content',
    });
    expect(
      await check('cv', fx.odt([{ name: 'Basic/Standard/Module1.xml', data: '<script:module/>' }]), 'cv.odt'),
    ).toMatchObject({
      reason: 'active_content',
    });
  });

  it('a DOCX with a program or a packaged file inside', async () => {
    expect(
      await check('cv', fx.docx([{ name: 'word/media/image1.png', data: fx.exe() }]), 'cv.docx'),
    ).toMatchObject({ reason: 'active_content' });
    expect(await check('cv', fx.docx([{ name: 'word/setup.exe', data: 'x' }]), 'cv.docx')).toMatchObject({
      reason: 'active_content',
    });
    expect(
      await check(
        'cv',
        fx.docx([{ name: 'word/embeddings/oleObject1.bin', data: fx.cfb(['\u0001Ole10Native']) }]),
        'cv.docx',
      ),
    ).toMatchObject({
      reason: 'active_content',
    });
  });
});

describe('ZIP bombs and broken archives (DOCX, ODT)', () => {
  const damaged = { ok: false, reason: 'damaged', message: 'Файл повреждён или похож на архив-бомбу' };

  it('a central directory declaring a huge expanded size', async () => {
    const bomb = fx.docx([{ name: 'word/media/huge.bin', data: 'tiny', declaredSize: 0xfffffff0 }]);
    expect(await check('cv', bomb, 'cv.docx')).toEqual(damaged);
    expect(await inspectZip(bufferSource(bomb))).toMatchObject({ ok: false, problem: 'too_big' });
  });

  it('an honest entry that expands more than 100:1', async () => {
    const bomb = fx.docx([{ name: 'word/media/zeros.bin', data: Buffer.alloc(5 * MB) }]);
    expect(bomb.length).toBeLessThan(20_000);
    expect(await check('cv', bomb, 'cv.docx')).toEqual(damaged);
    expect(await inspectZip(bufferSource(bomb))).toMatchObject({ ok: false, problem: 'ratio' });
  });

  it('an entry that expands past what it declares (stopped one byte past, never buffered)', async () => {
    const liar = fx.docx([{ name: 'word/media/liar.bin', data: Buffer.alloc(5 * MB), declaredSize: 1000 }]);
    expect(await check('cv', liar, 'cv.docx')).toEqual(damaged);
    expect(await inspectZip(bufferSource(liar))).toMatchObject({ ok: false, problem: 'too_big' });
  });

  it('the total budget counts every entry', async () => {
    const many = fx.docx(
      Array.from({ length: 5 }, (_, i) => ({ name: `word/media/r${i}.bin`, data: Buffer.alloc(300_000, i) })),
    );
    expect(await inspectZip(bufferSource(many), { maxTotalUncompressed: 1 * MB })).toMatchObject({
      ok: false,
      problem: 'too_big',
    });
    expect(await check('cv', many, 'cv.docx', { zipLimits: { maxTotalUncompressed: 1 * MB } })).toEqual(
      damaged,
    );
  });

  it('reads ZIP64 sizes, and refuses a ZIP64 entry declaring a terabyte', async () => {
    const big = fx.docx([{ name: 'word/media/a.bin', data: Buffer.alloc(1000, 1), zip64: true }]);
    expect(await check('cv', big, 'cv.docx')).toMatchObject({ ok: true });
    const tera = fx.docx([{ name: 'word/media/a.bin', data: 'x', zip64: true, declaredSize: 2 ** 40 }]);
    expect(await inspectZip(bufferSource(tera))).toMatchObject({ ok: false, problem: 'too_big' });
  });

  it('overlapping entries (a non-recursive bomb)', async () => {
    const entries = Array.from({ length: 20 }, (_, i) => ({
      name: `word/k${i}.xml`,
      data: Buffer.alloc(10_000, 65),
    }));
    const overlapping = fx.zip([...fx.docxEntries(), ...entries], { overlap: true });
    expect(await inspectZip(bufferSource(overlapping))).toMatchObject({ ok: false, problem: 'corrupt' });
  });

  it('too many entries', async () => {
    const crowd = fx.docx(Array.from({ length: 1001 }, (_, i) => ({ name: `word/e${i}.xml`, data: '' })));
    expect(await check('cv', crowd, 'cv.docx')).toEqual(damaged);
    expect(await inspectZip(bufferSource(crowd))).toMatchObject({ ok: false, problem: 'entries' });
  });

  it('a ZIP inside is inspected (an embedded workbook passes); one deeper, or another archive format, is refused', async () => {
    const workbook = fx.zip([
      { name: '[Content_Types].xml', data: '<Types/>' },
      { name: 'xl/workbook.xml', data: '<workbook/>' },
    ]);
    expect(
      await check(
        'cv',
        fx.docx([{ name: 'word/embeddings/Microsoft_Excel_Worksheet.xlsx', data: workbook }]),
        'cv.docx',
      ),
    ).toMatchObject({ ok: true });

    const deeper = fx.zip([{ name: 'inner.bin', data: workbook }]);
    expect(await check('cv', fx.docx([{ name: 'word/embeddings/x.bin', data: deeper }]), 'cv.docx')).toEqual(
      damaged,
    );
    expect(
      await inspectZip(bufferSource(fx.docx([{ name: 'word/embeddings/x.bin', data: deeper }]))),
    ).toMatchObject({ problem: 'nested' });

    const innerBomb = fx.zip([{ name: 'zeros.bin', data: Buffer.alloc(5 * MB) }]);
    expect(
      await inspectZip(
        bufferSource(fx.docx([{ name: 'word/embeddings/b.bin', data: innerBomb, method: 0 }])),
      ),
    ).toMatchObject({
      ok: false,
      problem: 'ratio',
    });

    expect(
      await check('cv', fx.docx([{ name: 'word/media/a.bin', data: zlib.gzipSync('x') }]), 'cv.docx'),
    ).toEqual(damaged);
    expect(await check('cv', fx.docx([{ name: 'word/archive.rar', data: 'x' }]), 'cv.docx')).toEqual(damaged);
    // An embedded (obfuscated) font may start with any bytes.
    expect(
      await check(
        'cv',
        fx.docx([
          { name: 'word/fonts/font1.odttf', data: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(100, 7)]) },
        ]),
        'cv.docx',
      ),
    ).toMatchObject({ ok: true });
  });

  it('a corrupt entry (CRC), an encrypted one, bytes before the archive', async () => {
    const good = fx.docx();
    expect(await inspectZip(bufferSource(good))).toMatchObject({ ok: true, entries: 3 });

    const flipped = Buffer.from(good);
    const dataAt = flipped.indexOf(Buffer.from('word/document.xml')) + 'word/document.xml'.length + 5;
    flipped[dataAt] = flipped[dataAt]! ^ 0xff;
    expect(await inspectZip(bufferSource(flipped))).toMatchObject({ ok: false, problem: 'corrupt' });

    const encrypted = Buffer.from(good);
    const cd = encrypted.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    encrypted.writeUInt16LE(encrypted.readUInt16LE(cd + 8) | 1, cd + 8);
    expect(await inspectZip(bufferSource(encrypted))).toMatchObject({ ok: false, problem: 'encrypted' });

    expect(await inspectZip(bufferSource(Buffer.concat([fx.exe(), good])))).toMatchObject({
      ok: false,
      problem: 'corrupt',
    });
    expect(await inspectZip(bufferSource(good.subarray(0, good.length - 30)))).toMatchObject({
      ok: false,
      problem: 'corrupt',
    });
    expect(await inspectZip(bufferSource(Buffer.alloc(10)))).toMatchObject({ ok: false, problem: 'corrupt' });
  });
});

describe('never throws on garbage', () => {
  it('answers ok or a refusal for damaged documents and random bytes', async () => {
    const seeds = [fx.docx(), fx.odt(), fx.pdf(), fx.doc(), fx.png()];
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: seeds.length - 1 }),
        fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 })), { minLength: 1, maxLength: 8 }),
        fc.option(fc.nat(), { nil: undefined }),
        async (which, flips, cut) => {
          const bytes = Buffer.from(seeds[which]!);
          for (const [at, value] of flips) bytes[at % bytes.length] = value;
          const sample = cut === undefined ? bytes : bytes.subarray(0, cut % bytes.length);
          const zipVerdict = await inspectZip(bufferSource(sample));
          expect(typeof zipVerdict.ok).toBe('boolean');
          const result = await check('cv', sample, 'fuzz.docx');
          if (!result.ok) expect(result.message).toBeTruthy();
        },
      ),
      { numRuns: 150 },
    );
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ minLength: 0, maxLength: 2000 }), async (raw) => {
        const result = await check('image', Buffer.from(raw), 'fuzz.png');
        expect(result.ok).toBe(false);
      }),
      { numRuns: 100 },
    );
  });
});
