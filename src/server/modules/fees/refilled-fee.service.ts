import { and, eq, gt, like, lt, ne, or, type SQL } from 'drizzle-orm';
import { appointments } from '../../db/schema/booking.ts';
import { visitPartsOf } from '../booking/bookings.repository.ts';
import { loadSalon } from '../catalog/salon.service.ts';
import { refundFee } from './fee-refund.service.ts';
import { visitFeeState, waiveFee, type FeeDeps } from './fee.service.ts';

/** Why a late cancellation's fee was waived, as staff see it. */
export const REFILLED_REASON = 'The time was refilled from the waitlist.';

/**
 * A visit booked from the waitlist (issue 28) refills time a client cancelled late: where the salon's setting says so (on
 * by default), the late-cancellation fee of every visit whose time it took up is waived, and one already paid is given
 * back, so the policy stays fair: the salon lost nothing. Each decision is the fee's own, once, whoever asks
 * (waiveFee, refundFee). A fee being charged at this moment is left to staff. Answers how many fees it decided.
 */
export async function waiveRefilledLateFees(deps: FeeDeps, refillVisitId: string): Promise<number> {
  const { settings } = await loadSalon(deps.db);
  if (!settings.waitlistWaivesLateFee) return 0;
  const parts = await visitPartsOf(deps.db, refillVisitId);
  if (parts.length === 0) return 0;
  const overlapping: SQL[] = parts.map((p) =>
    and(eq(appointments.beauticianId, p.beauticianId), lt(appointments.startAt, p.endAt), gt(appointments.endAt, p.startAt))!,
  );
  const cancelled = await deps.db
    .selectDistinct({ visitId: appointments.visitId })
    .from(appointments)
    .where(and(like(appointments.status, 'cancelled_%'), ne(appointments.status, 'cancelled_expired'), or(...overlapping)));
  let decided = 0;
  for (const { visitId } of cancelled) {
    const { fee, quote } = await visitFeeState(deps.db, visitId);
    if (quote?.kind !== 'late_cancellation') continue;
    if (fee?.status === 'paid') await refundFee(deps, visitId);
    else if (!fee || fee.status === 'requested' || fee.status === 'failed') await waiveFee(deps, visitId, REFILLED_REASON, null);
    else continue;
    decided++;
  }
  return decided;
}
