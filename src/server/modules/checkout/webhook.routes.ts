import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { PaymentProvider } from '../../payments/payment-provider.ts';
import type { BookingMail } from '../notifications/booking-mail.service.ts';
import type { StripePaymentProvider } from '../../payments/stripe-provider.ts';
import { handlePaymentEvent } from './payment-events.service.ts';

export interface WebhookRoutesOptions {
  db: Database;
  clock: () => Date;
  provider: PaymentProvider;
  /** queues the confirmation e-mails when a payment confirms a booking */
  mail: BookingMail;
}

const hasWebhooks = (provider: PaymentProvider): provider is StripePaymentProvider => 'parseWebhook' in provider;

/**
 * `POST /api/checkout/webhook`: Stripe's notifications. The signature covers the exact bytes sent, so this
 * plugin (and only this one: the parser is encapsulated) keeps JSON bodies raw. Public, as Stripe has no
 * session; the signature is its credential. A bad signature is 400 and changes nothing.
 */
export const webhookRoutes: FastifyPluginAsync<WebhookRoutesOptions> = async (app, { db, clock, provider, mail }) => {
  app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 512 * 1024 }, (_req, body, done) => done(null, body));

  // Stripe's servers are another site by definition: the same-origin check (plugins/security.ts) lets this one through.
  app.post('/checkout/webhook', { config: { public: true, crossSite: true }, schema: { tags: ['checkout'], hide: true } }, async (req) => {
    if (!hasWebhooks(provider)) throw new AppError('NO_WEBHOOKS', 'The offline payment provider takes no webhooks.', 404);
    if (!Buffer.isBuffer(req.body)) throw AppError.badRequest('Expected a JSON body.');
    const signature = req.headers['stripe-signature'];
    let event;
    try {
      event = provider.parseWebhook(req.body, Array.isArray(signature) ? signature[0] : signature);
    } catch {
      throw new AppError('BAD_SIGNATURE', 'The webhook signature does not match.', 400);
    }
    const result = await handlePaymentEvent(db, provider, event, clock(), mail);
    return { received: true, duplicate: result === 'duplicate' };
  });
};
