/**
 * The API as a test answers it: `fetch` replaced by answers by path, each held to the call's contract
 * (fixture.ts). A module of its own, so a component's test need not load the whole router.
 */
import { vi } from 'vitest';
import { checkAnswer } from './fixture.ts';

export type Handler = (
  url: URL,
  init: RequestInit,
) => { status?: number; body?: unknown; headers?: Record<string, string> } | undefined;

/**
 * Replaces `fetch` with answers by path; unknown paths answer 404. Every answer given is held to the
 * call's contract (fixture.ts). Returns the calls made.
 */
export function mockApi(handler: Handler) {
  const calls: { url: URL; init: RequestInit }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    calls.push({ url, init });
    const given = handler(url, init);
    const r = given ?? { status: 404, body: { message: 'Не найдено' } };
    const status = r.status ?? 200;
    if (given) checkAnswer(init.method ?? 'GET', url, status, r.body);
    return new Response(status === 204 || r.body === undefined ? null : JSON.stringify(r.body), {
      status,
      headers: { 'Content-Type': 'application/json', ...r.headers },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

/**
 * Uploads (uploadForm sends by XMLHttpRequest, for its progress): a stand-in that answers the way
 * `answer` says, held to the call's contract as `mockApi`'s answers are. Returns what was sent.
 */
export function mockUpload(answer: (url: string, body: FormData) => { status: number; body: unknown }) {
  const sent: { url: string; body: FormData }[] = [];
  class FakeXhr {
    status = 0;
    responseText = '';
    upload = { onprogress: null };
    withCredentials = false;
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    private method = '';
    private url = '';
    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader() {}
    send(body: FormData) {
      sent.push({ url: this.url, body });
      const a = answer(this.url, body);
      checkAnswer(this.method, this.url, a.status, a.body);
      this.status = a.status;
      this.responseText = JSON.stringify(a.body);
      setTimeout(() => this.onload?.(), 0);
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}
