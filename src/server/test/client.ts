/** A browser-like client over `app.inject`: keeps cookies and sends the CSRF header like the web app. */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

export type Response = LightMyRequestResponse & { body: string; data: any }; // eslint-disable-line @typescript-eslint/no-explicit-any

type Options = { headers?: Record<string, string>; csrf?: boolean; ip?: string };

export function client(app: FastifyInstance, defaults: { ip?: string } = {}) {
  const jar = new Map<string, string>();

  const remember = (res: LightMyRequestResponse) => {
    for (const c of res.cookies) {
      if (c.maxAge === 0 || (c.expires && new Date(c.expires).getTime() < Date.now()) || c.value === '')
        jar.delete(c.name);
      else jar.set(c.name, c.value);
    }
  };

  async function request(method: string, url: string, body?: unknown, opts: Options = {}): Promise<Response> {
    const unsafe = !['GET', 'HEAD', 'OPTIONS'].includes(method);
    if (unsafe && opts.csrf !== false && !jar.has('XSRF-TOKEN')) await request('GET', '/sanctum/csrf-cookie');
    const headers: Record<string, string> = { ...opts.headers };
    if (unsafe && opts.csrf !== false && jar.has('XSRF-TOKEN'))
      headers['x-xsrf-token'] = jar.get('XSRF-TOKEN')!;
    if (jar.size > 0) headers.cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await app.inject({
      method: method as 'GET',
      url,
      headers,
      remoteAddress: opts.ip ?? defaults.ip ?? '127.0.0.1',
      ...(body === undefined
        ? {}
        : typeof body === 'string'
          ? { payload: body }
          : { payload: body as object }),
    });
    remember(res);
    let data: unknown = null;
    try {
      data = res.body ? JSON.parse(res.body) : null;
    } catch {
      data = null;
    }
    return Object.assign(res, { data });
  }

  return {
    jar,
    request,
    get: (url: string, opts?: Options) => request('GET', url, undefined, opts),
    post: (url: string, body?: unknown, opts?: Options) => request('POST', url, body ?? {}, opts),
    put: (url: string, body?: unknown, opts?: Options) => request('PUT', url, body ?? {}, opts),
    delete: (url: string, opts?: Options) => request('DELETE', url, undefined, opts),
  };
}
export type Client = ReturnType<typeof client>;
