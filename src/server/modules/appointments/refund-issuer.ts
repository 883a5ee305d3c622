/**
 * The seam where a cancellation's refund leaves the building. The payments issue plugs the provider in here
 * (Stripe, or the offline provider); it should use the appointment id as the idempotency key, because the
 * cancellation is already recorded when this runs (see docs/decisions/0007-staff-edits-and-cancellations.md).
 */
export interface RefundRequest {
  appointmentId: string;
  amountPence: number;
}

export type IssueRefund = (request: RefundRequest) => Promise<void>;

/** Until online payments exist, nothing is ever paid through us, so there is nothing to send back. */
export const noRefundProvider: IssueRefund = async () => {};
