import { z } from 'zod';

/** `GET /api/clients?q=`: returning clients found by name, phone or e-mail, for a booking taken by staff. */
export const ClientSearchQuerySchema = z.object({
  q: z.string().trim().min(2, { error: 'Type at least 2 characters' }).max(100, { error: 'Search is at most 100 characters' }),
});

/** One client as their bookings know them: the details of their latest visit. */
export const ClientMatchSchema = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  /** appointments under these details */
  visits: z.number().int(),
  /** ISO instant of the latest of them */
  lastVisit: z.string(),
});
export type ClientMatch = z.infer<typeof ClientMatchSchema>;
export const ClientSearchResponseSchema = z.array(ClientMatchSchema);
