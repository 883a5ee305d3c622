import { z } from 'zod';
import { EMAIL_PATTERN } from './client.schema.ts';
import { StoredImageSchema, TIME_OF_DAY_PATTERN } from './common.schema.ts';

/** Spec §5 'Staff form': the messages are exact; the form and `POST/PATCH /api/beauticians` show the same ones. */
export const BEAUTICIAN_MESSAGES = {
  nameRequired: 'Please enter a staff member name.',
  emailInvalid: 'Please enter a valid email address.',
  colorInvalid: 'Please enter a valid hex color (e.g., #3B82F6).',
  startInvalid: 'Please enter start time in HH:mm format (e.g., 09:00)',
  endInvalid: 'Please enter end time in HH:mm format (e.g., 17:00)',
  endBeforeStart: 'End time must be after start time.',
  dayInvalid: 'Please choose a day of the week.',
  schedulesOverlap: 'This schedule overlaps another one on the same day.',
  specialtyDuplicate: 'This specialty is already added.',
} as const;

const M = BEAUTICIAN_MESSAGES;

/** Spec §9 defaults: a new staff member's colour, and a new schedule row (Monday 09:00–17:00). */
export const DEFAULT_STAFF_COLOR = '#3B82F6';
export const NEW_SCHEDULE = { dayOfWeek: 1, start: '09:00', end: '17:00' } as const;
const HEX_COLOR = /^#[0-9A-Fa-f]{6}$/;

/** One weekly working period; dayOfWeek 0 = Sunday … 6 = Saturday (spec §3). */
export const StaffScheduleInputSchema = z
  .object({
    dayOfWeek: z
      .number({ error: M.dayInvalid })
      .int({ error: M.dayInvalid })
      .min(0, { error: M.dayInvalid })
      .max(6, { error: M.dayInvalid }),
    start: z.string({ error: M.startInvalid }).regex(TIME_OF_DAY_PATTERN, { error: M.startInvalid }),
    end: z.string({ error: M.endInvalid }).regex(TIME_OF_DAY_PATTERN, { error: M.endInvalid }),
  })
  // Only once both are times: a malformed one already has its own message.
  .refine((s) => !TIME_OF_DAY_PATTERN.test(s.start) || !TIME_OF_DAY_PATTERN.test(s.end) || s.start < s.end, {
    error: M.endBeforeStart,
    path: ['end'],
  });
export type StaffScheduleInput = z.infer<typeof StaffScheduleInputSchema>;

/** Positions of schedules that overlap an earlier one on the same day (touching, 12:00–13:00 then 13:00–17:00, is fine). */
export function overlappingSchedulePositions(schedules: ReadonlyArray<{ dayOfWeek: number; start: string; end: string }>): number[] {
  return schedules.flatMap((s, i) =>
    schedules.slice(0, i).some((earlier) => earlier.dayOfWeek === s.dayOfWeek && earlier.start < s.end && s.start < earlier.end) ? [i] : [],
  );
}

const sameSpecialty = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The specialty box's rule (spec §5): a blank one is ignored; one already in the list (any case) is refused. */
export function specialtyToAdd(
  list: readonly string[],
  candidate: string,
): { ok: true; value: string | null } | { ok: false; message: string } {
  const value = candidate.trim();
  if (value === '') return { ok: true, value: null };
  if (list.some((existing) => sameSpecialty(existing, value))) return { ok: false, message: M.specialtyDuplicate };
  return { ok: true, value };
}

const specialtyList = z
  .array(z.string().trim().max(50, { error: 'A specialty is at most 50 characters.' }))
  .max(30, { error: 'At most 30 specialties.' })
  .overwrite((list) => list.filter((s) => s !== ''))
  .superRefine((list, ctx) => {
    list.forEach((s, i) => {
      if (list.slice(0, i).some((earlier) => sameSpecialty(earlier, s)))
        ctx.addIssue({ code: 'custom', message: M.specialtyDuplicate, path: [i] });
    });
  });

const scheduleList = z
  .array(StaffScheduleInputSchema)
  .max(28, { error: 'At most 28 schedules.' })
  .superRefine((list, ctx) => {
    const wellFormed = list.every((s) => TIME_OF_DAY_PATTERN.test(s.start) && TIME_OF_DAY_PATTERN.test(s.end) && s.start < s.end);
    if (!wellFormed) return;
    for (const i of overlappingSchedulePositions(list)) ctx.addIssue({ code: 'custom', message: M.schedulesOverlap, path: [i, 'start'] });
  });

// The fields without defaults, so an update can leave any of them out (a default would overwrite the record).
const beauticianFields = {
  name: z
    .string({ error: M.nameRequired })
    .trim()
    .min(1, { error: M.nameRequired })
    .max(100, { error: 'Name must be at most 100 characters.' }),
  /** optional: '' means none */
  email: z
    .string({ error: M.emailInvalid })
    .trim()
    .max(254, { error: M.emailInvalid })
    .refine((email) => email === '' || EMAIL_PATTERN.test(email), { error: M.emailInvalid }),
  /** optional: '' means none */
  phone: z.string().trim().max(30, { error: 'Phone number must be at most 30 characters.' }),
  bio: z.string().trim().max(2000, { error: 'Bio must be at most 2000 characters.' }),
  /** '#' and 6 hex digits; '' means the default colour */
  color: z
    .string({ error: M.colorInvalid })
    .trim()
    .refine((color) => color === '' || HEX_COLOR.test(color), { error: M.colorInvalid }),
  /** can accept bookings */
  active: z.boolean(),
  /** trimmed, blanks dropped, a repeat (any case) refused */
  specialties: specialtyList,
  workingHours: scheduleList,
  /** the current photo to keep, or null to remove it; new photos come through the upload call */
  image: StoredImageSchema.nullable(),
};

/** `POST /api/beauticians` and the staff form (spec §5, §7). */
export const BeauticianInputSchema = z.object({
  ...beauticianFields,
  email: beauticianFields.email.default(''),
  phone: beauticianFields.phone.default(''),
  bio: beauticianFields.bio.default(''),
  color: beauticianFields.color.default(DEFAULT_STAFF_COLOR),
  active: beauticianFields.active.default(true),
  specialties: beauticianFields.specialties.default([]),
  workingHours: beauticianFields.workingHours.default([]),
  image: beauticianFields.image.optional(),
});
export type BeauticianInput = z.infer<typeof BeauticianInputSchema>;
/** what a form holds before parsing (react-hook-form's field values) */
export type BeauticianFormValues = z.input<typeof BeauticianInputSchema>;

/** `PATCH /api/beauticians/{id}`: any subset of the form; what is left out stays. `workingHours`, when sent, replaces the week. */
export const BeauticianUpdateSchema = z.object(beauticianFields).partial();
export type BeauticianUpdate = z.infer<typeof BeauticianUpdateSchema>;
