import { z } from 'zod';
import { DateOnlySchema, IdSchema } from './common.schema.ts';

/** `GET /api/revenue`: London dates, end date inclusive. */
export const RevenueQuerySchema = z
  .object({ startDate: DateOnlySchema, endDate: DateOnlySchema })
  .refine((q) => q.startDate <= q.endDate, { error: 'End date must be on or after the start date', path: ['endDate'] });
export type RevenueQuery = z.infer<typeof RevenueQuerySchema>;

/** Spec §3 'Revenue report': one row per beautician; revenue in pounds. */
export const RevenueRowSchema = z.object({
  beauticianId: IdSchema,
  beautician: z.string(),
  revenue: z.number(),
  /**
   * the part of `revenue` its bookings (confirmed and completed) count for: what Average Per Booking divides, leaving
   * out the fee money and deposits kept from visits missed or cancelled (issue 40)
   */
  bookingRevenue: z.number(),
  /** how much of `revenue` is test money, where no real money moved (docs/decisions/0019) */
  testMoney: z.number(),
  /** the tips that went to them, net of reversals: not part of `revenue` (issue 25, docs/decisions/0032) */
  tips: z.number(),
  /** the services they did that are bookings: a visit of several services counts each (docs/decisions/0032) */
  bookings: z.number().int(),
  serviceCount: z.number().int(),
  /** the visits they did a service of, each once (issue 40): a visit of two beauticians is in both their rows */
  visits: z.number().int(),
});
export type RevenueRow = z.infer<typeof RevenueRowSchema>;
/**
 * The no-show and late-cancellation fees of the period's visits (on the visit's day, as revenue), in pounds, each the
 * whole fee kept: the deposit counted towards it and what was charged, net of refunds (issues 26, 40): the money kept
 * from visits that did not happen. Already part of the beauticians' revenue (a fee adds to its visit's money): shown apart,
 * never added to it. `count`: the fees with money left.
 */
export const FeeRevenueSchema = z.object({
  noShow: z.number(),
  lateCancellation: z.number(),
  count: z.number().int(),
});
export type FeeRevenue = z.infer<typeof FeeRevenueSchema>;
/**
 * What the waitlist refilled in the period (issue 28): the visits booked from its offers in it (the day an offer was
 * taken up, whenever the visit is) that still stand (confirmed or done), and their value (price less discounts) in
 * pounds. Already in the beauticians' revenue as it is paid: shown apart, never added to it.
 */
export const WaitlistRevenueSchema = z.object({ visits: z.number().int(), value: z.number() });
export type WaitlistRevenue = z.infer<typeof WaitlistRevenueSchema>;
export const RevenueReportSchema = z.object({
  beauticians: z.array(RevenueRowSchema),
  /** the visits booked in the range, each once however many services and beauticians it has (issue 40) */
  visits: z.number().int(),
  fees: FeeRevenueSchema,
  waitlist: WaitlistRevenueSchema,
});
export type RevenueReport = z.infer<typeof RevenueReportSchema>;
