import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StaffUser } from '../../core/schemas/auth.schema.ts';
import type { SetPassword } from '../../core/schemas/team.schema.ts';
import { sessionQueryKey } from './auth-session.ts';
import { apiRequest } from './client.ts';

/** GET /api/auth/set-password/{token}: whose link this is; 410 when it is spent or expired. */
export const usePasswordLinkOwner = (token: string) =>
  useQuery({
    queryKey: ['set-password', token],
    queryFn: ({ signal }) => apiRequest<{ name: string; email: string }>(`/auth/set-password/${encodeURIComponent(token)}`, { signal }),
    enabled: token !== '',
    retry: false,
  });

/** POST /api/auth/set-password: the person's password, set with their link; they are signed in. */
export function useSetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SetPassword) => apiRequest<StaffUser>('/auth/set-password', { method: 'POST', body: input }),
    onSuccess: (user) => queryClient.setQueryData(sessionQueryKey, user),
  });
}
