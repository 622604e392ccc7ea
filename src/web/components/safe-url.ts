/** Addresses staff may link to: http(s), mailto, tel, and local paths or anchors. */
const SAFE_ADDRESS = /^(https?:|mailto:|tel:|\/|#)/i;

/**
 * An address from staff-written text, kept only when it starts with a safe scheme or is local; anything
 * else (`javascript:`, `data:`, an unknown scheme, a leading control character) becomes empty. Its own
 * module, without react-markdown, so a page that checks a link does not load the Markdown parser.
 */
export function safeUrl(url: string): string {
  const trimmed = url.trim();
  return SAFE_ADDRESS.test(trimmed) ? trimmed : '';
}
