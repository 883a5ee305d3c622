import { z } from 'zod';
import { MonthFields } from './availability.schema.ts';
import { DateOnlySchema, IdSchema, instantSchema } from './common.schema.ts';

/**
 * A client moving their own booking from the manage link (docs/decisions/0025): the same service and variant,
 * with one named beautician or any of the service's. The link's token names the booking.
 */
const anyFlag = z.stringbool({ error: 'any must be true or false' }).optional().default(false);
const chooseBeautician = { error: 'Choose a beautician, or any beautician', path: ['beauticianId'] };

/** `GET /api/manage/:token/slots`: the times the booking could move to on one date. */
export const ManageSlotsQuerySchema = z
  .object({ beauticianId: IdSchema.optional(), any: anyFlag, date: DateOnlySchema })
  .refine((q) => q.any || q.beauticianId, chooseBeautician);
export type ManageSlotsQuery = z.infer<typeof ManageSlotsQuerySchema>;

/** `GET /api/manage/:token/slots/fully-booked`: the dates of a month it could not move to. */
export const ManageFullyBookedQuerySchema = z
  .object({
    beauticianId: IdSchema.optional(),
    any: anyFlag,
    ...MonthFields,
  })
  .refine((q) => q.any || q.beauticianId, chooseBeautician);
export type ManageFullyBookedQuery = z.infer<typeof ManageFullyBookedQuerySchema>;

/** `POST /api/manage/:token/move`: the new start, with whom. The answer is the booking as it now is. */
export const ManageMoveSchema = z
  .object({
    startISO: instantSchema('startISO must be an ISO date-time'),
    beauticianId: IdSchema.optional(),
    any: z.boolean().optional().default(false),
  })
  .refine((b) => b.any || b.beauticianId, chooseBeautician);
export type ManageMove = z.infer<typeof ManageMoveSchema>;
export type ManageMoveInput = z.input<typeof ManageMoveSchema>;

/** A beautician the booking could move to: the service's active, qualified beauticians. */
export const MoveBeauticianSchema = z.object({
  _id: IdSchema,
  name: z.string(),
  /** weekdays (0 = Sunday) they work while the salon is open: the calendar greys out the others */
  workingDays: z.array(z.number().int()),
});
export type MoveBeautician = z.infer<typeof MoveBeauticianSchema>;
