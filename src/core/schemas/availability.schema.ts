import { z } from 'zod';
import { DateOnlySchema, IdSchema } from './common.schema.ts';

const anyFlag = z.stringbool({ error: 'any must be true or false' }).optional().default(false);

/** `GET /api/slots`: one beautician (or any qualified one) for one service variant on one date. */
export const SlotsQuerySchema = z
  .object({
    beauticianId: IdSchema.optional(),
    any: anyFlag,
    serviceId: IdSchema,
    variantName: z.string().min(1, { error: 'variantName is required' }).max(100),
    date: DateOnlySchema,
  })
  .refine((q) => q.any || q.beauticianId, {
    error: 'Choose a beautician, or any beautician',
    path: ['beauticianId'],
  });
export type SlotsQuery = z.infer<typeof SlotsQuerySchema>;

export const SlotSchema = z.object({ startISO: z.string(), endISO: z.string() });
export type Slot = z.infer<typeof SlotSchema>;
export const SlotsResponseSchema = z.object({ slots: z.array(SlotSchema) });

/** The month a calendar asks about, as every month's query has it. */
export const MonthFields = {
  year: z.coerce.number({ error: 'year must be a number' }).int().min(2000).max(2100),
  month: z.coerce
    .number({ error: 'month must be a number' })
    .int()
    .min(1, { error: 'month must be 1 to 12' })
    .max(12, { error: 'month must be 1 to 12' }),
};

/** `GET /api/slots/fully-booked`: dates of a month with no free slot. Service and variant sharpen the answer. */
export const FullyBookedQuerySchema = z
  .object({
    beauticianId: IdSchema.optional(),
    any: anyFlag,
    serviceId: IdSchema.optional(),
    variantName: z.string().min(1).max(100).optional(),
    ...MonthFields,
  })
  .refine((q) => q.beauticianId || (q.any && q.serviceId), {
    error: 'Choose a beautician, or any beautician for a service',
    path: ['beauticianId'],
  });
export type FullyBookedQuery = z.infer<typeof FullyBookedQuerySchema>;
/**
 * Spec §7 reads `fullyBooked`; beside it (docs/decisions/0024) the dates time off rules out: `notWorking`, those the
 * beautician (for 'any', every candidate) is off all day, shown as spec §2's 'Not working'; and `closed`, those the
 * salon is closed, with the closure's name ('Closed: Christmas Day').
 */
export const FullyBookedResponseSchema = z.object({
  fullyBooked: z.array(DateOnlySchema),
  notWorking: z.array(DateOnlySchema),
  closed: z.array(z.object({ date: DateOnlySchema, label: z.string() })),
});
export type FullyBookedResponse = z.infer<typeof FullyBookedResponseSchema>;
