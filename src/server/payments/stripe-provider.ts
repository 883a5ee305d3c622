import Stripe from 'stripe';
import {
  PaymentProviderError,
  type CardCharge,
  type PaidSession,
  type PaymentEvent,
  type PaymentProvider,
  type SavedCard,
} from './payment-provider.ts';

/** Stripe's shortest Checkout Session (https://docs.stripe.com/api/checkout/sessions/create#create_checkout_session-expires_at). */
const MIN_SESSION_MS = 31 * 60_000;

export interface StripeProviderOptions {
  secretKey: string;
  webhookSecret: string;
  /** where the customer comes back to: PUBLIC_URL */
  publicUrl: string;
  /** tests point the SDK at a local fake of Stripe's HTTP API */
  client?: Stripe;
}

export interface StripePaymentProvider extends PaymentProvider {
  /** checks the signature on the raw body and reduces the event to what we act on; throws when it is not genuine */
  parseWebhook(rawBody: Buffer, signature: string | undefined): PaymentEvent;
}

export function createStripeProvider(options: StripeProviderOptions): StripePaymentProvider {
  const stripe = options.client ?? new Stripe(options.secretKey, { maxNetworkRetries: 2 });
  const call = async <T>(what: string, fn: () => Promise<T>): Promise<T> => {
    try {
      return await fn();
    } catch (err) {
      throw new PaymentProviderError(`Stripe could not ${what}: ${(err as Error).message}`, { cause: err });
    }
  };
  const back = options.publicUrl;
  // Joined as text, not with URL(): Stripe fills in the literal {CHECKOUT_SESSION_ID}, which URL() would percent-encode.
  const onThisSite = (url: string) => (/^https?:\/\//i.test(url) ? url : `${back}${url.startsWith('/') ? '' : '/'}${url}`);
  // Stripe's shortest session outlives a short hold; our job (expireSession) ends it when the hold does.
  const sessionExpiry = (request: { holdExpiresAt: Date; now: Date }) =>
    Math.ceil(Math.max(request.holdExpiresAt.getTime(), request.now.getTime() + MIN_SESSION_MS) / 1000);
  const newCustomer = (params: Stripe.CustomerCreateParams) =>
    call('create a customer', () => stripe.customers.create(params)).then((customer) => customer.id);

  return {
    name: 'stripe',
    // Test-mode keys move no money: what they take is marked as test money like the offline provider's.
    testMoney: /^(sk|rk)_test_/.test(options.secretKey),
    async createSession(request) {
      // Stripe saves the card for off-session charges only to a Customer, and takes no customer_email beside one.
      const who: Pick<Stripe.Checkout.SessionCreateParams, 'customer' | 'customer_email' | 'payment_intent_data'> = request.keepCard
        ? {
            customer: await newCustomer({ email: request.customerEmail }),
            payment_intent_data: { setup_future_usage: 'off_session' },
          }
        : { customer_email: request.customerEmail };
      const session = await call('open a checkout session', () =>
        stripe.checkout.sessions.create({
          mode: 'payment',
          line_items: [
            { quantity: 1, price_data: { currency: 'gbp', unit_amount: request.amountPence, product_data: { name: request.description } } },
          ],
          ...who,
          client_reference_id: request.appointmentId,
          metadata: { appointmentId: request.appointmentId },
          expires_at: sessionExpiry(request),
          success_url: onThisSite(
            request.returnTo?.success ?? `/success?appointmentId=${request.appointmentId}&session_id={CHECKOUT_SESSION_ID}`,
          ),
          cancel_url: onThisSite(request.returnTo?.cancel ?? `/cancel?appointmentId=${request.appointmentId}`),
        }),
      );
      if (!session.url) throw new PaymentProviderError('Stripe returned a checkout session without a url');
      return { sessionId: session.id, url: session.url };
    },
    async findPaidSession(sessionId) {
      const session = await call('read the checkout session', () => stripe.checkout.sessions.retrieve(sessionId));
      return paidSession(session);
    },
    async expireSession(sessionId) {
      const session = await call('read the checkout session', () => stripe.checkout.sessions.retrieve(sessionId));
      // A completed session is about to be reported as paid; an expired one needs nothing.
      if (session.status !== 'open') return;
      await call('expire the checkout session', () => stripe.checkout.sessions.expire(sessionId));
    },
    async refund({ providerPaymentId, amountPence, idempotencyKey }) {
      const refund = await call('refund the payment', () =>
        stripe.refunds.create({ payment_intent: providerPaymentId, amount: amountPence }, { idempotencyKey }),
      );
      return { refundId: refund.id };
    },
    async createCardSetup(request) {
      const customer = await newCustomer({ email: request.customerEmail, name: request.customerName });
      const session = await call('open a card setup session', () =>
        stripe.checkout.sessions.create({
          mode: 'setup',
          // Setup mode has no line items to take the currency from; Stripe offers the methods that can pay in it.
          currency: 'gbp',
          customer,
          client_reference_id: request.appointmentId,
          metadata: { appointmentId: request.appointmentId },
          setup_intent_data: { description: request.description, metadata: { appointmentId: request.appointmentId } },
          expires_at: sessionExpiry(request),
          success_url: `${back}/success?appointmentId=${request.appointmentId}&session_id={CHECKOUT_SESSION_ID}`,
          // 'card': the page says no booking was made, not that a payment was cancelled (issue 40).
          cancel_url: `${back}/cancel?appointmentId=${request.appointmentId}&closed=card`,
        }),
      );
      if (!session.url) throw new PaymentProviderError('Stripe returned a checkout session without a url');
      return { sessionId: session.id, url: session.url };
    },
    async findSavedCard(sessionId) {
      const session = await call('read the checkout session', () =>
        stripe.checkout.sessions.retrieve(sessionId, { expand: ['setup_intent.payment_method', 'payment_intent.payment_method'] }),
      );
      return savedCard(session);
    },
    chargeCard: ({ card, amountPence, description, idempotencyKey, metadata }) =>
      call('charge the saved card', async () => {
        try {
          const intent = await stripe.paymentIntents.create(
            {
              amount: amountPence,
              currency: 'gbp',
              customer: card.customerId ?? undefined,
              payment_method: card.paymentMethodId,
              // The client is not there: the bank may still ask them to authenticate, which fails the charge at once.
              off_session: true,
              confirm: true,
              description,
              metadata,
            },
            { idempotencyKey },
          );
          return chargeOutcome(intent);
        } catch (err) {
          // A decline is an answer, not a failure: Stripe says it with a card error (HTTP 402).
          if (isCardError(err)) return declineOutcome(err);
          throw err;
        }
      }),
    async forgetCard(card) {
      await call('detach the saved card', async () => {
        try {
          await stripe.paymentMethods.detach(card.paymentMethodId);
        } catch (err) {
          // Forgetting is done when Stripe no longer has the card, or no longer has it on a customer: a retry after a
          // timeout, or a card the client removed themselves.
          if (!isAlreadyGone(err)) throw err;
        }
      });
    },
    parseWebhook(rawBody, signature) {
      const event = stripe.webhooks.constructEvent(rawBody, signature ?? '', options.webhookSecret);
      const base = { id: event.id, type: event.type };
      switch (event.type) {
        case 'checkout.session.completed':
        case 'checkout.session.async_payment_succeeded': {
          const session = event.data.object;
          // The event carries the SetupIntent's id only: the card itself is read with findSavedCard.
          if (session.mode === 'setup') return { ...base, kind: 'card_saved', sessionId: session.id };
          const paid = paidSession(session);
          return paid ? { ...base, kind: 'session_paid', paid } : { ...base, kind: 'ignored' };
        }
        case 'checkout.session.expired':
          return { ...base, kind: 'session_expired', sessionId: event.data.object.id };
        default:
          return { ...base, kind: 'ignored' };
      }
    },
  };
}

/** A session counts as paid once Stripe says so; delayed methods (bank debits) report it later. */
function paidSession(session: Stripe.Checkout.Session): PaidSession | undefined {
  if (session.payment_status !== 'paid') return undefined;
  const intent = session.payment_intent;
  const providerPaymentId = typeof intent === 'string' ? intent : intent?.id;
  if (!providerPaymentId) return undefined;
  return { sessionId: session.id, providerPaymentId, amountPence: session.amount_total ?? 0 };
}

const idOf = (ref: string | { id: string } | null | undefined) => (typeof ref === 'string' ? ref : ref?.id);

/**
 * The card a session saved, from a session retrieved with its intents' payment methods expanded: a setup session's
 * once complete, a payment session's once paid. Only a card left attached to a Customer can be charged later: a
 * payment session opened without keepCard saves none.
 */
function savedCard(session: Stripe.Checkout.Session): SavedCard | undefined {
  const intent =
    session.mode === 'setup'
      ? session.status === 'complete' && session.setup_intent
      : session.payment_status === 'paid' && session.payment_intent;
  if (!intent || typeof intent === 'string' || !intent.payment_method || typeof intent.payment_method === 'string') return undefined;
  const method: Stripe.PaymentMethod = intent.payment_method;
  const customerId = idOf(session.customer) ?? idOf(method.customer);
  if (!customerId || !method.customer) return undefined;
  // Checkout may offer methods other than cards (Link, for one): their type stands in for the brand.
  return { customerId, paymentMethodId: method.id, brand: method.card?.brand ?? method.type, last4: method.card?.last4 ?? '' };
}

function chargeOutcome(intent: Stripe.PaymentIntent): CardCharge {
  if (intent.status === 'succeeded') return { outcome: 'succeeded', providerPaymentId: intent.id };
  if (intent.status === 'requires_action') {
    return { outcome: 'requires_action', message: 'The bank asks the client to authenticate this payment.' };
  }
  // Not a card's answer (a bank debit still processing, say): nothing we could tell the salon is settled.
  throw new Error(`the payment ${intent.id} is ${intent.status}`);
}

const isCardError = (err: unknown): err is Stripe.errors.StripeCardError =>
  err instanceof Stripe.errors.StripeCardError || (err as { type?: unknown } | null)?.type === 'StripeCardError';

function declineOutcome(err: Stripe.errors.StripeCardError): CardCharge {
  // Off-session, the bank's wish to see the client arrives as a code, or as a decline code on card_declined.
  const authenticate = err.code === 'authentication_required' || err.decline_code === 'authentication_required';
  return { outcome: authenticate ? 'requires_action' : 'declined', message: err.message };
}

/** Detaching a card Stripe no longer has, or has on no customer: "No such PaymentMethod", or "… not attached …". */
function isAlreadyGone(err: unknown): boolean {
  const { type, code, message } = (err ?? {}) as Partial<Stripe.errors.StripeError>;
  // Stripe gives the second no code, only its message.
  return type === 'StripeInvalidRequestError' && (code === 'resource_missing' || /not attached to a customer/i.test(message ?? ''));
}
