import { z } from 'zod';

/** Every id the API hands out is a UUID, exposed as `_id` (spec §3). */
export const IdSchema = z.uuid({ error: 'Must be a valid id' });

/** 24-hour `HH:mm`, zero-padded, so two such times compare correctly as text. */
export const TIME_OF_DAY_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A wall-clock time in the salon, 24-hour `HH:mm`. */
export const TimeOfDaySchema = z.string().regex(TIME_OF_DAY_PATTERN, { error: 'Must be a time in HH:mm format' });
export type TimeOfDay = z.infer<typeof TimeOfDaySchema>;

/**
 * A calendar date, `YYYY-MM-DD`, read as a date in the salon's zone. Years 2000–2100 (as the fully-booked
 * month's): day arithmetic on 9999-12-31 would step out of four-digit years (docs/decisions/0017).
 */
export const DateOnlySchema = z.iso
  .date({ error: 'Must be a date in YYYY-MM-DD format' })
  .refine((date) => date >= '2000-01-01' && date <= '2100-12-31', { error: 'Must be a date between 2000 and 2100' });
export type DateOnly = z.infer<typeof DateOnlySchema>;

/**
 * An instant, ISO 8601 with an offset, in years 2000–2100: PostgreSQL has no year 0 and the calendar
 * arithmetic none past 9999, so wider values would fail in the database instead of here (docs/decisions/0017).
 */
export const instantSchema = (error: string) =>
  z.iso.datetime({ offset: true, error }).refine(
    (value) => {
      const year = new Date(value).getUTCFullYear();
      return year >= 2000 && year <= 2100;
    },
    { error: 'Must be a date between 2000 and 2100' },
  );

/** Every error the API returns has this shape (docs/architecture.md, Errors). */
export const ErrorResponseSchema = z.object({
  error: z.string(),
  code: z.string(),
  details: z.unknown().optional(),
});
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;

export const IdParamsSchema = z.object({ id: IdSchema });

/**
 * An image a record already has, as forms send it back (`{ url }`; other keys such as `alt` are ignored).
 * New images arrive only by upload: a save may keep the current image or drop it (null), never name another.
 */
export const StoredImageSchema = z.object({ url: z.string().max(500) });
export type StoredImage = z.infer<typeof StoredImageSchema>;

/**
 * A client's own link's token (a booking's manage link, a fee's, a waitlist place's, an offer's): 16 random bytes in
 * base64url, 22 characters, 128 bits (issue 40: a text's link costs its characters); links sent before that carry 43.
 */
export const LINK_TOKEN_PATTERN = /^(?:[A-Za-z0-9_-]{22}|[A-Za-z0-9_-]{43})$/;
