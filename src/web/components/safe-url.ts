/**
 * Addresses staff may link to: http(s), mailto, tel, and local paths or anchors. A path that starts
 * with two slashes (or a slash and a backslash, which browsers read alike) is another site's address.
 */
const SAFE_ADDRESS = /^(https?:|mailto:|tel:|\/(?![/\\])|#)/i;

/**
 * An address from staff-written text, kept only when it starts with a safe scheme or is local; anything
 * else (`javascript:`, `data:`, an unknown scheme, a leading control character) becomes empty.
 */
export function safeUrl(url: string): string {
  const trimmed = url.trim();
  return SAFE_ADDRESS.test(trimmed) ? trimmed : '';
}
