/**
 * The production server build (scripts/build-server.ts): it bundles, it is skipped when its inputs
 * have not changed, and the bundle starts as a server that names its build, answers /readyz and
 * stops cleanly. Built under node_modules/.cache so the bundle finds the packages left outside it.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import ExcelJS from 'exceljs';
import { afterAll, describe, expect, it } from 'vitest';
import type { ReadAnswer, ReadRequest } from '../src/server/lib/xlsx-read.ts';
import { writeXlsxInWorker } from '../src/server/lib/xlsx-thread.ts';
import { PAGE_COLUMNS } from '../src/server/modules/exports/general-export.sheet.ts';
import { buildServer, EXTERNAL, nonAsciiAt, type ServerStamp } from './build-server.ts';
import { startCommand } from './start-command.ts';

const root = path.resolve(import.meta.dirname, '..');
const cache = path.join(root, 'node_modules', '.cache');
fs.mkdirSync(cache, { recursive: true });
const dist = fs.mkdtempSync(path.join(cache, 'server-build-'));
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jti-built-'));

afterAll(() => {
  fs.rmSync(dist, { recursive: true, force: true });
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the production server build', () => {
  it('bundles the server, stamps its inputs, and skips a build whose inputs are unchanged', async () => {
    expect(await buildServer(dist)).toBe('built');
    const api = path.join(dist, 'api');
    const stamp = JSON.parse(fs.readFileSync(path.join(api, 'build.json'), 'utf8')) as ServerStamp;
    expect(stamp.inputs).toMatch(/^[0-9a-f]{64}$/);
    // What is bundled in is listed for the audit; what cannot be bundled is not in it.
    expect(stamp.packages).toContain('node_modules/fastify');
    expect(stamp.packages).toContain('node_modules/drizzle-orm');
    expect(stamp.packages.some((p) => EXTERNAL.some((e) => p === `node_modules/${e}`))).toBe(false);
    // The files the server reads beside its modules are there.
    expect(fs.existsSync(path.join(api, 'assets', 'db', 'migrations', 'meta', '_journal.json'))).toBe(true);
    expect(fs.existsSync(path.join(api, 'assets', 'lib', 'common-passwords.txt'))).toBe(true);
    // ASCII only, so V8 holds the source at one byte a character; PGlite is loaded only by a server
    // without DATABASE_URL, not with the bundle (docs/decisions/041-server-memory.md).
    const code = fs.readFileSync(path.join(api, 'server.js'), 'utf8');
    expect(nonAsciiAt(code)).toBeNull();
    expect(code).not.toMatch(/^import .* from "@electric-sql\/pglite/m);
    expect(code).toContain(`import("@electric-sql/pglite")`);

    expect(await buildServer(dist, { ifChanged: true })).toBe('current');
  }, 120_000);

  it("bundles each worker thread's entry on its own where the server looks for it, and it runs", async () => {
    const api = path.join(dist, 'api');
    const worker = path.join(api, 'assets', 'modules', 'exports', 'export-sheets.worker.js');
    // Where lib/worker-entry.ts points the exports' routes in the bundle.
    expect(fs.readFileSync(path.join(api, 'server.js'), 'utf8')).toContain(
      'workerEntry("./export-sheets.worker.ts", new URL("./assets/modules/exports/exports.routes.ts", import.meta.url).href)',
    );
    const out = new PassThrough();
    const chunks: Buffer[] = [];
    out.on('data', (c: Buffer) => chunks.push(c));
    // The general sheet's texts (general-export.sheet.ts): the names by id first, then pages of rows
    // as arrays in PAGE_COLUMNS' order.
    const names = JSON.stringify({ cities: {}, institutions: {}, vacancies: { 5: 'Стажёр' } });
    const row: Record<string, unknown> = {
      ...Object.fromEntries(PAGE_COLUMNS.map((c) => [c, null])),
      ...{ id: 7, user_id: 3, last_name: 'Орлова', first_name: 'Ольга', middle_name: '', vacancy_id: 5 },
      ...{ anonymised: false, status: 'assigned', source: 'site', stages: '1=success' },
    };
    const page = JSON.stringify([PAGE_COLUMNS.map((c) => row[c])]);
    async function* pages() {
      yield names;
      yield page;
    }
    const { rows } = await writeXlsxInWorker(out, {
      entry: pathToFileURL(worker),
      sheet: 'general',
      pages: pages(),
    });
    expect(rows).toBe(1);
    const file = Buffer.concat(chunks);
    expect(file.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
    expect(file.includes(Buffer.from('xl/worksheets/sheet1.xml'))).toBe(true);
  }, 60_000);

  it("bundles the plan import's XLSX reader on its own, with the XML parser only there, and it runs", async () => {
    const api = path.join(dist, 'api');
    const server = fs.readFileSync(path.join(api, 'server.js'), 'utf8');
    expect(server).toContain(
      'workerEntry("./xlsx-read.worker.ts", new URL("./assets/lib/xlsx-read.ts", import.meta.url).href)',
    );
    expect(server).not.toContain('SaxesParser');
    const wb = new ExcelJS.Workbook();
    wb.addWorksheet('План').addRow(['ID позиции', 'Позиция', 'План, человек']);
    const bytes = new Uint8Array(await wb.xlsx.writeBuffer());
    const worker = new Worker(path.join(api, 'assets', 'lib', 'xlsx-read.worker.js'), {
      workerData: { bytes, bounds: { columns: 3, maxRows: 10 } } satisfies ReadRequest,
    });
    const answer = await new Promise<ReadAnswer>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    });
    await worker.terminate();
    expect(answer).toEqual({
      type: 'rows',
      rows: new Map([
        [
          1,
          new Map([
            [1, 'ID позиции'],
            [2, 'Позиция'],
            [3, 'План, человек'],
          ]),
        ],
      ]),
    });
  }, 60_000);

  it('starts from the bundle, names its build in the first log line, and stops cleanly', async () => {
    const main = path.join(dist, 'api', 'main.js');
    const stamp = JSON.parse(fs.readFileSync(path.join(dist, 'api', 'build.json'), 'utf8')) as ServerStamp;
    // As production starts it: package.json's `start` command, its variable and Node flags.
    const command = startCommand(root);
    const child = spawn(process.execPath, [...command.nodeArgs, main], {
      env: {
        ...process.env,
        ...command.env,
        DATA_DIR: dataDir,
        PORT: '0',
        DEMO_DATA: 'off',
        LOG_LEVEL: 'info',
        DATABASE_URL: '',
        WEB_DIST: path.join(dataDir, 'no-web'),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    try {
      const url = await new Promise<string>((resolve, reject) => {
        const timer = setInterval(() => {
          const found = output.match(/работает: (http:\/\/\S+)/)?.[1];
          if (found) {
            clearInterval(timer);
            resolve(found);
          }
        }, 50);
        void exited.then(() => {
          clearInterval(timer);
          reject(new Error(output));
        });
      });
      expect((await fetch(`${url}/readyz`)).status).toBe(200);
      const first = JSON.parse(output.split('\n')[0]!) as { msg: string; build: string };
      expect(first.msg).toBe('starting');
      expect(first.build).toBe(`${stamp.inputs.slice(0, 12)} ${stamp.builtAt}`);
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
      // Node wrote the compile cache for the next start.
      expect(fs.readdirSync(path.join(dist, 'api', '.compile-cache')).length).toBeGreaterThan(0);
    } finally {
      child.kill('SIGKILL');
    }
  }, 120_000);
});
