import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SessionParamsSchema } from '../../../core/schemas/checkout.schema.ts';
import type { Database } from '../../db/client.ts';
import type { PaymentProvider } from '../../payments/payment-provider.ts';
import type { BookingMail } from '../notifications/booking-mail.service.ts';
import { OFFLINE_PAY_CSS, OFFLINE_PAY_CSS_PATH } from './offline-pay-page.ts';
import { offlinePaymentView, payOffline } from './offline-pay.service.ts';

/** The test card a Save or Pay button names; none: the plain Pay button. */
const OfflinePayBodySchema = z.object({ card: z.enum(['succeeds', 'authenticate', 'declined']).optional() }).optional();

/** `declined=1`: the declined test card was just tried (issue 40). */
const OfflinePageQuerySchema = z.object({ declined: z.literal('1').optional() });

export interface OfflinePayRoutesOptions {
  db: Database;
  clock: () => Date;
  provider: PaymentProvider;
  /** queues the confirmation e-mails when a payment confirms a booking */
  mail: BookingMail;
}

/**
 * The offline provider's hosted page (`/pay/:sessionId`, outside /api like Stripe's own page). Pay settles
 * through the webhook's code path and returns the customer to /success, as Stripe would.
 */
export const offlinePayRoutes: FastifyPluginAsyncZod<OfflinePayRoutesOptions> = async (app, { db, clock, provider, mail }) => {
  // The Pay form posts a urlencoded body: empty, or the test card chosen (issue 26).
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_req, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  app.get(OFFLINE_PAY_CSS_PATH, { schema: { hide: true } }, (_req, reply) =>
    reply.header('cache-control', 'public, max-age=3600').type('text/css; charset=utf-8').send(OFFLINE_PAY_CSS),
  );

  app.get(
    '/pay/:sessionId',
    { schema: { hide: true, params: SessionParamsSchema, querystring: OfflinePageQuerySchema } },
    async (req, reply) => {
      const html = await offlinePaymentView(db, req.params.sessionId, req.query.declined === '1');
      // `same-origin` (not helmet's no-referrer) so that its Pay form's POST names our origin, which the same-origin
      // check wants; a browser without Sec-Fetch-Site would otherwise send `Origin: null` (plugins/security.ts).
      return reply
        .header('cache-control', 'no-store')
        .header('x-robots-tag', 'noindex')
        .header('referrer-policy', 'same-origin')
        .type('text/html; charset=utf-8')
        .send(html);
    },
  );

  app.post('/pay/:sessionId', { schema: { hide: true, params: SessionParamsSchema, body: OfflinePayBodySchema } }, async (req, reply) => {
    const returnUrl = await payOffline(
      db,
      provider,
      { sessionId: req.params.sessionId, card: req.body?.card ?? 'succeeds' },
      clock(),
      mail,
    );
    return reply.redirect(returnUrl, 303);
  });
};
