import { outsideHoursReason } from '../../../core/availability/outside-hours.ts';
import {
  CARD_POLICY_MESSAGES,
  TEXT_COUNTRY_MESSAGE,
  TEXTS_PER_DAY_MESSAGE,
  type OutsideHoursAppointment,
  type SalonSettings,
  type SalonSettingsUpdate,
} from '../../../core/schemas/settings.schema.ts';
import { penceToPounds, poundsToPence } from '../../../core/money.ts';
import { PHONE_COUNTRIES } from '../../../core/texts/phone.ts';
import type { OnlinePayment } from '../../../core/schemas/salon.schema.ts';
import type { SalonSettingsRow } from '../catalog/salon.repository.ts';
import { weeklyToWorkingHoursMap, workingHoursMapToWeekly } from '../../../core/working-hours-map.ts';
import type { Database } from '../../db/client.ts';
import { dateInZone } from '../../../core/time.ts';
import { segmentsUsed } from '../notifications/text-usage.repository.ts';
import { AppError } from '../../errors.ts';
import { clearsImage, storeNewImage } from '../uploads/image-replacement.ts';
import type { UploadStorage } from '../uploads/upload-storage.ts';
import { toCoveredAppointment } from '../time-off/time-off-view.ts';
import { loadSalon, type SalonContext } from '../catalog/salon.service.ts';
import {
  listUpcomingLiveAppointments,
  lockSettings,
  replaceHeroImageUrl,
  replaceSalonHours,
  updateSettingsRow,
  type LockedSettings,
  type UpcomingAppointmentRow,
} from './settings.repository.ts';

export interface SettingsDeps {
  db: Database;
  clock: () => Date;
  storage: UploadStorage;
  /** how this process takes payment online: where it takes none, no card can be saved (issue 26) */
  onlinePayment: OnlinePayment;
  /** a text provider is set up: texts reach phones (otherwise they are only kept in the Outbox) */
  textsAvailable: boolean;
}

const notSetUp = () => new AppError('SALON_NOT_SET_UP', 'The salon has not been set up yet.', 503);

function toOutsideHours(row: UpcomingAppointmentRow, reason: OutsideHoursAppointment['reason']): OutsideHoursAppointment {
  return { ...toCoveredAppointment(row), reason };
}

/** Future live appointments the salon's hours no longer cover. Nothing is moved or cancelled: staff decide. */
async function appointmentsOutsideHours(db: Database, { settings, hours }: SalonContext, now: Date): Promise<OutsideHoursAppointment[]> {
  const rows = await listUpcomingLiveAppointments(db, now);
  return rows.flatMap((row) => {
    const reason = outsideHoursReason(row, hours, settings.timeZone);
    return reason ? [toOutsideHours(row, reason)] : [];
  });
}

/** `GET /api/settings` (spec §3 'Salon settings'), with the hours warning. */
export async function getSettings(
  db: Database,
  now: Date,
  { onlinePayment, textsAvailable }: Pick<SettingsDeps, 'onlinePayment' | 'textsAvailable'>,
): Promise<SalonSettings> {
  const salon = await loadSalon(db);
  const { settings } = salon;
  return {
    workingHours: weeklyToWorkingHoursMap(salon.hours),
    salonName: settings.name,
    salonDescription: settings.description,
    salonAddress: settings.address,
    salonPhone: settings.phone,
    salonEmail: settings.email,
    heroImage: settings.heroImageUrl ? { url: settings.heroImageUrl } : null,
    reminderHours: settings.reminderHours,
    maxUnpaidHoldsPerClient: settings.maxUnpaidHoldsPerClient,
    maxVisitServices: settings.maxVisitServices,
    visitCategoryOrder: settings.visitCategoryOrder,
    minNoticeMinutes: settings.minNoticeMinutes,
    depositPercent: settings.depositPercent,
    holdMinutes: settings.holdMinutes,
    freeCancellationHours: settings.freeCancellationHours,
    freeChangeHours: settings.freeChangeHours,
    autoCompleteHours: settings.autoCompleteHours,
    privacyNotice: settings.privacyNotice,
    clientRetentionYears: settings.clientRetentionYears,
    cardRequiredWhen: settings.cardRequiredWhen as SalonSettings['cardRequiredWhen'],
    cardRequiredOver: settings.cardRequiredOverPence === null ? null : penceToPounds(settings.cardRequiredOverPence),
    noShowFeePercent: settings.noShowFeePercent,
    lateCancellationFeePercent: settings.lateCancellationFeePercent,
    cardsAvailable: onlinePayment !== 'off',
    textsEnabled: settings.textsEnabled,
    textKinds: settings.textKinds as SalonSettings['textKinds'],
    secondReminderHours: settings.secondReminderHours,
    quietHoursStart: settings.quietHoursStart,
    quietHoursEnd: settings.quietHoursEnd,
    textMonthlySegmentCap: settings.textMonthlySegmentCap,
    textSegmentsThisMonth: await segmentsUsed(db, dateInZone(now, settings.timeZone).slice(0, 7)),
    callUnconfirmedHours: settings.callUnconfirmedHours,
    textCountries: settings.textCountries,
    textsPerNumberHour: settings.textsPerNumberHour,
    textsPerNumberDay: settings.textsPerNumberDay,
    textsAvailable,
    waitlistEnabled: settings.waitlistEnabled,
    waitlistOfferMinutes: settings.waitlistOfferMinutes,
    waitlistPriority: settings.waitlistPriority as SalonSettings['waitlistPriority'],
    waitlistWaivesLateFee: settings.waitlistWaivesLateFee,
    appointmentsOutsideHours: await appointmentsOutsideHours(db, salon, now),
  };
}

