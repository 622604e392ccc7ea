/**
 * `LISTEN` on PostgreSQL: ONE connection of its own per server, outside the pool (a pooled
 * connection goes back to others between queries), shared by every channel the server hears —
 * the live streams (decision 030) and the ended sessions (decision 055). A dropped connection is
 * opened again with backoff: `onLost` runs at once, `onResync` once listening again, because what
 * was notified meanwhile is lost and the listeners must not trust what they kept.
 */
import pg from 'pg';

export type Listener = {
  onPayload: (payload: string) => void;
  /** Listening (again): anything notified before is not known; look in the tables. */
  onResync: () => void;
  /** Not listening any more until the next `onResync`: notifications may be missed. */
  onLost?: () => void;
};

/** How the listening connections show in `pg_stat_activity`: one per app server. */
const LISTENER_NAME = 'jti-listen';

export type SharedListener = {
  /** Hears `channel` until the returned function runs. */
  listen: (channel: string, listener: Listener) => () => Promise<void>;
  close: () => Promise<void>;
};

export function sharedListener(url: string): SharedListener {
  const channels = new Map<string, Set<Listener>>();
  let client: pg.Client | null = null;
  let connecting = false;
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let delay = 500;
  const everyListener = () => [...channels.values()].flatMap((set) => [...set]);
  const quoted = (channel: string) => pg.escapeIdentifier(channel);

  const retry = () => {
    if (stopped || timer || channels.size === 0) return;
    timer = setTimeout(() => {
      timer = null;
      void connect();
    }, delay);
    timer.unref();
    delay = Math.min(delay * 2, 10_000);
  };

  /** The connection `c` failed or ended: once per connection, tell every listener and retry. */
  const lost = (c: pg.Client) => {
    if (client !== c) return;
    client = null;
    c.end().catch(() => {});
    for (const l of everyListener()) l.onLost?.();
    retry();
  };

  const connect = async () => {
    if (stopped || client || connecting || channels.size === 0) return;
    connecting = true;
    const c = new pg.Client({ connectionString: url, keepAlive: true, application_name: LISTENER_NAME });
    c.on('error', () => lost(c));
    c.on('end', () => lost(c));
    c.on('notification', (m) => {
      if (m.payload) for (const l of channels.get(m.channel) ?? []) l.onPayload(m.payload);
    });
    try {
      await c.connect();
      if (stopped || channels.size === 0) return void c.end().catch(() => {});
      client = c;
      for (const [channel, set] of channels) {
        await c.query(`listen ${quoted(channel)}`);
        for (const l of set) l.onResync();
      }
      delay = 500;
    } catch {
      if (client === c) lost(c);
      else {
        c.end().catch(() => {});
        retry();
      }
    } finally {
      connecting = false;
    }
  };

  const close = async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    const c = client;
    client = null;
    await c?.end().catch(() => {});
  };

  return {
    listen: (channel, listener) => {
      let set = channels.get(channel);
      if (!set) channels.set(channel, (set = new Set()));
      set.add(listener);
      const c = client;
      if (c)
        c.query(`listen ${quoted(channel)}`).then(
          () => listener.onResync(),
          () => {}, // the connection's own 'error' handles a broken connection
        );
      else void connect();
      return async () => {
        set.delete(listener);
        if (set.size > 0) return;
        channels.delete(channel);
        if (channels.size === 0) {
          // Nobody listens any more: the connection ends (the next `listen` opens one again).
          const c = client;
          client = null;
          return void (await c?.end().catch(() => {}));
        }
        await client?.query(`unlisten ${quoted(channel)}`).catch(() => {});
      };
    },
    close,
  };
}
