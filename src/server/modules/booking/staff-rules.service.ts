import type { WeeklyHours } from '../../../core/availability/slots.ts';
import {
  brokenStaffRules,
  confirmationQuestion,
  visitConfirmationQuestion,
  type BrokenStaffRules,
  type StaffRule,
} from '../../../core/booking/staff-rules.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { loadSalon } from '../catalog/salon.service.ts';
import { overlapsTimeOff } from './bookings.repository.ts';

export interface StaffTime {
  beauticianId: string;
  beauticianName: string;
  beauticianHours: WeeklyHours[];
  start: Date;
  end: Date;
  /** start and end with the variant's buffers: what time off must not overlap */
  occupiedFrom: Date;
  occupiedTo: Date;
}

/** The rules a time booked or moved by staff breaks (core/booking/staff-rules.ts), read against the salon now. */
export async function staffRulesBroken(db: Database, time: StaffTime, now: Date): Promise<BrokenStaffRules> {
  const { settings, hours } = await loadSalon(db);
  const inTimeOff = await overlapsTimeOff(db, time.beauticianId, { start: time.occupiedFrom, end: time.occupiedTo });
  return brokenStaffRules({ ...time, now, zone: settings.timeZone, salonHours: hours, inTimeOff });
}

export const needsConfirmation = (broken: BrokenStaffRules, beautician: string, verb: 'Book' | 'Save'): AppError =>
  new AppError('NEEDS_CONFIRMATION', confirmationQuestion(broken, beautician, verb), 409, { rules: broken.rules });

/** Refuses (409 NEEDS_CONFIRMATION, naming the rules) unless staff have confirmed every rule this time breaks. */
export function requireConfirmed(broken: BrokenStaffRules, allow: readonly StaffRule[], beautician: string, verb: 'Book' | 'Save'): void {
  const unconfirmed = broken.rules.filter((rule) => !allow.includes(rule));
  if (unconfirmed.length > 0) throw needsConfirmation(broken, beautician, verb);
}

/** What one service of a visit breaks, with whose it is. */
export interface PartBroken {
  broken: BrokenStaffRules;
  beautician: string;
}

/** The question for a visit of several services: one, naming whose part breaks what (core visitConfirmationQuestion). */
export function needsVisitConfirmation(parts: readonly PartBroken[], verb: 'Book' | 'Save'): AppError {
  const rules = [...new Set(parts.flatMap((p) => p.broken.rules))];
  return new AppError('NEEDS_CONFIRMATION', visitConfirmationQuestion(parts, verb), 409, { rules });
}

/** Refuses (409 NEEDS_CONFIRMATION) unless staff have confirmed every rule some part of the visit breaks. */
export function requireVisitConfirmed(parts: readonly PartBroken[], allow: readonly StaffRule[], verb: 'Book' | 'Save'): void {
  if (parts.some((p) => p.broken.rules.some((rule) => !allow.includes(rule)))) throw needsVisitConfirmation(parts, verb);
}