/**
 * `PATCH /api/settings`: the hours screen's week or the About screen's fields, in one transaction.
 * GET /api/salon reads the same rows, so the public pages show the change at once.
 */
export async function updateSettings(
  { db, clock, storage, onlinePayment, textsAvailable }: SettingsDeps,
  patch: SalonSettingsUpdate,
): Promise<SalonSettings> {
  const removedUrl = await db.transaction(async (tx) => {
    const locked = await lockSettings(tx);
    if (!locked) throw notSetUp();
    assertCardPolicyKept(locked, patch, onlinePayment);
    assertTextLimitsKept(locked, patch);
    const removeHero = clearsImage(locked.heroImageUrl, patch.heroImage);
    await updateSettingsRow(tx, {
      name: patch.salonName,
      description: patch.salonDescription,
      address: patch.salonAddress,
      phone: patch.salonPhone,
      email: patch.salonEmail,
      reminderHours: patch.reminderHours,
      maxUnpaidHoldsPerClient: patch.maxUnpaidHoldsPerClient,
      maxVisitServices: patch.maxVisitServices,
      visitCategoryOrder: patch.visitCategoryOrder,
      minNoticeMinutes: patch.minNoticeMinutes,
      depositPercent: patch.depositPercent,
      holdMinutes: patch.holdMinutes,
      freeCancellationHours: patch.freeCancellationHours,
      freeChangeHours: patch.freeChangeHours,
      autoCompleteHours: patch.autoCompleteHours,
      privacyNotice: patch.privacyNotice,
      clientRetentionYears: patch.clientRetentionYears,
      cardRequiredWhen: patch.cardRequiredWhen,
      cardRequiredOverPence:
        patch.cardRequiredOver === undefined ? undefined : patch.cardRequiredOver === null ? null : poundsToPence(patch.cardRequiredOver),
      noShowFeePercent: patch.noShowFeePercent,
      lateCancellationFeePercent: patch.lateCancellationFeePercent,
      textsEnabled: patch.textsEnabled,
      textKinds: patch.textKinds,
      secondReminderHours: patch.secondReminderHours,
      quietHoursStart: patch.quietHoursStart,
      quietHoursEnd: patch.quietHoursEnd,
      textMonthlySegmentCap: patch.textMonthlySegmentCap,
      callUnconfirmedHours: patch.callUnconfirmedHours,
      waitlistEnabled: patch.waitlistEnabled,
      waitlistOfferMinutes: patch.waitlistOfferMinutes,
      waitlistPriority: patch.waitlistPriority,
      waitlistWaivesLateFee: patch.waitlistWaivesLateFee,
      textCountries: patch.textCountries,
      textsPerNumberHour: patch.textsPerNumberHour,
      textsPerNumberDay: patch.textsPerNumberDay,
      ...(removeHero ? { heroImageUrl: null } : {}),
      updatedAt: clock(),
    });
    if (patch.workingHours) await replaceSalonHours(tx, workingHoursMapToWeekly(patch.workingHours));
    return removeHero ? locked.heroImageUrl : null;
  });
  await storage.remove(removedUrl);
  return getSettings(db, clock(), { onlinePayment, textsAvailable });
}

/**
 * The card policy a change sets must be one the salon can keep: no card asked for where none can be saved, and an
 * amount for 'visits over an amount' (as the settings would be after it). Refused with nothing changed. Rules kept from
 * when Stripe was set up do not block other changes: where no card can be saved, none is asked for (feePolicyOf).
 */
function assertCardPolicyKept(
  current: Pick<SalonSettingsRow, 'cardRequiredWhen' | 'cardRequiredOverPence'>,
  patch: SalonSettingsUpdate,
  onlinePayment: OnlinePayment,
): void {
  const rules = patch.cardRequiredWhen ?? current.cardRequiredWhen;
  const over = patch.cardRequiredOver === undefined ? current.cardRequiredOverPence : patch.cardRequiredOver;
  if (patch.cardRequiredWhen?.length && onlinePayment === 'off') throw AppError.badRequest(CARD_POLICY_MESSAGES.noProvider);
  if (rules.includes('over_amount') && over === null) throw AppError.badRequest(CARD_POLICY_MESSAGES.overAmountMissing);
}

/**
 * The countries texted must be ones phone numbers are in, and a number's texts in a day at least its texts in an hour
 * (as the settings would be after the change). Refused with nothing changed.
 */
function assertTextLimitsKept(current: Pick<LockedSettings, 'textsPerNumberHour' | 'textsPerNumberDay'>, patch: SalonSettingsUpdate): void {
  if (patch.textCountries?.some((code) => !PHONE_COUNTRIES.includes(code))) throw AppError.badRequest(TEXT_COUNTRY_MESSAGE);
  const hour = patch.textsPerNumberHour ?? current.textsPerNumberHour;
  const day = patch.textsPerNumberDay ?? current.textsPerNumberDay;
  if (day < hour) throw AppError.badRequest(TEXTS_PER_DAY_MESSAGE);
}

/** `POST /api/settings/upload-hero`: the banner, cropped to the spec's 1200×400. */
export async function setHeroImage({ db, clock, storage }: SettingsDeps, file: Buffer): Promise<{ heroImage: { url: string } }> {
  await loadSalon(db);
  const url = await storeNewImage(storage, file, {
    kind: 'hero',
    folder: 'hero',
    ownerId: 'salon',
    swap: (next) => replaceHeroImageUrl(db, next, clock()),
  });
  if (!url) throw notSetUp();
  return { heroImage: { url } };
}
