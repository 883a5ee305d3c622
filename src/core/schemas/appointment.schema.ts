import { z } from 'zod';
import { IdSchema, instantSchema } from './common.schema.ts';
import { ClientDetailsSchema } from './client.schema.ts';

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

/** Body of `POST /api/appointments` and `POST /api/checkout/create-session` (spec §7). */
export const CreateBookingSchema = z
  .object({
    beauticianId: IdSchema.optional(),
    any: z.boolean().optional().default(false),
    serviceId: IdSchema,
    variantName: z.string().min(1, { error: 'variantName is required' }).max(100),
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
  })
  .refine((b) => b.any || b.beauticianId, {
    error: 'Choose a beautician, or any beautician',
    path: ['beauticianId'],
  });
export type CreateBooking = z.infer<typeof CreateBookingSchema>;
export type CreateBookingInput = z.input<typeof CreateBookingSchema>;

export const CreateAppointmentResponseSchema = z.object({ appointmentId: IdSchema });

/** What the confirmation and payment-return pages show: never the client's details. */
export const AppointmentPublicSchema = z.object({
  _id: IdSchema,
  status: AppointmentStatusSchema,
  service: z.object({ name: z.string() }),
  variantName: z.string(),
  beautician: z.object({ name: z.string() }).nullable(),
  start: z.string(),
  end: z.string(),
  price: z.number(),
  paymentMode: PaymentModeSchema,
  /** paid online and not refunded, in pounds like `price` */
  amountPaid: z.number(),
});
export type AppointmentPublic = z.infer<typeof AppointmentPublicSchema>;
