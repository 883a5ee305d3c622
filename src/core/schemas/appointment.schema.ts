import { z } from 'zod';
import { IdSchema, instantSchema } from './common.schema.ts';
import { ClientDetailsSchema } from './client.schema.ts';
import { MAX_VISIT_SERVICES_CEILING, SERVICE_ONCE_MESSAGE } from './visit-availability.schema.ts';

export const PAYMENT_MODES = ['pay_now', 'deposit', 'pay_in_salon'] as const;
export const PaymentModeSchema = z.enum(PAYMENT_MODES, { error: 'mode must be pay_now, deposit or pay_in_salon' });
export type PaymentMode = z.infer<typeof PaymentModeSchema>;

export const APPOINTMENT_STATUSES = [
  'reserved_unpaid',
  'confirmed',
  'completed',
  'no_show',
  'cancelled_full_refund',
  'cancelled_partial_refund',
  'cancelled_no_refund',
  'cancelled_expired',
] as const;
export const AppointmentStatusSchema = z.enum(APPOINTMENT_STATUSES);
export type AppointmentStatus = z.infer<typeof AppointmentStatusSchema>;

/** A service as a booking names it: its variant, and a beautician or any (spec §7). */
const serviceChoice = {
  serviceId: IdSchema,
  variantName: z.string().min(1, { error: 'variantName is required' }).max(100),
  beauticianId: IdSchema.optional(),
  any: z.boolean().optional().default(false),
};
const beauticianChosen = [
  (b: { any: boolean; beauticianId?: string | undefined }) => b.any || Boolean(b.beauticianId),
  { error: 'Choose a beautician, or any beautician', path: ['beauticianId'] },
] as [(b: { any: boolean; beauticianId?: string | undefined }) => boolean, { error: string; path: string[] }];

/** A further service of a visit (issue 25, docs/decisions/0032), named as the first service is. */
export const VisitItemSchema = z.object(serviceChoice).refine(...beauticianChosen);
export type VisitItemInput = z.input<typeof VisitItemSchema>;

/** Body of `POST /api/appointments` and `POST /api/checkout/create-session` (spec §7). */
export const CreateBookingSchema = z
  .object({
    ...serviceChoice,
    startISO: instantSchema('startISO must be an ISO date-time'),
    client: ClientDetailsSchema,
    mode: PaymentModeSchema,
    /**
     * The browser's id for this checkout (a UUID it makes when the time is chosen): sent again, the same booking
     * is answered rather than a second one, and a live unpaid hold made with it is resumed (docs/decisions/0023).
     */
    requestId: z.uuid({ error: 'requestId must be a UUID' }).optional(),
    /**
     * The client ticked the checkout's separate, unticked-by-default box for marketing e-mails (PECR): their record
     * stores the date. Left out or false never withdraws a consent given before (docs/decisions/0028).
     */
    marketingConsent: z.boolean({ error: 'marketingConsent must be true or false' }).optional().default(false),
    /**
     * Paying online, the client also keeps the card they pay with for the salon's no-show policy (issue 26). Where the
     * policy asks for a card it is kept whatever this says; paying at the salon, the card is saved without a payment.
     */
    keepCard: z.boolean({ error: 'keepCard must be true or false' }).optional().default(false),
    /**
     * A visit's further services, in the order they happen after the one above (issue 25): left out, the spec's
     * booking of one service.
     */
    also: z
      .array(VisitItemSchema, { error: 'also must be a list of services' })
      .max(MAX_VISIT_SERVICES_CEILING - 1, { error: `A visit can have at most ${MAX_VISIT_SERVICES_CEILING} services` })
      .optional()
      .default([]),
  })
  .refine(...beauticianChosen)
  .refine((b) => new Set([b.serviceId, ...b.also.map((s) => s.serviceId)]).size === b.also.length + 1, {
    error: SERVICE_ONCE_MESSAGE,
    path: ['also'],
  });
export type CreateBooking = z.infer<typeof CreateBookingSchema>;
export type CreateBookingInput = z.input<typeof CreateBookingSchema>;

export const CreateAppointmentResponseSchema = z.object({ appointmentId: IdSchema });

/** One service of a visit as the confirmation and payment-return pages show it. */
export const VisitServicePublicSchema = z.object({
  service: z.object({ name: z.string() }),
  variantName: z.string(),
  beautician: z.object({ name: z.string() }).nullable(),
  start: z.string(),
  end: z.string(),
  price: z.number(),
});
export type VisitServicePublic = z.infer<typeof VisitServicePublicSchema>;

/**
 * What the confirmation and payment-return pages show: never the client's details. For a visit of several services
 * (docs/decisions/0032) the fields describe its first service, except `end`, `price` and `amountPaid`, which are the
 * whole visit's, and `services` lists every service in order; a booking of one service has no `services`.
 */
export const AppointmentPublicSchema = z.object({
  _id: IdSchema,
  status: AppointmentStatusSchema,
  ...VisitServicePublicSchema.shape,
  paymentMode: PaymentModeSchema,
  /** paid online and not refunded, in pounds like `price` */
  amountPaid: z.number(),
  services: z.array(VisitServicePublicSchema).optional(),
  /** the no-show and late-cancellation terms the client agreed to, with this visit's amounts (issue 26); '' for none */
  policyText: z.string(),
});
export type AppointmentPublic = z.infer<typeof AppointmentPublicSchema>;
