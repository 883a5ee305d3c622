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
  /** how much of `revenue` is test money, where no real money moved (docs/decisions/0019) */
  testMoney: z.number(),
  /** the tips that went to them, net of reversals: not part of `revenue` (issue 25, docs/decisions/0032) */
  tips: z.number(),
  bookings: z.number().int(),
  serviceCount: z.number().int(),
});
export type RevenueRow = z.infer<typeof RevenueRowSchema>;
export const RevenueReportSchema = z.object({ beauticians: z.array(RevenueRowSchema) });
export type RevenueReport = z.infer<typeof RevenueReportSchema>;
