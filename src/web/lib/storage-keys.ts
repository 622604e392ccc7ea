/** Every key the web app keeps in the browser's storage, in one place. */
export const STORAGE_KEYS = {
  /** localStorage: '1' while the user is signed in (spec section 4: restored on load). */
  auth: 'jti.auth',
  /** localStorage: a vacancy id a signed-out visitor was denied, opened after sign-in. */
  returnVacancyId: 'jti.returnVacancyId',
  /** sessionStorage: the phone being confirmed on /activation. */
  currentPhone: 'jti.currentPhone',
} as const;
