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

/** A day that may be pressed: open, or in a month still being checked (the choice waits for the answer: issue 40). */
export const mayPress = (reason: UnavailableReason | undefined): boolean => reason === undefined || reason === 'Checking availability';

/**
 * What becomes of a day chosen while its month was being checked (issue 40: Enter on a day reached with the arrow keys
 * did nothing until the month's free days arrived): chosen once it is known to be open, dropped once it is known not to
 * be or when another month is on show ('YYYY-MM'), else still waiting.
 */
export function pendingChoice(date: string, month: string, rules: DayRules): 'choose' | 'drop' | 'wait' {
  if (!date.startsWith(`${month}-`)) return 'drop';
  const reason = unavailableReason(date, rules);
  if (reason === undefined) return 'choose';
  return reason === 'Checking availability' ? 'wait' : 'drop';
}
