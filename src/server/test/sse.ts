/** A Server-Sent Events reader for the tests and the benchmarks: one stream over real HTTP. */
import http from 'node:http';

export type SseEvent = { id: string; event: string; data: unknown };

export type SseStream = {
  status: number;
  headers: http.IncomingHttpHeaders;
  events: SseEvent[];
  /** The next event (of `kind`, skipping others) not yet taken, waiting up to `timeoutMs`. */
  next: (kind?: string, timeoutMs?: number) => Promise<SseEvent>;
  /** Every event received so far of `kind`. */
  all: (kind: string) => SseEvent[];
  close: () => void;
  closed: Promise<void>;
};

export function openSse(
  baseUrl: string,
  cookie: string,
  opts: { lastEventId?: string; query?: string; headers?: Record<string, string> } = {},
): Promise<SseStream> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { accept: 'text/event-stream', cookie, ...opts.headers };
    if (opts.lastEventId !== undefined) headers['last-event-id'] = opts.lastEventId;
    const req = http.get(`${baseUrl}/api/events${opts.query ?? ''}`, { headers }, (res) => {
      const events: SseEvent[] = [];
      let taken = 0;
      let waiters: (() => void)[] = [];
      let buffer = '';
      let ended!: () => void;
      const closed = new Promise<void>((r) => (ended = r));
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const e: SseEvent = { id: '', event: 'message', data: null };
          let data = '';
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) continue;
            const [field, ...rest] = line.split(': ');
            const value = rest.join(': ');
            if (field === 'id') e.id = value;
            else if (field === 'event') e.event = value;
            else if (field === 'data') data += value;
          }
          if (!data) continue;
          e.data = JSON.parse(data);
          events.push(e);
        }
        const waiting = waiters;
        waiters = [];
        for (const w of waiting) w();
      });
      res.on('end', ended);
      res.on('close', ended);
      const next = (kind?: string, timeoutMs = 5000) =>
        new Promise<SseEvent>((ok, fail) => {
          let done = false;
          const timer = setTimeout(() => {
            done = true;
            fail(
              new Error(`no «${kind ?? 'any'}» event within ${timeoutMs} ms; got ${JSON.stringify(events)}`),
            );
          }, timeoutMs);
          const look = () => {
            if (done) return;
            while (taken < events.length) {
              const e = events[taken++]!;
              if (!kind || e.event === kind) {
                clearTimeout(timer);
                done = true;
                return ok(e);
              }
            }
            waiters.push(look);
          };
          look();
        });
      resolve({
        status: res.statusCode ?? 0,
        headers: res.headers,
        events,
        next,
        all: (kind) => events.filter((e) => e.event === kind),
        close: () => req.destroy(),
        closed,
      });
    });
    req.on('error', reject);
  });
}
