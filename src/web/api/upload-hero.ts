import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StoredImage } from '../../core/schemas/common.schema.ts';
import type { SalonSettingsUpdate } from '../../core/schemas/settings.schema.ts';
import { adminSettingsKey } from './admin-settings.ts';
import { salonQuery } from './salon.ts';
import { updateSettings } from './update-settings.ts';
import { uploadImage } from './upload-image.ts';

/** POST /api/settings/upload-hero → { heroImage }. */
export const uploadHero = (file: File) => uploadImage<{ heroImage: StoredImage }>('/settings/upload-hero', file);

/** The About screen's save: PATCH the details, then upload a newly chosen hero image. */
export async function saveSalonDetails({ changes, heroFile }: { changes: SalonSettingsUpdate; heroFile: File | null }) {
  const settings = await updateSettings(changes);
  if (!heroFile) return settings;
  const { heroImage } = await uploadHero(heroFile);
  return { ...settings, heroImage };
}

export function useSaveSalonDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSalonDetails,
    // '/' and '/salon' read GET /api/salon: show the change at once, whether or not the upload went through.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminSettingsKey }),
        queryClient.invalidateQueries({ queryKey: salonQuery().queryKey }),
      ]),
  });
}
