/**
 * The real server as a child process for the fault drills: `node src/server/main.ts` on the project's
 * own Node (`process.execPath`), on a free port, its output kept in a log file.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** A port nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export type ServerOptions = {
  port: number;
  /** DATA_DIR: PGlite's folder (unless `databaseUrl`), the lock file. */
  dataDir: string;
  /** DATABASE_URL: run on PostgreSQL instead of PGlite. */
  databaseUrl?: string;
  /** Where the server's stdout and stderr are appended. */
  logFile: string;
  env?: Record<string, string>;
  /** The script to run instead of the real server (a stand-in that reads the same variables). */
  entry?: string;
  /** Node's flags before the script (the production command's: scripts/start-command.ts). */
  nodeArgs?: string[];
  /** The checkout to run it from (another worktree's code, for a before/after run); this one by default. */
  root?: string;
};

export type ServerProcess = {
  url: string;
  pid: number;
  child: ChildProcess;
  /** Settles when the process has exited, with its code or signal. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  alive: () => boolean;
  /** SIGKILL: no shutdown, no clean-up, the lock file stays. */
  kill: () => Promise<void>;
  /** SIGTERM and wait for the clean shutdown; SIGKILL after `graceMs`. Answers the exit code. */
  stop: (graceMs?: number) => Promise<number | null>;
};

/** Starts `src/server/main.ts`; does not wait for it to be ready (see `waitReady`). */
export function startServer(opts: ServerOptions): ServerProcess {
  const env: Record<string, string> = {};
  for (const [k, v] of Object.entries(process.env)) if (v !== undefined) env[k] = v;
  delete env.DATABASE_URL; // only what the drill says
  Object.assign(env, {
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    PORT: String(opts.port),
    DATA_DIR: opts.dataDir,
    DEMO_DATA: 'off',
    DEV_OUTBOX: 'on',
    TRUST_PROXY: 'on',
    LOG_LEVEL: 'warn',
    // The same secret across restarts keeps the clients' CSRF cookies valid.
    APP_SECRET: 'fault-drill-secret-fault-drill-secret-0123456789',
    WEB_DIST: path.join(opts.dataDir, 'no-web'),
    ...(opts.databaseUrl ? { DATABASE_URL: opts.databaseUrl } : {}),
    ...opts.env,
  });
  const log = fs.openSync(opts.logFile, 'a');
  fs.writeSync(log, `\n--- start ${new Date().toISOString()} ---\n`);
  const child = spawn(process.execPath, [...(opts.nodeArgs ?? []), opts.entry ?? 'src/server/main.ts'], {
    cwd: opts.root ?? ROOT,
    env,
    stdio: ['ignore', log, log],
  });
  fs.closeSync(log);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const alive = () => child.exitCode === null && child.signalCode === null;
  return {
    url: `http://127.0.0.1:${opts.port}`,
    pid: child.pid ?? -1,
    child,
    exited,
    alive,
    kill: async () => {
      if (alive()) child.kill('SIGKILL');
      await exited;
    },
    stop: async (graceMs = 20_000) => {
      if (!alive()) return child.exitCode;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      const { code } = await exited;
      clearTimeout(timer);
      return code;
    },
  };
}

/**
 * Polls `GET /readyz` until it answers 200; answers the milliseconds it took. Throws if the process
 * exits or `timeoutMs` passes.
 */
export async function waitReady(server: ServerProcess, timeoutMs = 60_000): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < timeoutMs) {
    if (!server.alive()) throw new Error(`the server exited before it was ready (PID ${server.pid})`);
    try {
      const res = await fetch(`${server.url}/readyz`, { signal: AbortSignal.timeout(2000) });
      await res.arrayBuffer();
      if (res.status === 200) return performance.now() - started;
    } catch {
      // not listening yet
    }
    await sleep(20);
  }
  throw new Error(`the server was not ready within ${timeoutMs} ms`);
}

/** The last lines of a log file, to show why a server failed. */
export function tail(file: string, lines = 30): string {
  try {
    return fs.readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}
