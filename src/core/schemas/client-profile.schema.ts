import { z } from 'zod';
import { AppointmentStatusSchema } from './appointment.schema.ts';
import { ClientDetailsSchema, ClientNotesSchema } from './client.schema.ts';
import { IdSchema } from './common.schema.ts';
import { OptionalEmailSchema } from './staff-booking.schema.ts';

/** One appointment of a client, as their profile lists it. */
export const ClientVisitSchema = z.object({
  _id: IdSchema,
  start: z.string(),
  end: z.string(),
  service: z.string(),
  variantName: z.string(),
  beautician: z.string(),
  status: AppointmentStatusSchema,
  /** pounds */
  price: z.number(),
  /** what was actually taken for it, in pounds (core/revenue.ts takenPence) */
  paid: z.number(),
  /** what it still owes, checked out and not paid in full, in pounds (core/revenue.ts owedPence; issue 23) */
  owed: z.number(),
});
export type ClientVisit = z.infer<typeof ClientVisitSchema>;

/** A client's record as staff read it (the profile) and as the client gets it (their data's export). */
export const ClientRecordSchema = z.object({
  _id: IdSchema,
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  /** private staff notes (allergies, patch test date): shown with every appointment of this client */
  notes: z.string(),
  /** ISO instant the client agreed to marketing e-mails (PECR); null: no consent */
  marketingConsentAt: z.string().nullable(),
  /** ISO instant their personal details were erased; null while they are kept */
  erasedAt: z.string().nullable(),
  createdAt: z.string(),
});

/** `GET /api/clients/{id}`: a client's record, their visits and what they add up to (issue 18). */
export const ClientProfileSchema = ClientRecordSchema.extend({
  /** live appointments still to come, soonest first */
  upcoming: z.array(ClientVisitSchema),
  /** the rest (started, or cancelled), latest first */
  past: z.array(ClientVisitSchema),
  /** pounds actually taken over all their visits: online and at the salon, less refunds, without tips */
  totalSpent: z.number(),
  /** pounds their checked-out visits still owe: 'Owes £5.00' on the profile until paid (issue 23) */
  owes: z.number(),
  noShows: z.number().int(),
  cancellations: z.number().int(),
});
export type ClientProfile = z.infer<typeof ClientProfileSchema>;

/**
 * `PATCH /api/clients/{id}`: staff correct the details, keep private notes and record marketing consent
 * (ticked: consent given now, unless it was already; unticked: withdrawn).
 */
export const UpdateClientSchema = z
  .object({
    name: ClientDetailsSchema.shape.name,
    email: OptionalEmailSchema,
    phone: ClientDetailsSchema.shape.phone,
    notes: ClientNotesSchema,
    marketingConsent: z.boolean({ error: 'marketingConsent must be true or false' }),
  })
  .partial()
  .refine((body) => Object.values(body).some((value) => value !== undefined), { error: 'Nothing to change' });
export type UpdateClient = z.infer<typeof UpdateClientSchema>;
export type UpdateClientInput = z.input<typeof UpdateClientSchema>;
