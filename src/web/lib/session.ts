import { useEffect } from 'react';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { UserInfo } from '#shared/contracts/auth.ts';
import { apiRequest } from './api-client.ts';
import { clearScreeningState, getClientState, setAuthenticated, useClientState } from './client-state.ts';

export const userInfoKey = ['users', 'info'] as const;

/**
 * `GET /api/users/info`: the session check. The contract (and with it zod) is imported here, on the
 * first check, not with the entry chunk every page loads (docs/decisions/015-code-splitting.md).
 */
export async function fetchUserInfo(signal?: AbortSignal): Promise<UserInfo> {
  const { UserInfoResponseSchema } = await import('#shared/contracts/auth.ts');
  const res = await apiRequest('/api/users/info', { schema: UserInfoResponseSchema, signal });
  return res.data;
}

export const userInfoQuery = queryOptions({
  queryKey: userInfoKey,
  queryFn: ({ signal }) => fetchUserInfo(signal),
  staleTime: 5 * 60_000,
  retry: false,
});

/**
 * Starts the session check as the entry runs (the router's preload, app/preload-route.ts) when
 * `useSession` will make it: only with the stored auth flag; `useSession` then finds it in flight.
 */
export function prefetchSession(queryClient: QueryClient): void {
  if (getClientState().authenticated) void queryClient.prefetchQuery(userInfoQuery);
}

export type Session =
  | { status: 'anonymous'; user: null }
  | { status: 'loading'; user: null }
  | { status: 'authenticated'; user: UserInfo };

/**
 * The signed-in user. Restored from the stored auth flag (spec section 4): with the flag set the
 * session is checked once; when the check fails the user is signed out locally and pages proceed.
 */
export function useSession(): Session {
  const authenticated = useClientState((s) => s.authenticated);
  const query = useQuery({ ...userInfoQuery, enabled: authenticated });
  const failed = authenticated && query.isError;

  useEffect(() => {
    if (failed) setAuthenticated(false);
  }, [failed]);

  if (!authenticated || failed) return { status: 'anonymous', user: null };
  if (query.data) return { status: 'authenticated', user: query.data };
  return { status: 'loading', user: null };
}

/** After a successful sign-in: remember the user and raise the auth flag. */
export function signedIn(queryClient: QueryClient, user: UserInfo): void {
  queryClient.setQueryData(userInfoKey, user);
  setAuthenticated(true);
}

/** Forget everything about the session on this device. */
export function signedOut(queryClient: QueryClient): void {
  setAuthenticated(false);
  clearScreeningState();
  queryClient.removeQueries();
}
