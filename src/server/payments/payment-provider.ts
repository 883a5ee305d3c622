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
  /**
   * Keep the card it is paid with for the no-show policy (issue 26): the provider saves it for charges made later
   * without the client (Stripe: `setup_future_usage: off_session`, a Customer made for it).
   */
  keepCard?: boolean;
  /** where the provider sends the customer back after paying (absolute, or a path on this site); the booking's pages by default */
  returnTo?: { success: string; cancel: string };
}

/** A card saved at the provider for the no-show policy: its references, and what the client may be shown. */
export interface SavedCard {
  /** the provider's customer the card belongs to (a Stripe Customer); null where the provider has none */
  customerId: string | null;
  paymentMethodId: string;
  /** 'visa', 'mastercard', … as the provider names it */
  brand: string;
  last4: string;
}

/** A session that only saves a card (Stripe Checkout in setup mode): nothing is charged. */
export interface CardSetupRequest {
  appointmentId: string;
  /** what the provider's page says it is for */
  description: string;
  customerEmail: string;
  customerName: string;
  /** the hold's end, as for a payment */
  holdExpiresAt: Date;
  now: Date;
}

/** A charge on a saved card without the client present, with their stored agreement (an off-session payment). */
export interface CardChargeRequest {
  card: SavedCard;
  amountPence: number;
  description: string;
  /** the same key twice gives the same charge: a fee is never charged twice, whatever is retried */
  idempotencyKey: string;
  /** what our records call it (the fee's id, the visit's id), kept with the payment at the provider */
  metadata: Record<string, string>;
}

/**
 * How an off-session charge ended: taken; the bank wants the client to authenticate it themselves (they will be sent a
 * link); or declined (the provider's words say why).
 */
export type CardCharge =
  | { outcome: 'succeeded'; providerPaymentId: string }
  | { outcome: 'requires_action'; message: string }
  | { outcome: 'declined'; message: string };

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
  /** the card it was paid with, when the session was opened to keep it and the provider says so in the event */
  card?: SavedCard;
}

/** A provider's notification, already verified and reduced to what we act on. */
export type PaymentEvent =
  | { id: string; type: string; kind: 'session_paid'; paid: PaidSession }
  | { id: string; type: string; kind: 'session_expired'; sessionId: string }
  /** a setup session completed: the card is saved (the offline provider tells it; Stripe's is read with findSavedCard) */
  | { id: string; type: string; kind: 'card_saved'; sessionId: string; card?: SavedCard }
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
  /** opens a session that saves a card and charges nothing (issue 26) */
  createCardSetup(request: CardSetupRequest): Promise<CheckoutSession>;
  /**
   * The card a completed session saved (a setup session, or a payment session opened with `keepCard`); undefined
   * while it has saved none (or when only we know, as with the offline provider).
   */
  findSavedCard(sessionId: string): Promise<SavedCard | undefined>;
  /** charges a saved card off-session; a provider failure (not a decline) throws PaymentProviderError */
  chargeCard(request: CardChargeRequest): Promise<CardCharge>;
  /** detaches a saved card at the provider, so it can never be charged again (erasing a client) */
  forgetCard(card: SavedCard): Promise<void>;
}

/** A card on a client's record, with the provider that saved it. */
export type RecordedCard = SavedCard & { provider: string };

/**
 * Detaches a recorded card at the provider that saved it (erasing a client, issue 26). A card another provider saved
 * (the demo's offline test cards, once Stripe is set up) is not this provider's to forget: there is nothing to reach.
 */
export type ForgetCard = (card: RecordedCard) => Promise<void>;
export const cardForgetter =
  (provider: PaymentProvider): ForgetCard =>
  async (card) => {
    if (card.provider === provider.name) await provider.forgetCard(card);
  };

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
