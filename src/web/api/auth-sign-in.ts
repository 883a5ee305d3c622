import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SignIn, StaffUser } from '../../core/schemas/auth.schema.ts';
import { sessionQueryKey } from './auth-session.ts';
import { apiRequest } from './client.ts';

/** POST /api/auth/login: sets the httpOnly session cookie; 401 for a wrong pair, 429 when rate-limited. */
export function signIn(input: SignIn): Promise<StaffUser> {
  return apiRequest<StaffUser>('/auth/login', { method: 'POST', body: input });
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: (user) => queryClient.setQueryData(sessionQueryKey, user),
  });
}
