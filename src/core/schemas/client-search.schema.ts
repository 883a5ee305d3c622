import { z } from 'zod';
import { IdSchema } from './common.schema.ts';

export const CLIENT_PAGE_MAX = 100;

/**
 * `GET /api/clients`: client records found by name, phone or e-mail (the Clients screen, and the finder of a booking
 * taken by staff); without `q`, every client, the most recently seen first. The total before paging is in the
 * `X-Total-Count` header.
 */
export const ClientSearchQuerySchema = z.object({
  q: z.string().trim().min(2, { error: 'Type at least 2 characters' }).max(100, { error: 'Search is at most 100 characters' }).optional(),
  limit: z.coerce
    .number()
    .int()
    .min(1, { error: `limit must be 1 to ${CLIENT_PAGE_MAX}` })
    .max(CLIENT_PAGE_MAX, { error: `limit must be 1 to ${CLIENT_PAGE_MAX}` })
    .default(10),
  offset: z.coerce.number().int().min(0, { error: 'offset must be 0 or more' }).default(0),
});
export type ClientSearchQuery = z.infer<typeof ClientSearchQuerySchema>;

/** One client record with how often they came. */
export const ClientMatchSchema = z.object({
  _id: IdSchema,
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  /** their appointments, whatever became of them */
  visits: z.number().int(),
  /** ISO instant of the latest of them; null for a record with none */
  lastVisit: z.string().nullable(),
  /** a booking made this record for a new e-mail with another record's phone: perhaps the same person (0037) */
  possibleDuplicate: z.boolean(),
});
export type ClientMatch = z.infer<typeof ClientMatchSchema>;
export const ClientSearchResponseSchema = z.array(ClientMatchSchema);
