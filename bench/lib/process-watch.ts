/**
 * What a process costs while a load runs, read from /proc (Linux): its peak resident memory (sampled)
 * and the CPU seconds it used (user + system). The CPU seconds per request is the figure to trust on a
 * shared machine, where the wall time is partly waiting for a core.
 */
import fs from 'node:fs';
import pg from 'pg';

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

function rssBytes(pid: number): number {
  const m = fs.readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
  return m ? Number(m[1]) * 1024 : 0;
}

function cpuSeconds(pid: number): number {
  // Fields after the command name (which is in parentheses and may hold spaces): utime, stime are 14, 15.
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

export type ProcessCost = { peakRssMb: number; cpuSeconds: number };

/** Starts watching `pid`; `stop()` answers the peak RSS and the CPU seconds since the start. */
export function watchProcess(pid: number, everyMs = 200): { stop: () => ProcessCost } {
  const cpuAtStart = cpuSeconds(pid);
  let peak = rssBytes(pid);
  const timer = setInterval(() => {
    try {
      peak = Math.max(peak, rssBytes(pid));
    } catch {
      // the process ended; the load's errors will say so
    }
  }, everyMs);
  return {
    stop: () => {
      clearInterval(timer);
      peak = Math.max(peak, rssBytes(pid));
      return { peakRssMb: peak / 2 ** 20, cpuSeconds: cpuSeconds(pid) - cpuAtStart };
    },
  };
}

/**
 * The PostgreSQL backends serving `database` on this machine, by their titles:
 * `postgres: [cluster: ]user database host(port) state` (Debian adds the cluster, `15/main: `).
 */
function backendsOf(database: string): number[] {
  const title = new RegExp(`^postgres: (?:\\S+: )?\\S+ ${database} `);
  const pids: number[] = [];
  let entries: string[] = [];
  try {
    entries = fs.readdirSync('/proc');
  } catch {
    return pids; // out of file descriptors for a moment: this sample is skipped
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (title.test(fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8'))) pids.push(Number(entry));
    } catch {
      // gone meanwhile, or not ours to read
    }
  }
  return pids;
}

/**
 * The CPU seconds PostgreSQL's backends spent for `database` (a local server only), sampled like
 * `watchProcess`; `only`, when given, narrows them to those pids (one server's connections, found by
 * `backendsNamed`). A backend first seen after the start is counted from its beginning (its fork,
 * authentication and cold caches are the cost of a new connection); one that ends between two
 * samples loses its last fraction of a second.
 */
export function watchBackends(
  database: string,
  opts: { everyMs?: number; only?: () => ReadonlySet<number> } = {},
): { stop: () => number } {
  const first = new Map<number, number>();
  const last = new Map<number, number>();
  // Every backend there at the start, whoever's: one the narrowing learns of late is not new.
  const atStart = new Map<number, number>();
  for (const pid of backendsOf(database)) {
    try {
      atStart.set(pid, cpuSeconds(pid));
    } catch {
      // ended meanwhile
    }
  }
  const sample = () => {
    const only = opts.only?.();
    for (const pid of backendsOf(database)) {
      if (only && !only.has(pid)) continue;
      try {
        const cpu = cpuSeconds(pid);
        if (!first.has(pid)) first.set(pid, atStart.get(pid) ?? 0);
        last.set(pid, cpu);
      } catch {
        // ended meanwhile
      }
    }
  };
  sample();
  const timer = setInterval(sample, opts.everyMs ?? 200);
  return {
    stop: () => {
      clearInterval(timer);
      sample();
      let sum = 0;
      for (const [pid, cpu] of last) sum += cpu - (first.get(pid) ?? cpu);
      return sum;
    },
  };
}

/**
 * The pids of the backends whose connections carry `applicationName` (`?application_name=` in the
 * server's DATABASE_URL), kept fresh from pg_stat_activity: two servers on one database are told apart.
 */
export async function backendsNamed(
  url: string,
  applicationName: string,
): Promise<{ pids: () => ReadonlySet<number>; close: () => Promise<void> }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  let pids = new Set<number>();
  const refresh = async () => {
    const { rows } = await client.query<{ pid: number }>(
      'select pid from pg_stat_activity where application_name = $1',
      [applicationName],
    );
    pids = new Set(rows.map((r) => r.pid));
  };
  await refresh();
  let busy = false; // one query at a time on the client
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    void refresh()
      .catch(() => {})
      .finally(() => (busy = false));
  }, 100);
  return {
    pids: () => pids,
    close: async () => {
      clearInterval(timer);
      while (busy) await new Promise((resolve) => setTimeout(resolve, 10));
      await client.end();
    },
  };
}
