/** Settings the server writes into index.html as `<meta name="jti-config" content="{json}">`. */
function serverConfig(): { supportUrl?: string; supportEmail?: string } {
  if (typeof document === 'undefined') return {};
  const content = document.querySelector('meta[name="jti-config"]')?.getAttribute('content');
  if (!content) return {};
  try {
    const parsed: unknown = JSON.parse(content);
    return typeof parsed === 'object' && parsed !== null
      ? (parsed as { supportUrl?: string; supportEmail?: string })
      : {};
  } catch {
    return {};
  }
}

const config = serverConfig();

/** The programme's contacts, shown in the «Связаться» modal (demo defaults when the server sets none). */
export const SUPPORT_URL = config.supportUrl || 'https://vk.com/jti_careers';
export const SUPPORT_EMAIL = config.supportEmail || 'internship@example.com';

/** Spec section 2: the only modal widths the product uses. */
export const MODAL_WIDTH = { xs: 300, sm: 400, md: 440, lg: 616, xl: 770, xxl: 800, max: 840 } as const;

/** How often an open page asks for unread messages while the live stream (lib/live.ts) cannot open. */
export const UNREAD_POLL_MS = 60_000;
