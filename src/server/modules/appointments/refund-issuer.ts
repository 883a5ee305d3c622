/**
 * The seam where a cancellation's refund leaves the building: checkout's `providerRefundIssuer` (Stripe or
 * the offline provider). It runs before the cancellation is recorded and must be idempotent per appointment,
 * since two concurrent cancels both call it (docs/decisions/0010-online-payments.md).
 */
export interface RefundRequest {
  appointmentId: string;
  amountPence: number;
}

export type IssueRefund = (request: RefundRequest) => Promise<void>;

/** For callers with no provider: nothing paid through us, nothing to send back. */
export const noRefundProvider: IssueRefund = async () => {};
