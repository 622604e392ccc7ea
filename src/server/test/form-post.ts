/**
 * Native form posts as a browser sends them (decision 052), for the tests that render the built web
 * app: its folder, a page's form token read from its HTML, a URL-encoded post, the errors under the
 * fields, and a sign-in through the e-mail form.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import { CSRF_FIELD } from '#shared/page-render.ts';
import type { Client } from './client.ts';

/** The built web app (`npm run build` first): these tests render its pages as a browser gets them. */
export function builtWebApp(): string {
  const dist = path.resolve('dist');
  if (!fs.existsSync(path.join(dist, 'server', 'entry-server.js')))
    throw new Error('These tests render the built web app: run `npm run build` first.');
  return dist;
}

const TOKEN = new RegExp(`name="${CSRF_FIELD}" value="([^"]+)"`);

/** The page's form token, read from its HTML as a browser would submit it. */
export async function tokenOf(c: Client, url: string): Promise<string> {
  const res = await c.get(url);
  expect(res.statusCode, url).toBe(200);
  const token = TOKEN.exec(res.body)?.[1];
  if (!token) throw new Error(`${url} has no form token`);
  return token;
}

/**
 * A native form post: URL-encoded fields (pairs keep repeated names), the browser's Origin, no CSRF
 * header.
 */
export function postForm(
  c: Client,
  url: string,
  fields: Record<string, string> | [string, string][],
  headers: Record<string, string> = {},
) {
  return c.request('POST', url, new URLSearchParams(fields).toString(), {
    csrf: false,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: 'http://127.0.0.1:3000',
      'sec-fetch-site': 'same-origin',
      ...headers,
    },
  });
}

/** The texts of the errors under the fields, in the page's order. */
export const fieldErrors = (html: string) =>
  // Our fields' error is the element whose id ends in `-error` (components/ui/input.tsx); Mantine's
  // own inputs (the radio groups) still mark theirs with its class.
  [...html.matchAll(/(?:InputWrapper-error|id="[^"]*-error")[^>]*>([^<]+)</g)].map((m) => m[1]);

/** Signs the browser in through the e-mail form, as a person would; answers the post. */
export async function signInByForm(c: Client, user: { email: string; password: string }) {
  const token = await tokenOf(c, '/email_login');
  return postForm(c, '/email_login', { [CSRF_FIELD]: token, email: user.email, password: user.password });
}
