import { z } from 'zod';
import { STAFF_RULES } from '../booking/staff-rules.ts';
import { IdSchema, instantSchema } from './common.schema.ts';
import { AppointmentStatusSchema, PaymentModeSchema } from './appointment.schema.ts';
import { CLIENT_TEXT_MESSAGES, multilineText, oneLineText } from './client.schema.ts';

/** Spec §3 'Appointment' as the back office sees it (client details included). */
export const AdminAppointmentSchema = z.object({
  _id: IdSchema,
  start: z.string(),
  end: z.string(),
  status: AppointmentStatusSchema,
  price: z.number(),
  variantName: z.string(),
  client: z.object({ name: z.string(), email: z.string(), phone: z.string(), notes: z.string() }),
  /**
   * the client's record (docs/decisions/0028): its name and the staff's private notes, shown with every appointment
   * of that client; null when the booking has none (no e-mail and no phone)
   */
  clientRecord: z.object({ _id: IdSchema, name: z.string(), notes: z.string() }).nullable(),
  /** populated reference, or null when the service has since been deleted */
  serviceId: z.object({ _id: IdSchema, name: z.string() }).nullable(),
  beauticianId: z.object({ _id: IdSchema, name: z.string() }),
  service: z.object({ name: z.string() }),
  beautician: z.object({ _id: IdSchema, name: z.string() }),
  durationMin: z.number().int(),
  /**
   * the processing part (docs/decisions/0032): the client stays, the beautician is free; staff only, null when none
   */
  processing: z.object({ start: z.string(), end: z.string() }).nullable(),
  /**
   * its place in a visit of several services (issue 25): the visit's id (its first service's), and 'service 2 of 3';
   * null for a visit of one service
   */
  partOfVisit: z.object({ _id: IdSchema, place: z.number().int(), of: z.number().int() }).nullable(),
  paymentMode: PaymentModeSchema,
  /** what the client has paid, in pounds like `price` (0 when paying at the salon) */
  amountPaid: z.number(),
  /** what has been sent back so far, in pounds */
  amountRefunded: z.number(),
  /** taken at the salon for it, net of reversals and without tips, in pounds (docs/decisions/0027) */
  takenAtSalon: z.number(),
  /** completed by the auto-complete job, nobody having checked it out: it may still be marked a no-show (issue 40) */
  completedAutomatically: z.boolean(),
  /** what a checked-out visit still owes, in pounds (core/revenue.ts owedPence; issue 23) */
  owed: z.number(),
  /** the money paid online was test money: no real money moved (docs/decisions/0019) */
  testMoney: z.boolean(),
  cancelledAt: z.string().nullable(),
  cancelReason: z.string().nullable(),
  /** when the client confirmed they are coming by replying to a text (issue 27); null: not confirmed that way */
  clientConfirmedAt: z.string().nullable(),
  /**
   * a time held for a waiting client by a waitlist offer (issue 40; docs/decisions/0036): not an unpaid online booking,
   * and held until the offer ends; null otherwise
   */
  waitlistOffer: z.object({ heldUntil: z.string() }).nullable(),
  createdAt: z.string(),
});
export type AdminAppointment = z.infer<typeof AdminAppointmentSchema>;

export const APPOINTMENT_SORT_FIELDS = ['client', 'staff', 'service', 'start', 'price', 'status'] as const;

/**
 * `GET /api/appointments`. Without parameters: every appointment, start descending (the spec's shape).
 * The screens pass a window (`from`/`to`, ISO instants, half-open) and may search, filter, sort and page;
 * the total before paging is in the `X-Total-Count` header.
 */
export const AppointmentListQuerySchema = z.object({
  from: instantSchema('from must be an ISO date-time').optional(),
  to: instantSchema('to must be an ISO date-time').optional(),
  beauticianId: IdSchema.optional(),
  q: z.string().trim().max(100, { error: 'Search is at most 100 characters' }).optional(),
  sort: z.enum(APPOINTMENT_SORT_FIELDS, { error: 'sort must be client, staff, service, start, price or status' }).default('start'),
  order: z.enum(['asc', 'desc'], { error: 'order must be asc or desc' }).default('desc'),
  limit: z.coerce.number().int().min(1, { error: 'limit must be 1 to 500' }).max(500, { error: 'limit must be 1 to 500' }).optional(),
  offset: z.coerce.number().int().min(0, { error: 'offset must be 0 or more' }).default(0),
});
export type AppointmentListQuery = z.infer<typeof AppointmentListQuerySchema>;

