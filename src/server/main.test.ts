import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const main = path.join(import.meta.dirname, 'main.ts');
const started: ChildProcess[] = [];

function start(dataDir: string) {
  const child = spawn(process.execPath, [main], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: '0',
      DEMO_DATA: 'off',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const ready = new Promise<string>((resolve, reject) => {
    const timer = setInterval(() => {
      const url = output.match(/работает: (http:\/\/\S+)/)?.[1];
      if (url) {
        clearInterval(timer);
        resolve(url);
      }
    }, 50);
    void exited.then(() => {
      clearInterval(timer);
      reject(new Error(output));
    });
  });
  ready.catch(() => {}); // a server expected to refuse never gets ready
  return { child, ready, exited, output: () => output };
}

afterAll(() => {
  for (const c of started) c.kill('SIGKILL');
});

describe('the server process', () => {
  it('refuses a second server on the same data folder, and shuts down cleanly on SIGTERM', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jti-main-'));
    const first = start(dataDir);
    const url = await first.ready;
    expect((await fetch(`${url}/readyz`)).status).toBe(200);
    expect(fs.existsSync(path.join(dataDir, 'server.lock'))).toBe(true);

    const second = start(dataDir);
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/уже используется другим сервером/);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'server.lock'))).toBe(false);

    // The data survived: a restart reopens the same database.
    const again = start(dataDir);
    const url2 = await again.ready;
    const cities = await (await fetch(`${url2}/api/cities`)).json();
    expect(cities.data.length).toBeGreaterThan(200);
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
  }, 90_000);
});
