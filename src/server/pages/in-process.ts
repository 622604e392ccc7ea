/**
 * The API calls a page makes while it renders on the server (src/web/render/entry-server.tsx), answered by
 * this server in-process through `app.inject`: the same routes, access checks and contracts as a
 * browser's call, with the visitor's own cookies, address and request id. An unsafe call (the
 * vacancy filter is a POST) carries a CSRF token minted here for the visitor's session, as their browser
 * would carry its own (decision 020). The cookies an answer sets go out with the page's answer: a
 * form's action signs in through the API's own call (decision 052).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, LightMyRequestResponse } from 'fastify';
import type { InProcessCall } from '#shared/page-render.ts';
import { CSRF_COOKIE } from '../lib/cookies.ts';
import { CSRF_HEADER, csrfTokenFor } from '../plugins/csrf.ts';

export function inProcessCall(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
): InProcessCall {
  const cookie = request.headers.cookie;
  return async (url, method, body) => {
    const headers: Record<string, string> = {
      accept: 'application/json',
      'x-request-id': request.id,
      'x-forwarded-for': request.ip,
    };
    let cookies = cookie ?? '';
    const token = method === 'GET' ? null : csrfTokenFor(request.cookies, app.deps.secret);
    if (token) {
      // In place of the browser's own token, if it sent one: a cookie named twice is read once.
      const others = cookies.split(';').filter((c) => c.trim() && !c.trim().startsWith(`${CSRF_COOKIE}=`));
      cookies = [...others, ` ${CSRF_COOKIE}=${token}`].join(';').trim();
      headers[CSRF_HEADER] = token;
    }
    if (cookies) headers.cookie = cookies;
    let payload: string | Buffer | undefined;
    if (body instanceof FormData) {
      // A form with its file, as a browser would send it: the multipart bytes and their boundary.
      const encoded = new Response(body);
      headers['content-type'] = encoded.headers.get('content-type') ?? 'multipart/form-data';
      payload = Buffer.from(await encoded.arrayBuffer());
    } else if (body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = body;
    }
    const res = await app.inject({
      method: method as 'GET',
      url,
      headers,
      payload,
      remoteAddress: request.ip,
    });
    // What the call sets (a sign-in's session, its next CSRF token) reaches the browser with the page.
    const set = res.headers['set-cookie'];
    for (const cookie of set === undefined ? [] : ([] as string[]).concat(set))
      reply.header('set-cookie', cookie);
    return responseOf(res);
  };
}

/** The API's answer as the page's api client reads it: status, body and `Retry-After` (a limit's wait). */
function responseOf(res: LightMyRequestResponse): Response {
  const retryAfter = res.headers['retry-after'];
  return new Response(res.statusCode === 204 || res.statusCode === 304 ? null : res.body, {
    status: res.statusCode,
    headers: retryAfter === undefined ? {} : { 'retry-after': String(retryAfter) },
  });
}

/**
 * The calls of a page rendered once for every signed-out visitor (pages/shared-pages.ts): reads
 * only, without anyone's cookies or address, and nothing they set goes to anyone.
 */
export function sharedPageCall(app: FastifyInstance): InProcessCall {
  return async (url, method) => {
    if (method !== 'GET') throw new Error(`a shared page made a ${method} call to ${url}`);
    return responseOf(await app.inject({ method: 'GET', url, headers: { accept: 'application/json' } }));
  };
}
