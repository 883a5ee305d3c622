import Stripe from 'stripe';
import { PaymentProviderError, type PaidSession, type PaymentEvent, type PaymentProvider } from './payment-provider.ts';

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

  return {
    name: 'stripe',
    // Test-mode keys move no money: what they take is marked as test money like the offline provider's.
    testMoney: /^(sk|rk)_test_/.test(options.secretKey),
    async createSession(request) {
      // Stripe keeps a session open at least 30 minutes; a shorter hold is ended by our job (expireSession).
      const expiresAt = Math.max(request.holdExpiresAt.getTime(), request.now.getTime() + MIN_SESSION_MS);
      const back = options.publicUrl;
      const session = await call('open a checkout session', () =>
        stripe.checkout.sessions.create({
          mode: 'payment',
          line_items: [
            { quantity: 1, price_data: { currency: 'gbp', unit_amount: request.amountPence, product_data: { name: request.description } } },
          ],
          customer_email: request.customerEmail,
          client_reference_id: request.appointmentId,
          metadata: { appointmentId: request.appointmentId },
          expires_at: Math.ceil(expiresAt / 1000),
          success_url: `${back}/success?appointmentId=${request.appointmentId}&session_id={CHECKOUT_SESSION_ID}`,
          cancel_url: `${back}/cancel?appointmentId=${request.appointmentId}`,
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
    parseWebhook(rawBody, signature) {
      const event = stripe.webhooks.constructEvent(rawBody, signature ?? '', options.webhookSecret);
      const base = { id: event.id, type: event.type };
      switch (event.type) {
        case 'checkout.session.completed':
        case 'checkout.session.async_payment_succeeded': {
          const paid = paidSession(event.data.object);
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
