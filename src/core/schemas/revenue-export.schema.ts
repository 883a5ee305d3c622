import { z } from 'zod';
import { RevenueQuerySchema } from './revenue.schema.ts';

export const REVENUE_EXPORT_KINDS = ['breakdown', 'appointments'] as const;

/** `GET /api/revenue/export.csv`: the report's dates, and which table the accountant wants. */
export const RevenueExportQuerySchema = RevenueQuerySchema.safeExtend({
  kind: z.enum(REVENUE_EXPORT_KINDS, { error: 'kind must be breakdown or appointments' }).default('breakdown'),
});
export type RevenueExportQuery = z.infer<typeof RevenueExportQuerySchema>;
