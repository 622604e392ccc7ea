/**
 * Where a password reset by its link leads: /email_login with this search, which says the password
 * changed above the sign-in form (one place for both pages to agree on it).
 */
export const RESET_DONE = 'reset=done';

export const isResetDone = (params: URLSearchParams) => params.get('reset') === 'done';
