import { feePolicyOf } from '../../../core/booking/fee-policy.ts';
import type { SlotRules, WeeklyHours } from '../../../core/availability/slots.ts';
import { weeklyToSalonHours } from '../../../core/hours.ts';
import type { OnlinePayment, Salon } from '../../../core/schemas/salon.schema.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { catalogSnapshot, type CatalogSnapshot } from './catalog-snapshot.ts';
import type { SalonSettingsRow } from './salon.repository.ts';

export interface SalonContext {
  settings: SalonSettingsRow;
  hours: WeeklyHours[];
}

/** Settings and opening hours together: every availability question needs both (from the cached catalogue). */
export async function loadSalon(db: Database): Promise<SalonContext> {
  return salonOf(await catalogSnapshot(db));
}

/** The salon's settings and hours from a snapshot already read (answers as loadSalon does). */
export function salonOf({ settings, salonHours }: CatalogSnapshot): SalonContext {
  if (!settings) throw new AppError('SALON_NOT_SET_UP', 'The salon has not been set up yet.', 503);
  return { settings, hours: salonHours };
}

/** `GET /api/salon`'s body, made once per catalogue version (the payment kind is fixed per process). */
export async function salonResponse(db: Database, onlinePayment: OnlinePayment): Promise<Salon> {
  const snapshot = await catalogSnapshot(db);
  const salon = salonOf(snapshot);
  return snapshot.derived('salon', () => toSalonResponse(salon, onlinePayment));
}

export function toSalonResponse({ settings, hours }: SalonContext, onlinePayment: OnlinePayment): Salon {
  return {
    name: settings.name,
    about: settings.description,
    address: settings.address,
    phone: settings.phone,
    email: settings.email,
    heroUrl: settings.heroImageUrl,
    hours: weeklyToSalonHours(hours),
    booking: {
      onlinePayment,
      depositPercent: settings.depositPercent,
      minNoticeMinutes: settings.minNoticeMinutes,
      maxVisitServices: settings.maxVisitServices,
      visitCategoryOrder: settings.visitCategoryOrder,
      waitlist: settings.waitlistEnabled,
      feePolicy: feePolicyOf(settings, { cardsAvailable: onlinePayment !== 'off' }),
    },
    privacyNotice: settings.privacyNotice,
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
