import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { WeeklyHours } from '../../../core/availability/slots.ts';
import { CHAIR_HOLDING_STATUSES } from '../../../core/status.ts';
import type { Database } from '../../db/client.ts';
import { appointments } from '../../db/schema/booking.ts';
import { salonHours, salonSettings } from '../../db/schema/catalog.ts';
import { APPOINTMENT_SUMMARY } from '../time-off/time-off.repository.ts';

export type SettingsValues = Partial<
  Pick<
    typeof salonSettings.$inferInsert,
    | 'name'
    | 'description'
    | 'address'
    | 'phone'
    | 'email'
    | 'reminderHours'
    | 'maxUnpaidHoldsPerClient'
    | 'maxVisitServices'
    | 'visitCategoryOrder'
    | 'minNoticeMinutes'
    | 'depositPercent'
    | 'holdMinutes'
    | 'freeCancellationHours'
    | 'freeChangeHours'
    | 'autoCompleteHours'
    | 'privacyNotice'
    | 'clientRetentionYears'
    | 'cardRequiredWhen'
    | 'cardRequiredOverPence'
    | 'noShowFeePercent'
    | 'lateCancellationFeePercent'
    | 'textsEnabled'
    | 'textKinds'
    | 'secondReminderHours'
    | 'quietHoursStart'
    | 'quietHoursEnd'
    | 'textMonthlySegmentCap'
    | 'callUnconfirmedHours'
    | 'waitlistEnabled'
    | 'waitlistOfferMinutes'
    | 'waitlistPriority'
    | 'waitlistWaivesLateFee'
    | 'textCountries'
    | 'textsPerNumberHour'
    | 'textsPerNumberDay'
  >
>;

// Every function takes a Database; a transaction is one too, so callers group writes as they need.

/** What a change of the settings is checked against: the row as it is, locked. */
export interface LockedSettings {
  heroImageUrl: string | null;
  cardRequiredWhen: string[];
  cardRequiredOverPence: number | null;
  textsPerNumberHour: number;
  textsPerNumberDay: number;
}

/** Reads what a change is checked against and locks the row until the transaction ends. */
export async function lockSettings(tx: Database): Promise<LockedSettings | undefined> {
  const [row] = await tx
    .select({
      heroImageUrl: salonSettings.heroImageUrl,
      cardRequiredWhen: salonSettings.cardRequiredWhen,
      cardRequiredOverPence: salonSettings.cardRequiredOverPence,
      textsPerNumberHour: salonSettings.textsPerNumberHour,
      textsPerNumberDay: salonSettings.textsPerNumberDay,
    })
    .from(salonSettings)
    .where(eq(salonSettings.id, 1))
    .for('update');
  return row;
}

export async function updateSettingsRow(
  db: Database,
  values: SettingsValues & { heroImageUrl?: string | null; updatedAt: Date },
): Promise<void> {
  await db.update(salonSettings).set(values).where(eq(salonSettings.id, 1));
}

/** The salon's week becomes exactly these entries (one per open day). */
export async function replaceSalonHours(db: Database, hours: WeeklyHours[]): Promise<void> {
  await db.delete(salonHours);
  if (hours.length > 0) await db.insert(salonHours).values(hours);
}

/** Points the salon at a new hero image and returns the one it had; undefined when the salon is not set up. */
export async function replaceHeroImageUrl(db: Database, url: string, now: Date): Promise<{ previous: string | null } | undefined> {
  return db.transaction(async (tx) => {
    const locked = await lockSettings(tx);
    if (!locked) return undefined;
    await tx.update(salonSettings).set({ heroImageUrl: url, updatedAt: now }).where(eq(salonSettings.id, 1));
    return { previous: locked.heroImageUrl };
  });
}

/** Appointments that hold a chair and have not ended by `now`, soonest first: what an hours change may strand. */
export async function listUpcomingLiveAppointments(db: Database, now: Date) {
  return db
    .select(APPOINTMENT_SUMMARY)
    .from(appointments)
    .where(and(inArray(appointments.status, [...CHAIR_HOLDING_STATUSES]), gt(appointments.endAt, now)))
    .orderBy(asc(appointments.startAt), asc(appointments.id));
}
export type UpcomingAppointmentRow = Awaited<ReturnType<typeof listUpcomingLiveAppointments>>[number];
