import type { OnlinePayment } from '../../core/schemas/salon.schema.ts';

/**
 * Where online money moves (docs/architecture.md, Payments). Two implementations: Stripe when its keys are set,
 * and the offline provider (its own test page, no money) otherwise. Amounts are integer pence, GBP.
 */
export interface CheckoutRequest {
  appointmentId: string;
  amountPence: number;
  /** what the payment page shows, e.g. 'Deposit: Cut — Standard with Alice' */
  description: string;
  customerEmail: string;
  /** the hold's end: the session must not take money much later than this */
  holdExpiresAt: Date;
  now: Date;
}

export interface CheckoutSession {
  sessionId: string;
  /** where the browser goes to pay (absolute, or a path on this site) */
  url: string;
}

/** What the provider says about a session that has been paid. */
export interface PaidSession {
  sessionId: string;
  /** the provider's id of the money itself (a Stripe PaymentIntent) */
  providerPaymentId: string;
  amountPence: number;
}

/** A provider's notification, already verified and reduced to what we act on. */
export type PaymentEvent =
  | { id: string; type: string; kind: 'session_paid'; paid: PaidSession }
  | { id: string; type: string; kind: 'session_expired'; sessionId: string }
  | { id: string; type: string; kind: 'ignored' };

export interface RefundCommand {
  providerPaymentId: string;
  amountPence: number;
  /** the same key twice gives the same refund: a retried cancel never refunds twice */
  idempotencyKey: string;
}

export interface PaymentProvider {
  /** 'none': a live salon with no provider set up takes no online payment at all (docs/decisions/0019) */
  readonly name: 'offline' | 'stripe' | 'none';
  /** what it takes is not real money (the offline test provider, Stripe in test mode): screens and exports say so */
  readonly testMoney: boolean;
  createSession(request: CheckoutRequest): Promise<CheckoutSession>;
  /** asks the provider whether the session is paid; undefined while it is not (or when only we know) */
  findPaidSession(sessionId: string): Promise<PaidSession | undefined>;
  /** stops a session from taking money after its hold ended; best effort, a late payment is handled anyway */
  expireSession(sessionId: string): Promise<void>;
  refund(command: RefundCommand): Promise<{ refundId: string }>;
}

/** What the booking pages are told about online payment through this provider. */
export const onlinePaymentOf = (provider: PaymentProvider): OnlinePayment =>
  provider.name === 'none' ? 'off' : provider.testMoney ? 'test' : 'live';

/** The provider could not do what was asked: nothing of ours was changed. */
export class PaymentProviderError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PaymentProviderError';
  }
}
