import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SalonSettings, SalonSettingsUpdate } from '../../core/schemas/settings.schema.ts';
import { adminSettingsKey } from './admin-settings.ts';
import { apiRequest } from './client.ts';
import { salonQuery } from './salon.ts';

/** PATCH /api/settings: any subset; the answer lists future appointments now outside the hours. */
export const updateSettings = (changes: SalonSettingsUpdate) => apiRequest<SalonSettings>('/settings', { method: 'PATCH', body: changes });

export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSettings,
    onSuccess: (settings) => {
      queryClient.setQueryData(adminSettingsKey, settings);
      // '/' and '/salon' read GET /api/salon: show the change at once.
      return queryClient.invalidateQueries({ queryKey: salonQuery().queryKey });
    },
  });
}
