import { z } from 'zod';
import { STAFF_RULES } from '../booking/staff-rules.ts';
import { AdminAppointmentSchema } from './admin-appointment.schema.ts';
import { CLIENT_MESSAGES, ClientDetailsSchema, EMAIL_PATTERN, oneLineText } from './client.schema.ts';
import { IdSchema, instantSchema } from './common.schema.ts';
import { MAX_VISIT_SERVICES_CEILING } from './visit-availability.schema.ts';

/** An e-mail address as staff type it: empty (a client without one) or a valid address. */
export const OptionalEmailSchema = oneLineText(CLIENT_MESSAGES.emailInvalid)
  .max(254, { error: CLIENT_MESSAGES.emailInvalid, abort: true })
  .refine((email) => email === '' || EMAIL_PATTERN.test(email), { error: CLIENT_MESSAGES.emailInvalid });

/**
 * A client as staff take them on the phone or at the desk: spec §5's rules for name and phone, but the e-mail
 * may be left empty (docs/decisions/0026). The customer checkout keeps spec §5 exactly.
 */
export const StaffClientSchema = ClientDetailsSchema.extend({ email: OptionalEmailSchema.optional().default('') });
export type StaffClient = z.infer<typeof StaffClientSchema>;

export const StaffRuleSchema = z.enum(STAFF_RULES);

const PriceSchema = z.number({ error: 'Price must be a number' }).min(0, { error: 'Price cannot be negative' }).max(100_000);

/** A further service of a visit booked by staff (docs/decisions/0032): it follows the one before, back to back. */
export const StaffVisitServiceSchema = z.object({
  serviceId: z.uuid({ error: 'Choose a service' }),
  variantName: z.string().min(1, { error: 'Choose a variant' }).max(100),
  // Staff book a named beautician for every service: 'any' is the online booking's.
  beauticianId: z.uuid({ error: 'Choose a beautician' }),
  /** pounds; the catalogue's price when left out */
  price: PriceSchema.optional(),
});

/** `POST /api/staff-bookings`: a booking taken by phone or a walk-in, paid at the salon. */
export const StaffBookingSchema = z.object({
  client: StaffClientSchema,
  /** the client's record, when staff picked them from it (the booking is theirs, whatever details it carries) */
  clientId: IdSchema.optional(),
  serviceId: IdSchema,
  variantName: z.string().min(1, { error: 'Choose a variant' }).max(100),
  beauticianId: IdSchema,
  start: instantSchema('Start must be a date and time'),
  /** pounds; the catalogue's price when left out */
  price: PriceSchema.optional(),
  /** the visit's further services, in the order they happen (empty: a booking of one service) */
  also: z
    .array(StaffVisitServiceSchema)
    .max(MAX_VISIT_SERVICES_CEILING - 1, { error: `A visit can have at most ${MAX_VISIT_SERVICES_CEILING} services` })
    .default([]),
  /** tell the client: their confirmation by e-mail (with an address), and by text where it goes as one */
  sendConfirmation: z.boolean().default(true),
  /** the rules staff have confirmed breaking for this booking (the server says which, with 409 NEEDS_CONFIRMATION) */
  allow: z.array(StaffRuleSchema).max(STAFF_RULES.length).default([]),
});
export type StaffBooking = z.infer<typeof StaffBookingSchema>;
export type StaffBookingInput = z.input<typeof StaffBookingSchema>;

export const StaffBookingResponseSchema = z.object({ appointment: AdminAppointmentSchema });

/** What 409 NEEDS_CONFIRMATION carries: the rules to confirm before the same request is sent with `allow`. */
export const NeedsConfirmationDetailsSchema = z.object({ rules: z.array(StaffRuleSchema) });

/** `GET /api/staff-bookings/confirmation?phone=`: whether a booking's confirmation to this number goes as a text too. */
export const ConfirmationChannelQuerySchema = z.object({ phone: z.string().max(40) });
export const ConfirmationChannelSchema = z.object({ byText: z.boolean() });
export type ConfirmationChannel = z.infer<typeof ConfirmationChannelSchema>;
