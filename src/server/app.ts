import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { DEFAULT_BOOKING_RATE_LIMIT_PER_MINUTE, type AppConfig } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { loggerOptions, requestLogController } from './request-log.ts';
import { registerAuth } from './modules/auth/auth.plugin.ts';
import { registerNoStore } from './plugins/no-store.ts';
import { registerBookingRateLimit } from './modules/booking/booking-rate-limit.plugin.ts';
import { registerSecurity, relaxCspForApiDocs } from './plugins/security.ts';
import { registerErrorHandler, registerNotFoundHandler } from './plugins/error-handler.ts';
import { registerTextInputGuard } from './plugins/text-input.ts';
import { registerWebApp } from './plugins/web-app.ts';
import { adminPageData } from './plugins/admin-page-data.ts';
import { sessionCookie } from './modules/auth/session-cookie.ts';
import { resolveSession } from './modules/auth/sessions.service.ts';
import { adminAppointmentRoutes } from './modules/appointments/admin-appointments.routes.ts';
import { bookingRoutes } from './modules/booking/booking.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { firstRunRoutes } from './modules/auth/first-run.routes.ts';
import { availabilityRoutes } from './modules/availability/availability.routes.ts';
import { registerChangeFeed } from './db/change-feed-plugin.ts';
import { catalogRoutes } from './modules/catalog/catalog.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { salonRoutes } from './modules/catalog/salon.routes.ts';
import { timeOffRoutes } from './modules/time-off/time-off.routes.ts';
import { settingsRoutes } from './modules/settings/settings.routes.ts';
import { feesRoutes } from './modules/fees/fees.routes.ts';
import { feePayRoutes } from './modules/checkout/fee-pay.routes.ts';
import { revenueRoutes } from './modules/revenue/revenue.routes.ts';
import { takingsRoutes } from './modules/takings/takings.routes.ts';
import { beauticiansAdminRoutes } from './modules/catalog/beauticians-admin.routes.ts';
import { servicesAdminRoutes } from './modules/catalog/services-admin.routes.ts';
import { createUploadStorage } from './modules/uploads/upload-storage.ts';
import { registerUploads } from './modules/uploads/uploads.plugin.ts';
import { checkoutRoutes } from './modules/checkout/checkout.routes.ts';
import { offlinePayRoutes } from './modules/checkout/offline-pay.routes.ts';
import { providerRefundIssuer } from './modules/checkout/refund-issuer.service.ts';
import { webhookRoutes } from './modules/checkout/webhook.routes.ts';
import { manageLinkRoutes } from './modules/manage-link/manage-link.routes.ts';
import { outboxRoutes } from './modules/notifications/outbox.routes.ts';
import type { BookingMail } from './modules/notifications/booking-mail.service.ts';
import { clientsRoutes } from './modules/clients/clients.routes.ts';
import { clientDataRoutes } from './modules/client-data/client-data.routes.ts';
import { staffBookingsRoutes } from './modules/staff-bookings/staff-bookings.routes.ts';
import { tillRoutes } from './modules/till/till.routes.ts';
import { reverseAutoCompletion } from './modules/till/auto-completion.repository.ts';
import { teamRoutes } from './modules/team/team.routes.ts';
import { setPasswordRoutes } from './modules/auth/set-password.routes.ts';
import { createPaymentProvider } from './payments/create-provider.ts';
import { createTwilioSender, type TextSender } from './sms/text-sender.ts';
import { textsRoutes } from './modules/texts/texts.routes.ts';
import { waitlistRoutes } from './modules/waitlist/waitlist.routes.ts';
import { registerWaitlistRefill } from './modules/waitlist/refill.plugin.ts';
import { cardForgetter, onlinePaymentOf, type PaymentProvider } from './payments/payment-provider.ts';

export interface AppDependencies {
  config: Pick<AppConfig, 'logLevel' | 'webDistDir' | 'publicUrl' | 'session' | 'testPayments'> &
    Partial<Pick<AppConfig, 'trustProxyHops' | 'stripe' | 'bookingRateLimitPerMinute' | 'logFormat' | 'twilio' | 'live'>>;
  database: DatabaseHandle;
  /** where online payments go; by default Stripe when configured, else the offline provider */
  paymentProvider?: PaymentProvider;
  /** the text provider, whose signature replies and delivery reports must carry; none without Twilio (issue 27) */
  textSender?: TextSender;
  /** the current instant; every rule that depends on "now" reads it from here */
  clock?: () => Date;
  /** where log lines go (standard output by default); the log-redaction test reads them */
  logStream?: { write(line: string): void };
  /** called after a change that queued e-mail commits: main.ts wakes the mail job with it (docs/decisions/0013) */
  notifyMail?: () => void;
}

