import { hoursBreach, type HoursBreach } from '../availability/outside-hours.ts';
import type { WeeklyHours } from '../availability/slots.ts';

/**
 * The rules a customer's booking must keep that staff may break after saying so (docs/decisions/0026): the
 * minimum notice never applies to staff; a time already gone, outside the salon's opening hours or the beautician's
 * working hours, or in time off or a salon closure needs an explicit confirmation. Overlapping another live
 * appointment of the beautician is never allowed, confirmed or not.
 */
export const STAFF_RULES = ['past', 'outside_hours', 'time_off'] as const;
export type StaffRule = (typeof STAFF_RULES)[number];

export interface StaffBookingFacts {
  start: Date;
  end: Date;
  now: Date;
  zone: string;
  salonHours: readonly WeeklyHours[];
  beauticianHours: readonly WeeklyHours[];
  /** the appointment's time with its buffers overlaps the beautician's time off or a salon closure */
  inTimeOff: boolean;
}

/**
 * The rules a time breaks, in the order they are said, and for 'outside_hours' whose hours: the salon's, the
 * beautician's, or both. One rule key either way, so staff confirm 'outside hours' once, whichever hours they are.
 */
export interface BrokenStaffRules {
  rules: StaffRule[];
  salonHours: HoursBreach | null;
  beauticianHours: HoursBreach | null;
}

/** What a time that did not move breaks: nothing (correcting a phone number asks no question). */
export const NOTHING_BROKEN: BrokenStaffRules = { rules: [], salonHours: null, beauticianHours: null };

export function brokenStaffRules(facts: StaffBookingFacts): BrokenStaffRules {
  const salonHours = hoursBreach(facts, facts.salonHours, facts.zone);
  const beauticianHours = hoursBreach(facts, facts.beauticianHours, facts.zone);
  const rules: StaffRule[] = [];
  if (facts.start.getTime() < facts.now.getTime()) rules.push('past');
  if (salonHours || beauticianHours) rules.push('outside_hours');
  if (facts.inTimeOff) rules.push('time_off');
  return { rules, salonHours, beauticianHours };
}

/** The same, with time off found only when the insert met it (time off added meanwhile: the database's SL001). */
export function withTimeOff(broken: BrokenStaffRules): BrokenStaffRules {
  return broken.rules.includes('time_off') ? broken : { ...broken, rules: [...broken.rules, 'time_off'] };
}

function salonWords(breach: HoursBreach): string {
  switch (breach.reason) {
    case 'closed':
      return 'is on a day the salon is closed';
    case 'before_opening':
      return `starts before the salon opens at ${breach.opens}`;
    case 'after_closing':
      return `ends after the salon closes at ${breach.closes}`;
    case 'outside_hours':
      return "is outside the salon's opening hours";
  }
}

function beauticianWords(breach: HoursBreach, beautician: string): string {
  switch (breach.reason) {
    case 'closed':
      return `is on a day ${beautician} does not work`;
    case 'before_opening':
      return `starts before ${beautician} starts work at ${breach.opens}`;
    case 'after_closing':
      return `ends after ${beautician} finishes work at ${breach.closes}`;
    case 'outside_hours':
      return `is outside ${beautician}'s working hours`;
  }
}

/**
 * Both hours broken the same way, said once: a salon whose staff keep its hours would otherwise hear everything twice
 * ('ends after the salon closes and Alice finishes work at 17:00'). Undefined when they differ.
 */
function bothWords(salon: HoursBreach, own: HoursBreach, beautician: string): string | undefined {
  if (salon.reason !== own.reason) return undefined;
  if (salon.reason === 'closed') return `is on a day the salon is closed and ${beautician} does not work`;
  if (salon.reason === 'outside_hours') return `is outside the salon's opening hours and ${beautician}'s working hours`;
  if (salon.reason === 'before_opening' && own.reason === 'before_opening' && salon.opens === own.opens) {
    return `starts before the salon opens and ${beautician} starts work at ${salon.opens}`;
  }
  if (salon.reason === 'after_closing' && own.reason === 'after_closing' && salon.closes === own.closes) {
    return `ends after the salon closes and ${beautician} finishes work at ${salon.closes}`;
  }
  return undefined;
}

/** Outside hours names the hours actually broken: the salon's, the beautician's, or both (the salon's first). */
function hoursWords(salon: HoursBreach | null, own: HoursBreach | null, beautician: string): string[] {
  const once = salon && own ? bothWords(salon, own, beautician) : undefined;
  if (once) return [once];
  return [salon && salonWords(salon), own && beauticianWords(own, beautician)].filter((words) => words !== null);
}

function phrases({ rules, salonHours, beauticianHours }: BrokenStaffRules, beautician: string): string[] {
  return rules.flatMap((rule) => {
    if (rule === 'past') return ['is in the past'];
    if (rule === 'time_off') return [`falls in ${beautician}'s time off or a salon closure`];
    return hoursWords(salonHours, beauticianHours, beautician);
  });
}

/** 'This time is in the past and starts before the salon opens at 09:00. Save it anyway?' */
export function confirmationQuestion(broken: BrokenStaffRules, beautician: string, verb = 'Book'): string {
  return visitConfirmationQuestion([{ broken, beautician }], verb);
}

/**
 * The same question for a visit of several services booked by staff: what each part's time breaks, said once, each
 * with its beautician ('This time ends after Bella finishes work at 17:00. Book it anyway?').
 */
export function visitConfirmationQuestion(parts: ReadonlyArray<{ broken: BrokenStaffRules; beautician: string }>, verb = 'Book'): string {
  const said = [...new Set(parts.flatMap((p) => phrases(p.broken, p.beautician)))];
  const joined = said.length > 1 ? `${said.slice(0, -1).join(', ')} and ${said.at(-1)}` : (said[0] ?? '');
  return `This time ${joined}. ${verb} it anyway?`;
}
