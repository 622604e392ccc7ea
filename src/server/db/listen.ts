/**
 * `LISTEN` on PostgreSQL for the live streams (decision 030): one connection of its own per server,
 * outside the pool (a pooled connection goes back to others between queries). A dropped connection
 * is opened again with backoff; `onResync` then runs, because what was notified meanwhile is lost
 * and the listeners must look in the table themselves.
 */
import pg from 'pg';

export type Listener = {
  onPayload: (payload: string) => void;
  onResync: () => void;
};

export function listenPostgres(url: string, channel: string, listener: Listener): () => Promise<void> {
  let client: pg.Client | null = null;
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let delay = 500;

  const retry = () => {
    if (stopped || timer) return;
    client = null;
    timer = setTimeout(() => {
      timer = null;
      void connect();
    }, delay);
    timer.unref();
    delay = Math.min(delay * 2, 10_000);
  };

  const connect = async () => {
    const c = new pg.Client({ connectionString: url, keepAlive: true });
    c.on('error', retry);
    c.on('end', retry);
    c.on('notification', (m) => {
      if (m.channel === channel && m.payload) listener.onPayload(m.payload);
    });
    try {
      await c.connect();
      await c.query(`listen ${pg.escapeIdentifier(channel)}`);
      if (stopped) return void c.end().catch(() => {});
      client = c;
      delay = 500;
      listener.onResync();
    } catch {
      c.end().catch(() => {});
      retry();
    }
  };

  void connect();
  return async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    await client?.end().catch(() => {});
  };
}