/** Builds the whole app without listening: main.ts listens, tests call `inject()`. */
export async function buildApp({
  config,
  database,
  clock = () => new Date(),
  paymentProvider,
  textSender,
  logStream,
  notifyMail,
}: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    // Manage-link tokens, payment session ids and searches travel in URLs: the logged URL has them replaced.
    logger: loggerOptions(config, logStream),
    logController: requestLogController(config.logFormat),
    bodyLimit: 64 * 1024,
    // Only as many X-Forwarded-For hops as there are proxies of ours: anything more is the client's to forge.
    trustProxy: config.trustProxyHops ? (_address: string, hop: number) => hop < config.trustProxyHops! : false,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerTextInputGuard(app);

  // Security headers and the same-origin check first, so every answer below carries them.
  await registerSecurity(app, { publicUrl: config.publicUrl });
  // External plugins first, then the API, then the web app (fastify/demo's visible order).
  await app.register(fastifyCompress, { global: true, threshold: 1024 });
  await app.register(fastifySwagger, {
    openapi: { info: { title: 'Salon booking API', version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    transformStaticCSP: relaxCspForApiDocs,
    // The default validator badge loads an image from validator.swagger.io, which our CSP refuses.
    uiConfig: { validatorUrl: null },
  });
  const { db } = database;
  // Multipart parsing (upload routes only read it) and the processed images at /uploads/, from the database.
  await registerUploads(app, db);

  await registerChangeFeed(app, database);
  const payments = paymentProvider ?? createPaymentProvider(config);
  const texts = textSender ?? (config.twilio ? createTwilioSender({ ...config.twilio, publicUrl: config.publicUrl }) : undefined);
  const refund = providerRefundIssuer(db, payments, clock);
  const mail: BookingMail = {
    publicUrl: config.publicUrl,
    afterCommit: notifyMail ?? (() => {}),
    warn: (details, message) => app.log.warn(details, message),
  };
  registerWaitlistRefill(app, { db, clock, mail, provider: payments });
  // Before any API route, so every one of them is behind the session check unless marked public.
  const auth = { db, clock, session: config.session, publicUrl: config.publicUrl };
  await registerAuth(app, auth);
  registerNoStore(app);
  registerBookingRateLimit(app, { db, clock, perMinute: config.bookingRateLimitPerMinute ?? DEFAULT_BOOKING_RATE_LIMIT_PER_MINUTE });
  await app.register(
    async (api) => {
      await api.register(healthRoutes, { db });
      await api.register(authRoutes, auth);
      await api.register(firstRunRoutes, auth);
      await api.register(setPasswordRoutes, auth);
      await api.register(salonRoutes, { db, onlinePayment: onlinePaymentOf(payments) });
      await api.register(catalogRoutes, { db });
      await api.register(availabilityRoutes, { db, clock });
      await api.register(bookingRoutes, {
        db,
        clock,
        mail,
        cards: payments.name === 'none' ? undefined : { provider: payments.name, testMoney: payments.testMoney },
      });
      await api.register(adminAppointmentRoutes, { db, clock, refund, mail, undoAutoCompletion: reverseAutoCompletion });
      await api.register(checkoutRoutes, { db, clock, provider: payments, mail });
      await api.register(feesRoutes, { db, clock, provider: payments, mail });
      await api.register(feePayRoutes, { db, clock, provider: payments, mail });
      await api.register(webhookRoutes, { db, clock, provider: payments, mail });
      const storage = createUploadStorage(db);
      await api.register(servicesAdminRoutes, { db, clock, storage });
      await api.register(beauticiansAdminRoutes, { db, clock, storage });
      await api.register(settingsRoutes, {
        db,
        clock,
        storage,
        onlinePayment: onlinePaymentOf(payments),
        textsAvailable: texts !== undefined,
      });
      await api.register(timeOffRoutes, { db, clock });
      await api.register(revenueRoutes, { db });
      await api.register(takingsRoutes, { db });
      await api.register(outboxRoutes, { db, demoReplies: !texts && !config.live });
      await api.register(textsRoutes, { db, clock, sender: texts, publicUrl: config.publicUrl, mail, live: config.live ?? false });
      await api.register(staffBookingsRoutes, { db, clock, mail });
      await api.register(tillRoutes, { db, clock });
      await api.register(teamRoutes, { db, clock, session: config.session, mail });
      await api.register(clientsRoutes, { db, clock, forgetCard: cardForgetter(payments) });
      await api.register(clientDataRoutes, { db, clock, forgetCard: cardForgetter(payments) });
      await api.register(manageLinkRoutes, { db, clock, refund, mail, provider: payments });
      await api.register(waitlistRoutes, { db, clock, provider: payments, mail });
    },
    { prefix: '/api' },
  );
  // The offline provider's own payment page, outside /api like Stripe's hosted page.
  if (payments.name === 'offline') await app.register(offlinePayRoutes, { db, clock, provider: payments, mail });

  // Issues 16 and 23: a back-office page's session check and first data start with the page, not after its code has run.
  const cookieName = sessionCookie(config.publicUrl).name;
  const sendPage = await registerWebApp(
    app,
    config.webDistDir,
    adminPageData({ clock, cookieName, staffOf: (token, now) => resolveSession(db, token, now, config.session) }),
  );
  registerNotFoundHandler(app, { sendPage });
  return app;
}
