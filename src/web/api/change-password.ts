import { useMutation } from '@tanstack/react-query';
import type { ChangePassword } from '../../core/schemas/auth.schema.ts';
import { apiRequest } from './client.ts';

/** POST /api/auth/password: the signed-in member of staff's own password; their other sessions end. */
export const useChangePassword = () =>
  useMutation({ mutationFn: (input: ChangePassword) => apiRequest<null>('/auth/password', { method: 'POST', body: input }) });
