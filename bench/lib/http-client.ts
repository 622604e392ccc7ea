/**
 * A browser-like HTTP client for the drills: keeps cookies, fetches the CSRF cookie before the first
 * unsafe request and echoes it in `X-XSRF-TOKEN` like the web app, and presents its own client
 * address in `X-Forwarded-For` (the server runs with TRUST_PROXY=on) so per-address limits do not
 * throttle a load that comes from one machine.
 */

export type Outcome =
  | { kind: 'answer'; status: number; data: unknown; headers: Headers; ms: number }
  | { kind: 'network'; error: string; ms: number } // refused, reset: the server is not there
  | { kind: 'timeout'; ms: number }; // no answer in time: a hang

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Sees every request any client makes: when it started (performance.now()), what, and how it ended. */
export type Observer = (request: {
  method: string;
  url: string;
  startedAt: number;
  outcome: Outcome;
}) => void;
let observer: Observer | null = null;
export function observeRequests(fn: Observer | null): void {
  observer = fn;
}

export class HttpClient {
  readonly jar = new Map<string, string>();
  readonly baseUrl: string;
  readonly ip: string;
  readonly timeoutMs: number;

  constructor(baseUrl: string, opts: { ip: string; timeoutMs?: number }) {
    this.baseUrl = baseUrl;
    this.ip = opts.ip;
    this.timeoutMs = opts.timeoutMs ?? 15_000;
  }

  /** The same browser talking to another server (a restarted one on another port). */
  moveTo(baseUrl: string): HttpClient {
    const moved = new HttpClient(baseUrl, { ip: this.ip, timeoutMs: this.timeoutMs });
    for (const [k, v] of this.jar) moved.jar.set(k, v);
    return moved;
  }

  private remember(headers: Headers): void {
    for (const line of headers.getSetCookie()) {
      const [pair = '', ...attrs] = line.split(';');
      const eq = pair.indexOf('=');
      if (eq < 0) continue;
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const gone =
        value === '' ||
        attrs.some((a) => {
          const [k = '', v = ''] = a.split('=').map((s) => s.trim());
          if (k.toLowerCase() === 'max-age') return Number(v) <= 0;
          if (k.toLowerCase() === 'expires') return new Date(v).getTime() < Date.now();
          return false;
        });
      if (gone) this.jar.delete(name);
      else this.jar.set(name, value);
    }
  }

  async request(method: string, url: string, body?: unknown): Promise<Outcome> {
    if (UNSAFE.has(method) && !this.jar.has('XSRF-TOKEN')) {
      const csrf = await this.request('GET', '/sanctum/csrf-cookie');
      if (csrf.kind !== 'answer' || csrf.status !== 204) return csrf;
    }
    const headers: Record<string, string> = { 'x-forwarded-for': this.ip, accept: 'application/json' };
    if (UNSAFE.has(method) && this.jar.has('XSRF-TOKEN'))
      headers['x-xsrf-token'] = this.jar.get('XSRF-TOKEN')!;
    if (this.jar.size > 0) headers.cookie = [...this.jar].map(([k, v]) => `${k}=${v}`).join('; ');
    if (body !== undefined) headers['content-type'] = 'application/json';
    const started = performance.now();
    const outcome = await this.send(method, url, headers, body, started);
    observer?.({ method, url, startedAt: started, outcome });
    return outcome;
  }

  private async send(
    method: string,
    url: string,
    headers: Record<string, string>,
    body: unknown,
    started: number,
  ): Promise<Outcome> {
    try {
      const res = await fetch(this.baseUrl + url, {
        method,
        headers,
        ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      const text = await res.text();
      this.remember(res.headers);
      let data: unknown = null;
      try {
        data = text ? JSON.parse(text) : null;
      } catch {
        data = text;
      }
      return {
        kind: 'answer',
        status: res.status,
        data,
        headers: res.headers,
        ms: performance.now() - started,
      };
    } catch (err) {
      const ms = performance.now() - started;
      if (err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError'))
        return { kind: 'timeout', ms };
      const cause = (err as { cause?: { code?: string; message?: string } }).cause;
      return { kind: 'network', error: cause?.code ?? cause?.message ?? String(err), ms };
    }
  }

  get(url: string) {
    return this.request('GET', url);
  }
  post(url: string, body: unknown = {}) {
    return this.request('POST', url, body);
  }
  put(url: string, body: unknown = {}) {
    return this.request('PUT', url, body);
  }
}

/** True for a 2xx answer. */
export const ok = (o: Outcome): o is Extract<Outcome, { kind: 'answer' }> =>
  o.kind === 'answer' && o.status >= 200 && o.status < 300;

/** A short label for tables: `201`, `503`, `network`, `timeout`. */
export const label = (o: Outcome): string => (o.kind === 'answer' ? String(o.status) : o.kind);

let addressSeq = 0;
/** A fresh client address in 10.0.0.0/8 for each simulated browser. */
export function nextAddress(): string {
  const n = ++addressSeq;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}
