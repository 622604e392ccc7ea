/** Signing a seeded account in over HTTP, as the browser does, for the load benchmarks. */
import { HttpClient, label, nextAddress, ok } from './http-client.ts';
import { BENCH_PASSWORD } from './journey-seed.ts';

/**
 * Signs `email` in with the bench password from `ip` (a fresh address unless given: the sign-in limit
 * is per address); answers the session's `cookie` header.
 */
export async function signIn(
  url: string,
  email: string,
  { ip = nextAddress(), timeoutMs = 60_000 }: { ip?: string; timeoutMs?: number } = {},
): Promise<string> {
  const c = new HttpClient(url, { ip, timeoutMs });
  const res = await c.post('/login', { email, password: BENCH_PASSWORD });
  if (!ok(res)) throw new Error(`sign-in of ${email} failed: ${label(res)}`);
  return [...c.jar].map(([k, v]) => `${k}=${v}`).join('; ');
}
