import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { adminQueryKey } from '../../api/admin-query-key.ts';
import { sessionQueryKey } from '../../api/auth-session.ts';
import { ApiError } from '../../api/client.ts';

const isUnauthorized = (error: unknown) => error instanceof ApiError && error.status === 401;

/**
 * A 401 from any admin call means the session has ended (expired, or signed out elsewhere): forget the
 * user and every staff-only answer, and the guard sends the page to sign-in with a way back.
 */
export function useSignOutOnUnauthorized(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const signedOut = () => {
      queryClient.setQueryData(sessionQueryKey, null);
      queryClient.removeQueries({ queryKey: adminQueryKey });
    };
    const stopQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error' && isUnauthorized(event.action.error)) signedOut();
    });
    const stopMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error' && isUnauthorized(event.action.error)) signedOut();
    });
    return () => {
      stopQueries();
      stopMutations();
    };
  }, [queryClient]);
}
