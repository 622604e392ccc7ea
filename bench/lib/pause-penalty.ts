/**
 * The floor under the paused/streamed ratio: a bare Fastify server (one route answering 30 rows of
 * JSON, no database, no session, none of our code) asked the same way as the paused case asks ours:
 * back to back over one kept-alive connection, then once every 100 ms. Its CPU a request, read from
 * every thread's `schedstat` (nanoseconds; /proc's `stat` counts 10 ms ticks), shows what a pause
 * costs any Node server on this machine: the CPU's caches, branch predictors and TLB refilled after
 * other work or idleness, the kernel's wake-up of the thread, Node's event loop leaving its poll.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { ROOT, sleep } from './server.ts';

const BARE_SERVER = `
import Fastify from 'fastify';
const app = Fastify();
const rows = Array.from({ length: 30 }, (_, i) => ({ id: i, name: 'Участник ' + i, at: new Date(1e12 + i).toISOString() }));
app.get('/', async () => ({ data: rows }));
const address = await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(address + '\\n');
`;

/** CPU milliseconds of every thread of `pid` so far. */
function threadsCpuMs(pid: number): number {
  let ns = 0;
  for (const t of fs.readdirSync(`/proc/${pid}/task`)) {
    try {
      ns += Number(fs.readFileSync(`/proc/${pid}/task/${t}/schedstat`, 'utf8').split(' ')[0]);
    } catch {
      // a thread that ended meanwhile
    }
  }
  return ns / 1e6;
}

export type PausePenalty = { streamedMs: number; pausedMs: number };

/** The bare server's CPU a request, back to back and one every `pauseMs`, two rounds interleaved. */
export async function pausePenalty(pauseMs = 100, requests = 150): Promise<PausePenalty> {
  const child = spawn(process.execPath, ['--input-type=module', '-e', BARE_SERVER], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    const url = await new Promise<string>((resolve, reject) => {
      child.stdout.once('data', (d: Buffer) => resolve(d.toString().trim()));
      child.once('exit', (code) => reject(new Error(`the bare server exited (${code})`)));
    });
    const ask = async () => (await fetch(url)).arrayBuffer();
    for (let i = 0; i < 300; i++) await ask(); // warmed up and optimised
    const spent = { streamed: 0, paused: 0 };
    for (let round = 0; round < 2; round++) {
      let before = threadsCpuMs(child.pid!);
      for (let i = 0; i < requests; i++) await ask();
      spent.streamed += threadsCpuMs(child.pid!) - before;
      before = threadsCpuMs(child.pid!);
      for (let i = 0; i < requests; i++) {
        await sleep(pauseMs);
        await ask();
      }
      spent.paused += threadsCpuMs(child.pid!) - before;
    }
    return { streamedMs: spent.streamed / (2 * requests), pausedMs: spent.paused / (2 * requests) };
  } finally {
    child.kill('SIGKILL');
  }
}
