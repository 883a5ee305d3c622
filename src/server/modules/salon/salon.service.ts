import type { SlotRules, WeeklyHours } from '../../../core/availability/slots.ts';
import { weeklyToSalonHours } from '../../../core/hours.ts';
import type { Salon } from '../../../core/schemas/salon.schema.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { findSettings, listSalonHours, type SalonSettingsRow } from './salon.repository.ts';

export interface SalonContext {
  settings: SalonSettingsRow;
  hours: WeeklyHours[];
}

/** Settings and opening hours together: every availability question needs both. */
export async function loadSalon(db: Database): Promise<SalonContext> {
  const [settings, rows] = await Promise.all([findSettings(db), listSalonHours(db)]);
  if (!settings) throw new AppError('SALON_NOT_SET_UP', 'The salon has not been set up yet.', 503);
  return { settings, hours: rows.map((r) => ({ dayOfWeek: r.dayOfWeek, start: r.start, end: r.end })) };
}

export function toSalonResponse({ settings, hours }: SalonContext): Salon {
  return {
    name: settings.name,
    about: settings.description,
    address: settings.address,
    phone: settings.phone,
    email: settings.email,
    heroUrl: settings.heroImageUrl,
    hours: weeklyToSalonHours(hours),
  };
}

/** The booking rules in force now; every one of them is a salon setting, not a constant. */
export function slotRules(settings: SalonSettingsRow, now: Date): SlotRules {
  return {
    zone: settings.timeZone,
    now,
    minNoticeMinutes: settings.minNoticeMinutes,
    horizonMonths: settings.bookingHorizonMonths,
    stepMinutes: settings.slotStepMinutes,
  };
}
