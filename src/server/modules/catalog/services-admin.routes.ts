import { StaffServiceSchema } from '../../../core/schemas/catalog.schema.ts';
import { ServiceInputSchema, ServiceUpdateSchema } from '../../../core/schemas/service-input.schema.ts';
import { catalogAdminRoutes } from './catalog-admin.routes.ts';
import { createService, deleteService, setServiceImage, updateService } from './services-admin.service.ts';

/** Spec §7's service calls of the back office. */
export const servicesAdminRoutes = catalogAdminRoutes({
  path: '/services',
  schemas: { input: ServiceInputSchema, update: ServiceUpdateSchema, answer: StaffServiceSchema },
  storedAs: 'an 800×600 WebP',
  writes: { create: createService, update: updateService, remove: deleteService, setImage: setServiceImage },
});
