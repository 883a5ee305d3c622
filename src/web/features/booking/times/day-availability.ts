import { dayOfWeek } from '../../../../core/time.ts';

/** Spec §2 '/times': the exact tooltip of each kind of unselectable date. */
export type UnavailableReason = 'Past date' | 'Not working' | 'Fully booked';

export interface DayRules {
  /** YYYY-MM-DD in the salon zone. */
  today: string;
  /** Weekdays (0 = Sunday) on which someone who can do the service works and the salon is open. */
  workingDays: ReadonlySet<number>;
  fullyBooked: ReadonlySet<string>;
}

/** Spec §5 'Calendar / slots': why a date cannot be chosen, or undefined when it can. */
export function unavailableReason(date: string, rules: DayRules): UnavailableReason | undefined {
  // Zero-padded YYYY-MM-DD strings compare in calendar order.
  if (date < rules.today) return 'Past date';
  if (!rules.workingDays.has(dayOfWeek(date))) return 'Not working';
  if (rules.fullyBooked.has(date)) return 'Fully booked';
  return undefined;
}
