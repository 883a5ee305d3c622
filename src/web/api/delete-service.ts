import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateCatalogue } from './admin-services.ts';
import { apiRequest } from './client.ts';

/** DELETE /api/services/{id}; refused (409) while it has future appointments. */
export const deleteService = (id: string) => apiRequest<void>(`/services/${encodeURIComponent(id)}`, { method: 'DELETE' });

export function useDeleteService() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteService, onSuccess: () => invalidateCatalogue(queryClient) });
}
