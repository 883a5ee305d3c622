import { dayOfWeek } from '../../../core/time.ts';

/**
 * Spec §2 '/times': the exact tooltip of each kind of unselectable date; and, beyond the spec, a working day whose
 * month is still being checked (issue 15: every day looked free until the fully booked ones greyed out).
 */
export type UnavailableReason = 'Past date' | 'Not working' | 'Fully booked' | 'Checking availability';

export interface DayRules {
  /** YYYY-MM-DD in the salon zone. */
  today: string;
  /** Weekdays (0 = Sunday) on which someone who can do the service works and the salon is open. */
  workingDays: ReadonlySet<number>;
  fullyBooked: ReadonlySet<string>;
  /** the month's fully booked dates have not arrived yet */
  checking: boolean;
}

/** Spec §5 'Calendar / slots': why a date cannot be chosen, or undefined when it can. */
export function unavailableReason(date: string, rules: DayRules): UnavailableReason | undefined {
  // Zero-padded YYYY-MM-DD strings compare in calendar order.
  if (date < rules.today) return 'Past date';
  if (!rules.workingDays.has(dayOfWeek(date))) return 'Not working';
  if (rules.fullyBooked.has(date)) return 'Fully booked';
  if (rules.checking) return 'Checking availability';
  return undefined;
}
