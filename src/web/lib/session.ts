import { useEffect } from 'react';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { UserInfo, UserInfoResponseSchema } from '#shared/contracts/auth.ts';
import { apiRequest } from './api-client.ts';
import { clearScreeningState, setAuthenticated, setReturnVacancyId, useClientState } from './client-state.ts';

export const userInfoKey = ['users', 'info'] as const;

/** `GET /api/users/info`: the session check. */
export async function fetchUserInfo(signal?: AbortSignal): Promise<UserInfo> {
  return (await apiRequest<typeof UserInfoResponseSchema>('/api/users/info', { signal })).data;
}

export const userInfoQuery = queryOptions({
  queryKey: userInfoKey,
  queryFn: ({ signal }) => fetchUserInfo(signal),
  staleTime: 5 * 60_000,
  retry: false,
});

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
  // A vacancy remembered for after sign-in was this user's: the next one to sign in starts afresh.
  setReturnVacancyId(null);
  clearScreeningState();
  queryClient.removeQueries();
}
