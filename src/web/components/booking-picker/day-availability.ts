import { dayOfWeek } from '../../../core/time.ts';

/**
 * Spec §2 '/times': the exact tooltip of each kind of unselectable date; and, beyond the spec, a working day whose
 * month is still being checked (issue 15: every day looked free until the fully booked ones greyed out), and a day
 * the salon is closed, with the closure's name (docs/decisions/0024).
 */
export type UnavailableReason = 'Past date' | 'Not working' | 'Fully booked' | 'Checking availability' | 'Closed' | `Closed: ${string}`;

export interface DayRules {
  /** YYYY-MM-DD in the salon zone. */
  today: string;
  /** Weekdays (0 = Sunday) on which someone who can do the service works and the salon is open. */
  workingDays: ReadonlySet<number>;
  fullyBooked: ReadonlySet<string>;
  /** dates the beautician (for 'any', everyone who could) is off all day */
  notWorking: ReadonlySet<string>;
  /** dates the salon is closed, with the closure's name */
  closed: ReadonlyMap<string, string>;
  /** the month's fully booked dates have not arrived yet */
  checking: boolean;
}

/** Spec §5 'Calendar / slots': why a date cannot be chosen, or undefined when it can. */
export function unavailableReason(date: string, rules: DayRules): UnavailableReason | undefined {
  // Zero-padded YYYY-MM-DD strings compare in calendar order.
  if (date < rules.today) return 'Past date';
  const closure = rules.closed.get(date);
  if (closure !== undefined) return closure ? `Closed: ${closure}` : 'Closed';
  if (!rules.workingDays.has(dayOfWeek(date)) || rules.notWorking.has(date)) return 'Not working';
  if (rules.fullyBooked.has(date)) return 'Fully booked';
  if (rules.checking) return 'Checking availability';
  return undefined;
}
