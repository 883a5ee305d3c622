import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { clientDataExport } from '../../core/admin-requests.ts';
import type { ClientDataExport, ClientErasure } from '../../core/schemas/client-data.schema.ts';
import { adminQueryKey } from './admin-query-key.ts';
import { apiGet, apiRequest, apiUrl } from './client.ts';

/** Everything about clients (their list, profiles and exports) lives under this key: an erasure refreshes it all. */
export const clientsKey = [...adminQueryKey, 'clients'] as const;

const exportPath = (clientId: string) => clientDataExport(clientId).path;

/** GET /api/clients/{id}/export (staff only): everything held about one client (UK GDPR, docs/decisions/0028). */
export const clientExportQuery = (clientId: string) =>
  queryOptions({
    queryKey: [...clientsKey, clientId, 'export'],
    queryFn: ({ signal }) => apiGet<ClientDataExport>(clientDataExport(clientId), signal),
  });

export const useClientExport = (clientId: string) => useQuery(clientExportQuery(clientId));

/** The same answer as a file: the server names it and says 'attachment', so a plain link downloads it. */
export const clientExportFileUrl = (clientId: string): string => apiUrl(exportPath(clientId));

/** POST /api/clients/{id}/erase: asked twice, answers the first erasure. */
export const eraseClient = (clientId: string) =>
  apiRequest<ClientErasure>(`/clients/${encodeURIComponent(clientId)}/erase`, { method: 'POST' });

export function useEraseClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: eraseClient,
    // Every list and profile that showed them now shows the anonymous record; so do the diary's appointments.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminQueryKey }),
  });
}