const PROCESSING_MIN_MESSAGE = 'Processing time must be a whole number of minutes, 0 or more.';

/**
 * `PATCH /api/appointments/{id}` (spec §7): staff may move, reassign, re-price and correct the client.
 * Times are instants with an offset: the web turns the London wall time of its inputs into one.
 */
export const UpdateAppointmentSchema = z
  .object({
    // Normalised as the booking form's fields are (client.schema.ts); staff may clear e-mail and phone.
    client: z.object({
      name: oneLineText('Client name cannot contain control characters').min(1, { error: 'Client name is required' }).max(100),
      email: oneLineText('Email cannot contain control characters').max(254),
      phone: oneLineText('Phone cannot contain control characters').max(30),
      notes: multilineText(CLIENT_TEXT_MESSAGES.notesControl).max(1000).optional().default(''),
    }),
    beauticianId: IdSchema,
    serviceId: IdSchema,
    variantName: z.string().min(1, { error: 'Choose a variant' }).max(100),
    start: instantSchema('Start must be a date and time'),
    end: instantSchema('End must be a date and time'),
    price: z.number({ error: 'Price must be a number' }).min(0, { error: 'Price cannot be negative' }).max(100_000),
    /**
     * this appointment's processing time in minutes ('this colour needs only 20 minutes'; 0 takes it away): it keeps
     * its start, and the end moves with it unless `end` changes too (core/booking/reschedule.ts rescheduledProcessing)
     */
    processingMin: z
      .number({ error: PROCESSING_MIN_MESSAGE })
      .int({ error: PROCESSING_MIN_MESSAGE })
      .min(0, { error: PROCESSING_MIN_MESSAGE })
      .max(720, { error: 'Processing time must be at most 720 minutes.' }),
    /** rules a new time breaks that staff have confirmed (docs/decisions/0026); 409 NEEDS_CONFIRMATION names them */
    allow: z.array(z.enum(STAFF_RULES)).max(STAFF_RULES.length),
  })
  .partial()
  .refine((b) => !(b.start && b.end) || new Date(b.start) < new Date(b.end), { error: 'End must be after start', path: ['end'] });
export type UpdateAppointment = z.infer<typeof UpdateAppointmentSchema>;
/**
 * Beyond the spec, in the answer to a change of one service of a visit of several (issue 25): every service of the
 * visit as it now is, in the order they happen, since a move, a cancellation or a no-show changes them all. Absent
 * for a visit of one service, so those answers keep the spec's shape.
 */
const visitPartsField = { visitParts: z.array(AdminAppointmentSchema).optional() };

export const UpdateAppointmentResponseSchema = z.object({
  success: z.literal(true),
  appointment: AdminAppointmentSchema,
  ...visitPartsField,
});

export const CancelRequestSchema = z.object({
  requestedBy: z.literal('staff', { error: "requestedBy must be 'staff'" }),
  reason: z.string().trim().max(500, { error: 'Reason is at most 500 characters' }).optional(),
});
/** What cancelling now would do: the resulting status and the refund in pence (spec §7). */
export const CancelPreviewSchema = z.object({
  status: AppointmentStatusSchema,
  refundAmount: z.number().int(),
  /** paid and not yet refunded, in pence like `refundAmount` */
  amountPaid: z.number().int(),
});
export type CancelPreview = z.infer<typeof CancelPreviewSchema>;
export const CancelResponseSchema = z.object({
  status: AppointmentStatusSchema,
  refundAmount: z.number().int(),
  appointment: AdminAppointmentSchema,
  ...visitPartsField,
});

export const StatusUpdateSchema = z.object({ status: z.literal('no_show', { error: "status must be 'no_show'" }) });
export const StatusUpdateResponseSchema = z.object({
  status: AppointmentStatusSchema,
  appointment: AdminAppointmentSchema,
  ...visitPartsField,
});
