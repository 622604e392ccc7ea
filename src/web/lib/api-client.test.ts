import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, apiRequest } from './api-client.ts';
import { setNavigator } from './navigation.ts';

function clearCookies() {
  for (const c of document.cookie.split(';')) {
    const name = c.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

const _message = z.object({ message: z.string() });
type Message = typeof _message;

const json = (status: number, body?: unknown, headers: Record<string, string> = {}) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });

describe('apiRequest', () => {
  beforeEach(() => clearCookies());
  afterEach(() => vi.unstubAllGlobals());

  it('fetches the CSRF cookie when missing and sends it as X-XSRF-TOKEN on unsafe calls', async () => {
    const fetchMock = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
      if (String(input) === '/sanctum/csrf-cookie') {
        document.cookie = 'XSRF-TOKEN=abc%3D%3D; path=/';
        return json(204);
      }
      return json(200, { message: 'ok' });
    });
    vi.stubGlobal('fetch', fetchMock);
    const res = await apiRequest<Message>('/logout', { method: 'POST', body: { a: 1 } });
    expect(res.message).toBe('ok');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/sanctum/csrf-cookie');
    const init = fetchMock.mock.calls[1]?.[1] as RequestInit;
    expect((init.headers as Record<string, string>)['X-XSRF-TOKEN']).toBe('abc==');
    expect(init.credentials).toBe('include');
    expect(init.body).toBe('{"a":1}');
  });

  it('refreshes the cookie on 419 and retries once', async () => {
    document.cookie = 'XSRF-TOKEN=old; path=/';
    let posts = 0;
    const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input) === '/sanctum/csrf-cookie') {
        document.cookie = 'XSRF-TOKEN=new; path=/';
        return json(204);
      }
      posts += 1;
      const token = (init?.headers as Record<string, string>)['X-XSRF-TOKEN'];
      return token === 'new' ? json(200, { message: 'ok' }) : json(419, { message: 'Страница устарела' });
    });
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiRequest<Message>('/x', { method: 'PUT' })).resolves.toEqual({ message: 'ok' });
    expect(posts).toBe(2);
  });

  it('after a sign-in or sign-out answer sets the next token, the next call sends it (read per request, no extra fetch)', async () => {
    document.cookie = 'XSRF-TOKEN=before-sign-in; path=/';
    const sent: string[] = [];
    const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      sent.push(`${String(input)} ${(init?.headers as Record<string, string>)['X-XSRF-TOKEN']}`);
      // The server rotates the token at sign-in (decision 020) and sets the new cookie on its answer.
      if (String(input) === '/login') document.cookie = 'XSRF-TOKEN=signed-in; path=/';
      return json(200, { message: 'ok' });
    });
    vi.stubGlobal('fetch', fetchMock);
    await apiRequest('/login', { method: 'POST', body: {} });
    await apiRequest('/api/messages/all/read', { method: 'PUT' });
    expect(sent).toEqual(['/login before-sign-in', '/api/messages/all/read signed-in']);
  });

  it('sends the user to /500 on a server error', async () => {
    const go = vi.fn();
    setNavigator(go);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(500, { message: 'boom' })),
    );
    await expect(apiRequest('/api/users/info')).rejects.toBeInstanceOf(ApiError);
    expect(go).toHaveBeenCalledWith('/500');
  });

  it('throws ApiError with the field errors of a 422 and does not navigate', async () => {
    const go = vi.fn();
    setNavigator(go);
    document.cookie = 'XSRF-TOKEN=t; path=/';
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json(422, { message: 'Проверьте введённые данные', errors: { email: ['Занят', 'Ещё'] } }),
      ),
    );
    const err = await apiRequest('/register', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    const e = err as ApiError;
    expect(e.status).toBe(422);
    expect(e.message).toBe('Проверьте введённые данные');
    expect(e.errors.email).toEqual(['Занят', 'Ещё']);
    expect(e.fieldErrors()).toEqual({ email: 'Занят' });
    expect(go).not.toHaveBeenCalled();
  });

  it('reads Retry-After on 429', async () => {
    document.cookie = 'XSRF-TOKEN=t; path=/';
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(429, { message: 'Слишком много попыток' }, { 'Retry-After': '42' })),
    );
    const e = (await apiRequest('/sms/send-code', { method: 'POST', body: {} }).catch(
      (x: unknown) => x,
    )) as ApiError;
    expect(e.retryAfter).toBe(42);
    expect(e.message).toBe('Слишком много попыток');
  });

  it('says a lost connection in Russian', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const e = (await apiRequest('/api/cities').catch((x: unknown) => x)) as ApiError;
    expect(e.status).toBe(0);
    expect(e.message).toMatch(/[а-я]/);
  });
});
