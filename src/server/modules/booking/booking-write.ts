import type { Database } from '../../db/client.ts';
import { recordMarketingConsent } from '../client-data/marketing-consent.repository.ts';
import { confirmationWrites, type Confirmation } from '../notifications/booking-confirmation.service.ts';
import type { BookingOutcome } from './create-booking.ts';

/** What a booking's write writes besides its appointment (the hold it claims, or its confirmation). */
export interface BookingWrite {
  outcome: BookingOutcome;
  /** confirmed: its confirmation, rendered (no message when the salon is not set up) */
  confirmation: Confirmation | undefined;
  marketingConsent: boolean;
}

/** What the insert of the booking's appointments writes with it: its confirmation's messages and manage-link token. */
export function writtenWith(write: BookingWrite, now: Date) {
  return write.confirmation && confirmationWrites(write.confirmation, now);
}

/** The client's marketing consent and what else the outcome writes, in the booking's transaction once its (first) appointment is in. */
export async function afterInsert(tx: Database, appointmentId: string, write: BookingWrite, now: Date): Promise<void> {
  if (write.marketingConsent) await recordMarketingConsent(tx, appointmentId, now);
  await write.outcome.alsoWrite?.(tx, appointmentId);
}

/**
 * Whether a booking's insert is all it writes, for one beautician: then it is that one statement, with no
 * transaction around it. The time-off trigger (migration 0010) takes the beautician's booking lock before each row
 * meets the exclusion constraint, which queues racing bookings exactly as lockBeauticianBookings does, in three round
 * trips fewer (docs/decisions/0033). A hold (its client's holds claimed first), a marketing consent, or a visit of
 * several beauticians (their locks taken first, in one order, so that two visits never wait on each other) is one
 * transaction with the locks taken first.
 */
export function insertIsAll(write: BookingWrite, beauticianIds: readonly string[]): boolean {
  return write.outcome.status === 'confirmed' && !write.marketingConsent && !write.outcome.alsoWrite && new Set(beauticianIds).size === 1;
}
