import type { AppointmentStatus } from '../schemas/appointment.schema.ts';

export type CancelledBy = 'staff' | 'client';

export interface CancellationInput {
  /** what the client has paid and not yet had back, in pence */
  paidPence: number;
  requestedBy: CancelledBy;
  start: Date;
  now: Date;
  /** a client cancelling at least this long before the start gets everything back */
  freeCancellationHours: number;
  /**
   * The non-refundable part of what was paid when a client cancels late: the deposit when one was taken
   * (so a late client keeps their money above the deposit). Absent or 0: a late client gets nothing back.
   */
  retainedPence?: number;
}

export interface CancellationOutcome {
  status: Extract<AppointmentStatus, `cancelled_${string}`>;
  refundPence: number;
}

/**
 * The one cancellation policy (preview, cancel and e-mails all call it). Staff cancelling refunds everything
 * paid; a client before the free window gets everything back; later than that the salon keeps the retained
 * part (the deposit) and returns the rest, or keeps everything when nothing is marked as retained. The status
 * says what happened to the money: nothing paid means nothing refunded.
 */
export function cancellationOutcome(input: CancellationInput): CancellationOutcome {
  const paid = Math.max(0, input.paidPence);
  const hoursBefore = (input.start.getTime() - input.now.getTime()) / 3_600_000;
  const refundsAll = input.requestedBy === 'staff' || hoursBefore >= input.freeCancellationHours;
  const retained = input.retainedPence && input.retainedPence > 0 ? Math.min(paid, input.retainedPence) : paid;
  const refundPence = refundsAll ? paid : paid - retained;
  if (refundPence === 0) return { status: 'cancelled_no_refund', refundPence: 0 };
  return { status: refundPence === paid ? 'cancelled_full_refund' : 'cancelled_partial_refund', refundPence };
}
