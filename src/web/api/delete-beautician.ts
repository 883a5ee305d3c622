import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateCatalogue } from './admin-services.ts';
import { apiRequest } from './client.ts';

/** DELETE /api/beauticians/{id}; refused (409, naming them) while assigned to services. */
export const deleteBeautician = (id: string) => apiRequest<void>(`/beauticians/${encodeURIComponent(id)}`, { method: 'DELETE' });

export function useDeleteBeautician() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteBeautician, onSuccess: () => invalidateCatalogue(queryClient) });
}
