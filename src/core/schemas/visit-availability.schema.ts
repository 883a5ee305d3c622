import { z } from 'zod';
import { MonthFields } from './availability.schema.ts';
import { DateOnlySchema, IdSchema } from './common.schema.ts';

/**
 * A visit of several services as the query string carries it (docs/decisions/0032): the services in the order the
 * client has them, one `service`, `variant` and `beautician` (an id, or `any`) for each, repeated in that order, e.g.
 * `service=<colour>&variant=Full head&beautician=any&service=<cut>&variant=Short&beautician=<id>`. `oneBeautician`
 * is the client's "one beautician for everything they can do".
 */

/** A query value given once arrives as a string, given several times as a list: always a list here. */
const repeated = <T extends z.ZodType>(item: T) => z.preprocess((value) => (value === undefined ? [] : [value].flat()), z.array(item));

export const ANY_BEAUTICIAN = 'any';

/** The most services any salon may allow in one visit: the top of its setting `maxVisitServices` (1 to 8). */
export const MAX_VISIT_SERVICES_CEILING = 8;

/** A client's visit has each service once (docs/decisions/0032: only staff may list one twice). */
export const SERVICE_ONCE_MESSAGE = 'Each service can be in a visit only once';

const VisitItemsSchema = z.object({
  service: repeated(IdSchema)
    .refine((ids) => ids.length > 0, { error: 'Add at least one service to the visit' })
    .refine((ids) => ids.length <= MAX_VISIT_SERVICES_CEILING, { error: `A visit can have at most ${MAX_VISIT_SERVICES_CEILING} services` })
    .refine((ids) => new Set(ids).size === ids.length, { error: SERVICE_ONCE_MESSAGE }),
  variant: repeated(z.string().min(1, { error: 'Each variant needs a name' }).max(100)),
  beautician: repeated(
    z.string().refine((value) => value === ANY_BEAUTICIAN || IdSchema.safeParse(value).success, {
      error: "Each beautician must be a beautician's id or any",
    }),
  ),
  oneBeautician: IdSchema.optional(),
});

/** The visit's services must each have their variant and their beautician, in the same order. */
const oneEach = <T extends z.infer<typeof VisitItemsSchema>>(schema: z.ZodType<T>) =>
  schema.superRefine((q, ctx) => {
    const services = q.service.length;
    for (const [field, what] of [
      ['variant', 'variant'],
      ['beautician', 'beautician (or any)'],
    ] as const) {
      if (q[field].length !== services) {
        ctx.addIssue({
          code: 'custom',
          path: [field],
          message: `Give one ${what} for each service, in the same order: ${services} ${services === 1 ? 'service' : 'services'}, ${q[field].length} given`,
        });
      }
    }
  });

/** `GET /api/slots/visit`: where a visit fits on one date. */
export const VisitSlotsQuerySchema = oneEach(VisitItemsSchema.extend({ date: DateOnlySchema }));
export type VisitSlotsQuery = z.infer<typeof VisitSlotsQuerySchema>;

/** `GET /api/slots/visit/fully-booked`: the dates of a month the visit cannot be booked on, with the spec's reasons. */
export const VisitMonthQuerySchema = oneEach(VisitItemsSchema.extend(MonthFields));
export type VisitMonthQuery = z.infer<typeof VisitMonthQuerySchema>;

/** One service of an offered visit: who does it, from when to when (the client's time). */
export const VisitSlotPartSchema = z.object({
  serviceId: z.string(),
  variantName: z.string(),
  beauticianId: z.string(),
  beauticianName: z.string(),
  startISO: z.string(),
  endISO: z.string(),
});

/** A start for the whole visit, as a one-service slot has it, with who does what. */
export const VisitSlotSchema = z.object({ startISO: z.string(), endISO: z.string(), services: z.array(VisitSlotPartSchema) });
export type VisitSlot = z.infer<typeof VisitSlotSchema>;
export const VisitSlotsResponseSchema = z.object({ slots: z.array(VisitSlotSchema) });
export type VisitSlotsResponse = z.infer<typeof VisitSlotsResponseSchema>;
