import { z } from 'zod';
import { DateOnlySchema, IdSchema, instantSchema } from './common.schema.ts';
import { OutsideHoursAppointmentSchema } from './settings.schema.ts';

/** What the time-off and closure forms and their API calls say (docs/decisions/0024). */
export const TIME_OFF_MESSAGES = {
  beauticianRequired: 'Choose who is off.',
  kindInvalid: 'Choose a reason: Holiday, Training, Sick, Break or Other.',
  startInvalid: 'Enter when the time off starts.',
  endInvalid: 'Enter when the time off ends.',
  endBeforeStart: 'The end must be after the start.',
  tooLong: 'Time off can last at most a year.',
  eitherTimesOrDays: 'Give a start and an end time, or whole days, not both.',
  noteTooLong: 'The note is at most 200 characters.',
  labelRequired: 'Give the closure a name, e.g. Christmas.',
  labelTooLong: 'The name is at most 100 characters.',
  firstDayInvalid: 'Enter the first day.',
  lastDayInvalid: 'Enter the last day.',
  lastDayBeforeFirst: 'The last day cannot be before the first.',
  closureTooLong: 'A closure can last at most a year.',
  windowInvalid: 'Ask for at most 400 days, with "to" after "from".',
} as const;
const M = TIME_OFF_MESSAGES;

/** A beautician's reasons for time off; the salon's own closures are 'closure' or an imported 'bank_holiday'. */
export const TIME_OFF_KINDS = ['holiday', 'training', 'sick', 'break', 'other'] as const;
export type TimeOffKind = (typeof TIME_OFF_KINDS)[number];
export const TIME_OFF_KIND_LABELS: Record<TimeOffKind, string> = {
  holiday: 'Holiday',
  training: 'Training',
  sick: 'Sick',
  break: 'Break',
  other: 'Other',
};
export const CLOSURE_KINDS = ['closure', 'bank_holiday'] as const;

const DAY_MS = 86_400_000;
/** A year, leap or not, with a day to spare for the clocks going back. */
const MAX_SPAN_DAYS = 366;
const daysApart = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / DAY_MS;
/** A London date as DateOnlySchema takes it, refused in the form's own words. */
const dateField = (error: string) =>
  z.iso.date({ error }).refine((date) => date >= '2000-01-01' && date <= '2100-12-31', { error: 'Must be a date between 2000 and 2100' });
const hasValue = (value: unknown) => value !== undefined;

/**
 * `POST /api/time-off` and `PATCH /api/time-off/{id}`: a range of instants (part of a day, or across days), or
 * whole London days (`startDate` to `endDate`, both included), never both.
 */
export const TimeOffInputSchema = z
  .object({
    beauticianId: z.uuid({ error: M.beauticianRequired }),
    kind: z.enum(TIME_OFF_KINDS, { error: M.kindInvalid }),
    note: z.string({ error: M.noteTooLong }).trim().max(200, { error: M.noteTooLong }).default(''),
    start: instantSchema(M.startInvalid).optional(),
    end: instantSchema(M.endInvalid).optional(),
    startDate: dateField(M.firstDayInvalid).optional(),
    endDate: dateField(M.lastDayInvalid).optional(),
  })
  .superRefine((v, ctx) => {
    const byDays = hasValue(v.startDate) || hasValue(v.endDate);
    const byTimes = hasValue(v.start) || hasValue(v.end);
    if (byDays && byTimes) return void ctx.addIssue({ code: 'custom', message: M.eitherTimesOrDays, path: ['start'] });
    const [from, to, fromPath, toPath] = byDays ? [v.startDate, v.endDate, 'startDate', 'endDate'] : [v.start, v.end, 'start', 'end'];
    if (from === undefined) ctx.addIssue({ code: 'custom', message: byDays ? M.firstDayInvalid : M.startInvalid, path: [fromPath] });
    if (to === undefined) ctx.addIssue({ code: 'custom', message: byDays ? M.lastDayInvalid : M.endInvalid, path: [toPath] });
    if (from === undefined || to === undefined) return;
    const span = daysApart(from, to);
    if (byDays ? span < 0 : span <= 0)
      ctx.addIssue({ code: 'custom', message: byDays ? M.lastDayBeforeFirst : M.endBeforeStart, path: [toPath] });
    // Whole days count both ends: 1 December to 1 December is one day.
    else if ((byDays ? span + 1 : span) > MAX_SPAN_DAYS) ctx.addIssue({ code: 'custom', message: M.tooLong, path: [toPath] });
  });
export type TimeOffInput = z.input<typeof TimeOffInputSchema>;
export type TimeOffValues = z.output<typeof TimeOffInputSchema>;

