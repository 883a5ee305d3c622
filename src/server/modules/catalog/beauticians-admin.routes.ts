import { BeauticianInputSchema, BeauticianUpdateSchema } from '../../../core/schemas/beautician-input.schema.ts';
import { BeauticianStaffSchema } from '../../../core/schemas/catalog.schema.ts';
import { catalogAdminRoutes } from './catalog-admin.routes.ts';
import { createBeautician, deleteBeautician, setBeauticianImage, updateBeautician } from './beauticians-admin.service.ts';

/** Spec §7's staff-member calls of the back office. */
export const beauticiansAdminRoutes = catalogAdminRoutes({
  path: '/beauticians',
  schemas: { input: BeauticianInputSchema, update: BeauticianUpdateSchema, answer: BeauticianStaffSchema },
  storedAs: 'a 400×400 WebP',
  writes: { create: createBeautician, update: updateBeautician, remove: deleteBeautician, setImage: setBeauticianImage },
});
