import { z } from 'zod';
import { ENTRY_METHODS, MONEY_KINDS, MONEY_METHODS, TILL_METHODS } from '../till.ts';
import { SHORTFALL_CHOICES } from '../till-shortfall.ts';
import { TIP_RULES } from '../till-visit.ts';
import { AdminAppointmentSchema } from './admin-appointment.schema.ts';
import { AppointmentStatusSchema } from './appointment.schema.ts';
import { IdSchema } from './common.schema.ts';
import { oneLineText } from './client.schema.ts';
import { RevenueQuerySchema } from './revenue.schema.ts';

/** Pounds with at most two decimals, as staff type them at the till. */
const pounds = (name: string, max: number) =>
  z
    .number({ error: `${name} must be a number.` })
    .min(0, { error: `${name} cannot be negative.` })
    .max(max, { error: `${name} must be at most £${max.toLocaleString('en-GB')}.` })
    .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, { error: `${name} is in pounds and pence (at most 2 decimals).` });

/** One payment taken at the till: a card, cash or other amount, and a tip on top of it. */
export const TillPaymentSchema = z
  .object({
    method: z.enum(TILL_METHODS, { error: 'Method must be card, cash or other.' }),
    amount: pounds('Amount', 100_000),
    tip: pounds('Tip', 1_000).default(0),
  })
  .refine((p) => p.amount > 0 || p.tip > 0, { error: 'Enter an amount or a tip.', path: ['amount'] });
export type TillPayment = z.infer<typeof TillPaymentSchema>;

/** Payments one till request may carry: the dialog offers as many lines. */
export const MAX_TILL_PAYMENTS = 6;
const tooMany = { error: `At most ${MAX_TILL_PAYMENTS} payments at once.` };

const requestId = z.uuid({ error: 'requestId must be a UUID.' });

/** A visit's beauticians at most: a visit holds at most 8 services (salon_settings.max_visit_services). */
const MAX_TIPPED = 8;
/**
 * Who gets the tips of a visit of several beauticians (issue 25, docs/decisions/0032): split evenly (the default), the
 * one who did most by price, or the named beautician(s) of the visit.
 */
export const TipToSchema = z.union(
  [
    z.enum(TIP_RULES),
    z
      .array(IdSchema)
      .min(1, { error: 'Name at least one beautician for the tip.' })
      .max(MAX_TIPPED, { error: `At most ${MAX_TIPPED} beauticians share a tip.` }),
  ],
  {
    error: "tipTo must be 'even', 'most' or a list of the visit's beauticians.",
  },
);
const note = oneLineText('Note cannot contain control characters.').max(200, { error: 'Note must be at most 200 characters.' }).default('');

/**
 * `POST /api/appointments/{id}/checkout`: what was taken for a visit, split over as many payments as it took (none
 * when it was paid in full online). The amounts may differ from the balance: an extra, or less; when they leave part
 * of it unpaid, `shortfall` says whether the rest is a discount or still owed (issue 23; refused without it).
 * `requestId` comes from the dialog: the same checkout sent twice is recorded once (docs/decisions/0027). The
 * appointment named stands for its whole visit, one bill (issue 25); `tipTo` says who gets its tips.
 */
export const CheckoutRequestSchema = z.object({
  requestId,
  payments: z.array(TillPaymentSchema).max(MAX_TILL_PAYMENTS, tooMany),
  note,
  shortfall: z.enum(SHORTFALL_CHOICES, { error: "shortfall must be 'discount' or 'owed'." }).optional(),
  tipTo: TipToSchema.optional(),
});
export type CheckoutRequest = z.infer<typeof CheckoutRequestSchema>;

/**
 * `POST /api/appointments/{id}/payments`: a further payment on a visit already checked out, such as an amount owed
 * paid later. With no payment it may only give what is owed up as a discount.
 */
export const AddPaymentRequestSchema = CheckoutRequestSchema.refine((r) => r.payments.length > 0 || r.shortfall === 'discount', {
  error: 'Enter a payment.',
  path: ['payments'],
});
export type AddPaymentRequest = z.infer<typeof AddPaymentRequestSchema>;

/** `POST /api/money-entries/{id}/reverse`: a reversal says why. */
export const ReverseEntryRequestSchema = z.object({
  reason: oneLineText('Reason cannot contain control characters.')
    .min(1, { error: 'Say why the entry is reversed.' })
    .max(200, { error: 'Reason must be at most 200 characters.' }),
});
export type ReverseEntryRequest = z.infer<typeof ReverseEntryRequestSchema>;

/** One movement of an appointment's money; amounts in pounds, signed (money in is positive). */
export const MoneyEntrySchema = z.object({
  _id: IdSchema,
  kind: z.enum(MONEY_KINDS),
  method: z.enum(ENTRY_METHODS),
  amount: z.number(),
  tip: z.number(),
  takenAt: z.string(),
  recordedAt: z.string(),
  /** the member of staff who recorded it; null for online money and the auto-complete job */
  recordedBy: z.string().nullable(),
  note: z.string(),
  reversesId: IdSchema.nullable(),
  /** the reversal that cancelled this entry, if any */
  reversedById: IdSchema.nullable(),
  testMoney: z.boolean(),
  /** how it was spread over the visit's services (one, for a visit of one service): amount and tip per appointment */
  parts: z.array(z.object({ appointmentId: IdSchema, amount: z.number(), tip: z.number() })),
});
export type MoneyEntry = z.infer<typeof MoneyEntrySchema>;

