import { useMediaQuery } from '@mantine/hooks';

/** Spec section 9: mobile mode below 768 px. */
export const MOBILE_QUERY = '(max-width: 767.98px)';

export function isMobileWidth(): boolean {
  return typeof window !== 'undefined' && window.matchMedia(MOBILE_QUERY).matches;
}

/** The mobile flag of spec section 4, read on first render so guards can decide at once. */
export function useIsMobile(): boolean {
  return useMediaQuery(MOBILE_QUERY, isMobileWidth(), { getInitialValueInEffect: false });
}
