/** The programme's contacts, shown in the «Связаться» modal. */
export const SUPPORT_URL = import.meta.env.VITE_SUPPORT_URL ?? 'https://vk.com/jti_careers';
export const SUPPORT_EMAIL = import.meta.env.VITE_SUPPORT_EMAIL ?? 'internship@example.com';

/** Spec section 2: the only modal widths the product uses. */
export const MODAL_WIDTH = { xs: 300, sm: 400, md: 440, lg: 616, xl: 770, xxl: 800, max: 840 } as const;

/** How often an open page asks for unread messages. */
export const UNREAD_POLL_MS = 60_000;