/** One service of the visit (an appointment) and its share of the visit's money (issue 25, docs/decisions/0032). */
export const VisitPartMoneySchema = z.object({
  appointmentId: IdSchema,
  service: z.string(),
  variantName: z.string(),
  beautician: z.object({ _id: IdSchema, name: z.string() }),
  start: z.string(),
  end: z.string(),
  price: z.number(),
  discount: z.number(),
  paidOnline: z.number(),
  takenAtSalon: z.number(),
  tips: z.number(),
  balance: z.number(),
});
export type VisitPartMoney = z.infer<typeof VisitPartMoneySchema>;

/**
 * `GET /api/appointments/{id}/money`: the money of the visit the appointment is part of, one bill (issue 25): its
 * figures are the sums of its services', and its history lists each payment once, oldest first.
 */
export const VisitMoneySchema = z.object({
  /** the appointment asked about */
  appointmentId: IdSchema,
  visitId: IdSchema,
  /** the visit's services in the order they happen: one for a visit of one service */
  parts: z.array(VisitPartMoneySchema),
  status: AppointmentStatusSchema,
  price: z.number(),
  /** paid online and not refunded */
  paidOnline: z.number(),
  /** taken at the salon, net of reversals, tips apart */
  takenAtSalon: z.number(),
  tips: z.number(),
  /** given up at the till, net of reversals (issue 23) */
  discount: z.number(),
  /** price − discount − paid online − taken at the salon: negative when more was taken than the visit costs */
  balance: z.number(),
  /** what a checked-out visit still owes (its positive balance); 0 before the checkout, when it is 'due' */
  owed: z.number(),
  entries: z.array(MoneyEntrySchema),
});
export type VisitMoney = z.infer<typeof VisitMoneySchema>;

export const TillResponseSchema = z.object({ success: z.literal(true), appointment: AdminAppointmentSchema, money: VisitMoneySchema });
export type TillResponse = z.infer<typeof TillResponseSchema>;

/**
 * A visit in the till's lists: its first service as an appointment, and for a visit of several services what the whole
 * visit is (issue 25): its services with their beauticians, its price and what it owes.
 */
export const TillVisitSchema = AdminAppointmentSchema.safeExtend({
  visit: z
    .object({
      _id: IdSchema,
      services: z.array(
        z.object({
          _id: IdSchema,
          service: z.string(),
          variantName: z.string(),
          beautician: z.object({ _id: IdSchema, name: z.string() }),
          start: z.string(),
          price: z.number(),
        }),
      ),
      price: z.number(),
      owed: z.number(),
    })
    .optional(),
});
export type TillVisit = z.infer<typeof TillVisitSchema>;

/** `GET /api/appointments/awaiting-checkout`: confirmed visits that have started, oldest first, each once. */
export const AwaitingCheckoutSchema = z.object({
  appointments: z.array(TillVisitSchema),
  /** the salon's auto-complete setting: null when visits wait for staff */
  autoCompleteHours: z.number().int().nullable(),
});
export type AwaitingCheckout = z.infer<typeof AwaitingCheckoutSchema>;

/** `GET /api/appointments/owed`: checked-out visits that still owe money (issue 23), the oldest first, each once. */
export const OwedVisitsSchema = z.object({ appointments: z.array(TillVisitSchema) });
export type OwedVisits = z.infer<typeof OwedVisitsSchema>;

/** `GET /api/takings` and its CSV: London dates, end date inclusive, as the revenue report's. */
export const TakingsQuerySchema = RevenueQuerySchema;
export type TakingsQuery = z.infer<typeof TakingsQuerySchema>;

/** Money that moved, in pounds: per method, online refunds as a positive figure, tips apart from the total. */
export const TakingsFiguresSchema = z.object({
  card: z.number(),
  cash: z.number(),
  other: z.number(),
  notRecorded: z.number(),
  online: z.number(),
  refunds: z.number(),
  tips: z.number(),
  total: z.number(),
  testMoney: z.number(),
});
export type TakingsFigures = z.infer<typeof TakingsFiguresSchema>;
export const TakingsDaySchema = TakingsFiguresSchema.safeExtend({ date: z.string() });
export type TakingsDay = z.infer<typeof TakingsDaySchema>;
/** Only days on which money moved are listed. */
export const TakingsReportSchema = z.object({ days: z.array(TakingsDaySchema), totals: TakingsFiguresSchema });
export type TakingsReport = z.infer<typeof TakingsReportSchema>;

/** `GET /api/revenue/details`: the revenue report's dates, optionally one beautician. */
export const RevenueDetailsQuerySchema = RevenueQuerySchema.safeExtend({ beauticianId: IdSchema.optional() });
export type RevenueDetailsQuery = z.infer<typeof RevenueDetailsQuerySchema>;

export const REVENUE_METHODS = [...MONEY_METHODS, 'due', 'owed'] as const;
/**
 * The same revenue as the report, cut two other ways: by service, and by how it was paid (each method's money net of
 * reversals and refunds, 'due' for confirmed visits not yet checked out, and 'owed' for checked-out visits not paid
 * in full). Each list sums to the report's total.
 */
export const RevenueDetailsSchema = z.object({
  byService: z.array(z.object({ service: z.string(), bookings: z.number().int(), revenue: z.number() })),
  byMethod: z.array(z.object({ method: z.enum(REVENUE_METHODS), revenue: z.number() })),
});
export type RevenueDetails = z.infer<typeof RevenueDetailsSchema>;
