import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponseSchema } from '../../../core/schemas/common.schema.ts';
import { HeroUploadResponseSchema, SalonSettingsSchema, SalonSettingsUpdateSchema } from '../../../core/schemas/settings.schema.ts';
import { readImageField } from '../uploads/multipart-image.ts';
import { getSettings, setHeroImage, updateSettings, type SettingsDeps } from './settings.service.ts';

const tags = ['admin settings'];

/** Spec §7's settings calls ('/admin/hours' and '/admin/settings'). Staff-only: none of them is marked public. */
export const settingsRoutes: FastifyPluginAsyncZod<SettingsDeps> = async (app, deps) => {
  app.get(
    '/settings',
    { config: { access: 'settings' }, schema: { tags, response: { 200: SalonSettingsSchema, 503: ErrorResponseSchema } } },
    () => getSettings(deps.db, deps.clock(), deps),
  );

  app.patch(
    '/settings',
    {
      config: { access: 'settings' },
      schema: {
        tags,
        body: SalonSettingsUpdateSchema,
        response: { 200: SalonSettingsSchema, 400: ErrorResponseSchema, 503: ErrorResponseSchema },
      },
    },
    (req) => updateSettings(deps, req.body),
  );

  app.post(
    '/settings/upload-hero',
    {
      config: { access: 'settings' },
      schema: {
        tags,
        description: 'multipart/form-data with one file in the field `image` (at most 5 MB); stored as a 1200×400 WebP',
        consumes: ['multipart/form-data'],
        response: { 200: HeroUploadResponseSchema, 400: ErrorResponseSchema, 413: ErrorResponseSchema, 503: ErrorResponseSchema },
      },
    },
    async (req) => setHeroImage(deps, await readImageField(req)),
  );
};
