import { z } from 'zod';
import { TimeOfDaySchema } from './common.schema.ts';
import { DAY_KEYS } from '../day-keys.ts';

export const DayKeySchema = z.enum(DAY_KEYS);

/** Spec §3 'Salon' (public view): hours keyed mon..sun, each { open, start, end }. */
export const SalonDayHoursSchema = z.object({
  open: z.boolean(),
  start: TimeOfDaySchema,
  end: TimeOfDaySchema,
});
export type SalonDayHours = z.infer<typeof SalonDayHoursSchema>;

export const SalonHoursSchema = z.object({
  mon: SalonDayHoursSchema,
  tue: SalonDayHoursSchema,
  wed: SalonDayHoursSchema,
  thu: SalonDayHoursSchema,
  fri: SalonDayHoursSchema,
  sat: SalonDayHoursSchema,
  sun: SalonDayHoursSchema,
});
export type SalonHours = z.infer<typeof SalonHoursSchema>;

export const SalonSchema = z.object({
  name: z.string(),
  about: z.string(),
  address: z.string(),
  phone: z.string(),
  email: z.string(),
  heroUrl: z.string().nullable(),
  hours: SalonHoursSchema,
});
export type Salon = z.infer<typeof SalonSchema>;