/** `POST /api/closures` and `PATCH /api/closures/{id}`: London dates, both included, and a name customers see. */
export const ClosureInputSchema = z
  .object({
    startDate: dateField(M.firstDayInvalid),
    endDate: dateField(M.lastDayInvalid),
    label: z.string({ error: M.labelRequired }).trim().min(1, { error: M.labelRequired }).max(100, { error: M.labelTooLong }),
  })
  .refine((v) => v.endDate >= v.startDate, { error: M.lastDayBeforeFirst, path: ['endDate'] })
  .refine((v) => daysApart(v.startDate, v.endDate) + 1 <= MAX_SPAN_DAYS, { error: M.closureTooLong, path: ['endDate'] });
export type ClosureInput = z.infer<typeof ClosureInputSchema>;

/** A live appointment the new time off or closure covers: it stays booked, and staff decide (as the hours screen does). */
export const CoveredAppointmentSchema = OutsideHoursAppointmentSchema.omit({ reason: true });
export type CoveredAppointment = z.infer<typeof CoveredAppointmentSchema>;

export const TimeOffEntrySchema = z.object({
  _id: IdSchema,
  beautician: z.object({ _id: IdSchema, name: z.string() }),
  kind: z.enum(TIME_OFF_KINDS),
  note: z.string(),
  /** ISO instants, end exclusive */
  start: z.string(),
  end: z.string(),
  /** runs from one London midnight to another: whole days */
  allDay: z.boolean(),
});
export type TimeOffEntry = z.infer<typeof TimeOffEntrySchema>;

export const ClosureSchema = z.object({
  _id: IdSchema,
  kind: z.enum(CLOSURE_KINDS),
  label: z.string(),
  /** London dates, both included */
  startDate: DateOnlySchema,
  endDate: DateOnlySchema,
  /** the same as instants: the first midnight, and the midnight after the last day */
  start: z.string(),
  end: z.string(),
});
export type Closure = z.infer<typeof ClosureSchema>;

export const TimeOffSavedSchema = z.object({ timeOff: TimeOffEntrySchema, appointmentsCovered: z.array(CoveredAppointmentSchema) });
export type TimeOffSaved = z.infer<typeof TimeOffSavedSchema>;
export const ClosureSavedSchema = z.object({ closure: ClosureSchema, appointmentsCovered: z.array(CoveredAppointmentSchema) });
export type ClosureSaved = z.infer<typeof ClosureSavedSchema>;

/** `GET /api/time-off`: what touches [from, to), both kinds (the calendar's background); `beauticianId` narrows the time off. */
export const TimeOffListQuerySchema = z
  .object({
    from: instantSchema(M.windowInvalid),
    to: instantSchema(M.windowInvalid),
    beauticianId: IdSchema.optional(),
  })
  .refine((q) => daysApart(q.from, q.to) > 0 && daysApart(q.from, q.to) <= 400, { error: M.windowInvalid, path: ['to'] });
export type TimeOffListQuery = z.infer<typeof TimeOffListQuerySchema>;
export const TimeOffListSchema = z.object({ timeOff: z.array(TimeOffEntrySchema), closures: z.array(ClosureSchema) });
export type TimeOffList = z.infer<typeof TimeOffListSchema>;

/** `GET /api/closures` (public, '/salon'): the salon's closures from today on. */
export const PublicClosureSchema = z.object({ startDate: DateOnlySchema, endDate: DateOnlySchema, label: z.string() });
export type PublicClosure = z.infer<typeof PublicClosureSchema>;
export const PublicClosuresSchema = z.object({ closures: z.array(PublicClosureSchema) });

/** `GET /api/bank-holidays`: the shipped list from today on, each with whether the salon is already closed that day. */
export const BankHolidaysSchema = z.object({
  bankHolidays: z.array(z.object({ date: DateOnlySchema, name: z.string(), closed: z.boolean() })),
});
export type BankHolidays = z.infer<typeof BankHolidaysSchema>;

/** `POST /api/bank-holidays/import`: close the salon on these bank holidays (a day already closed is left as it is). */
export const BankHolidayImportSchema = z.object({
  dates: z
    .array(DateOnlySchema, { error: 'Choose the bank holidays to close.' })
    .min(1, { error: 'Choose the bank holidays to close.' })
    .max(100, { error: 'At most 100 days at once.' }),
});
export const BankHolidayImportResultSchema = z.object({
  imported: z.array(ClosureSchema),
  /** chosen days the salon was already closed on: nothing was added for them */
  alreadyClosed: z.array(DateOnlySchema),
  appointmentsCovered: z.array(CoveredAppointmentSchema),
});
export type BankHolidayImportResult = z.infer<typeof BankHolidayImportResultSchema>;
