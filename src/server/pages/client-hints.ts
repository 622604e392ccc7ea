import type { IncomingHttpHeaders } from 'node:http';

/**
 * Whether the visitor's screen is under 768 px (spec section 9), guessed from the request: Chromium
 * browsers say so in `Sec-CH-UA-Mobile` on every request; others by a phone's user agent. Tablets
 * count as wide. The browser corrects a wrong guess after its first render (src/web/lib/media.ts).
 */
export function guessMobile(headers: IncomingHttpHeaders): boolean {
  const hint = headers['sec-ch-ua-mobile'];
  if (hint === '?1') return true;
  if (hint === '?0') return false;
  const agent = headers['user-agent'] ?? '';
  return !/\biPad\b/.test(agent) && /\b(iPhone|iPod|Mobile|Opera Mini|IEMobile)\b/.test(agent);
}
