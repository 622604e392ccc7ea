/** The personal-data consent document (152-FZ). Bump the version when its text changes. */
export const CONSENT_VERSION = '2026-01';
