import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sessionQueryKey } from './auth-session.ts';
import { apiRequest } from './client.ts';
import { adminQueryKey } from './admin-query-key.ts';

/** POST /api/auth/logout: ends the session on the server (204). */
export function signOut(): Promise<void> {
  return apiRequest<void>('/auth/logout', { method: 'POST' });
}

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    // Signed out either way: nothing a staff member saw (client names, phones) stays in memory.
    onSettled: () => {
      queryClient.setQueryData(sessionQueryKey, null);
      queryClient.removeQueries({ queryKey: adminQueryKey });
    },
  });
}
