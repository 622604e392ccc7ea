import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiRequest } from './api-client.ts';
import { signedOut } from './session.ts';

/** `POST /logout`. */
export function postLogout(): Promise<undefined> {
  return apiRequest('/logout', { method: 'POST' });
}

/** Logout: the server call, then the auth flag and screening state are cleared and /login opens. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: postLogout,
    // Signed out locally even when the server call fails (for example, the session already ended).
    onSettled: () => {
      signedOut(queryClient);
      void navigate('/login', { replace: true });
    },
  });
}
