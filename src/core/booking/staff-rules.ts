import { workingWindows, type WeeklyHours } from '../availability/slots.ts';
import { dateInZone } from '../time.ts';

/**
 * The rules a customer's booking must keep that staff may break after saying so (docs/decisions/0026): the
 * minimum notice never applies to staff; a time already gone, outside the beautician's working hours (the salon's
 * opening hours included), or in time off or a salon closure needs an explicit confirmation. Overlapping another
 * live appointment of the beautician is never allowed, confirmed or not.
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

/** The rules this time breaks, in the order they are said. */
export function brokenStaffRules(facts: StaffBookingFacts): StaffRule[] {
  const broken: StaffRule[] = [];
  if (facts.start.getTime() < facts.now.getTime()) broken.push('past');
  const windows = workingWindows(dateInZone(facts.start, facts.zone), { salonHours: [...facts.salonHours], beauticianHours: [...facts.beauticianHours] }, facts.zone);
  if (!windows.some((w) => w.start <= facts.start && facts.end <= w.end)) broken.push('outside_hours');
  if (facts.inTimeOff) broken.push('time_off');
  return broken;
}

const WORDS: Record<StaffRule, (beautician: string) => string> = {
  past: () => 'is in the past',
  outside_hours: (beautician) => `is outside ${beautician}'s working hours`,
  time_off: (beautician) => `falls in ${beautician}'s time off or a salon closure`,
};

/** 'This time is in the past and outside Alice's working hours. Save it anyway?' */
export function confirmationQuestion(rules: readonly StaffRule[], beautician: string, verb = 'Book'): string {
  const parts = rules.map((rule) => WORDS[rule](beautician));
  const said = parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : (parts[0] ?? '');
  return `This time ${said}. ${verb} it anyway?`;
}
