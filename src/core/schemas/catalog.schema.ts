import { z } from 'zod';
import { IdSchema, TimeOfDaySchema } from './common.schema.ts';

/** Spec §3 'Service variant'. Price is in pounds; durations and buffers in minutes. */
export const ServiceVariantSchema = z.object({
  name: z.string(),
  durationMin: z.number().int(),
  price: z.number(),
  bufferBeforeMin: z.number().int(),
  bufferAfterMin: z.number().int(),
});
export type ServiceVariant = z.infer<typeof ServiceVariantSchema>;

export const NamedRefSchema = z.object({ _id: IdSchema, name: z.string() });
export type NamedRef = z.infer<typeof NamedRefSchema>;

export const ImageSchema = z.object({ url: z.string(), alt: z.string() });

/** Spec §3 'Service', as the public catalogue shows it. */
export const ServiceSchema = z.object({
  _id: IdSchema,
  name: z.string(),
  category: z.string(),
  description: z.string(),
  imageUrl: z.string().nullable(),
  image: ImageSchema.nullable(),
  variants: z.array(ServiceVariantSchema),
  primaryBeauticianId: IdSchema.nullable(),
  additionalBeauticianIds: z.array(IdSchema),
  /** primary first, then the additional beauticians */
  beauticianIds: z.array(IdSchema),
  beautician: NamedRefSchema.nullable(),
  beauticianId: IdSchema.nullable(),
  active: z.boolean(),
});
export type Service = z.infer<typeof ServiceSchema>;

/**
 * A variant as staff see it (issue 25, docs/decisions/0032): the public fields and its processing part, which customers
 * never see (their answers keep the spec's shape). 0 and 0: no processing.
 */
export const StaffServiceVariantSchema = ServiceVariantSchema.extend({
  processingStartMin: z.number().int(),
  processingMin: z.number().int(),
});
export type StaffServiceVariant = z.infer<typeof StaffServiceVariantSchema>;

/** A service as the back office reads and writes it (`include=inactive`, `POST`/`PATCH /api/services`): its variants in full. */
export const StaffServiceSchema = ServiceSchema.extend({ variants: z.array(StaffServiceVariantSchema) });
export type StaffService = z.infer<typeof StaffServiceSchema>;

/** What `GET /api/services/{id}` answers: the staff view when staff asked for it, else the public one (tried second). */
export const ServiceViewSchema = z.union([StaffServiceSchema, ServiceSchema]);

/**
 * `GET /api/services` and `/api/services/:id` answer what customers see, whoever asks: a staff session on '/'
 * must not list inactive services (issue 16). The back office asks for them too with `include=inactive`.
 */
export const ServicesQuerySchema = z.object({
  include: z.enum(['inactive'], { error: "include must be 'inactive'" }).optional(),
});
export type ServicesQuery = z.infer<typeof ServicesQuerySchema>;

/** Spec §3 'Beautician': one weekly working-hours entry, dayOfWeek 0 = Sunday. */
export const WorkingHoursEntrySchema = z.object({
  dayOfWeek: z.number().int().min(0).max(6),
  start: TimeOfDaySchema,
  end: TimeOfDaySchema,
});
export type WorkingHoursEntry = z.infer<typeof WorkingHoursEntrySchema>;

/** What anyone may see of a beautician: no e-mail or phone (those are staff-only). */
export const BeauticianPublicSchema = z.object({
  _id: IdSchema,
  name: z.string(),
  bio: z.string(),
  specialties: z.array(z.string()),
  color: z.string(),
  imageUrl: z.string().nullable(),
  image: ImageSchema.nullable(),
  active: z.boolean(),
  workingHours: z.array(WorkingHoursEntrySchema),
  serviceIds: z.array(IdSchema),
});
export type BeauticianPublic = z.infer<typeof BeauticianPublicSchema>;

/** What signed-in staff see of a beautician: the public fields plus contact details ('' when none). */
export const BeauticianStaffSchema = BeauticianPublicSchema.extend({
  email: z.string(),
  phone: z.string(),
});
export type BeauticianStaff = z.infer<typeof BeauticianStaffSchema>;

/**
 * `GET /api/beauticians(/{id})`: the staff view with a staff session, else the public one. The staff
 * view is tried first, so the serializer keeps e-mail and phone only where they were put.
 */
export const BeauticianViewSchema = z.union([BeauticianStaffSchema, BeauticianPublicSchema]);
export type BeauticianView = z.infer<typeof BeauticianViewSchema>;
