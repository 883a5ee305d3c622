import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppConfig } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { registerAuth } from './plugins/auth.ts';
import { registerErrorHandler, registerNotFoundHandler } from './plugins/error-handler.ts';
import { registerWebApp } from './plugins/web-app.ts';
import { adminAppointmentRoutes } from './modules/appointments/admin-appointments.routes.ts';
import { appointmentRoutes } from './modules/appointments/appointments.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { availabilityRoutes } from './modules/availability/availability.routes.ts';
import { catalogRoutes } from './modules/catalog/catalog.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { salonRoutes } from './modules/salon/salon.routes.ts';
import { settingsRoutes } from './modules/salon/settings.routes.ts';
import { revenueRoutes } from './modules/revenue/revenue.routes.ts';
import { beauticiansAdminRoutes } from './modules/catalog/beauticians-admin.routes.ts';
import { servicesAdminRoutes } from './modules/catalog/services-admin.routes.ts';
import { createUploadStorage } from './modules/uploads/upload-storage.ts';
import { registerUploads } from './modules/uploads/uploads.plugin.ts';
import { checkoutRoutes } from './modules/checkout/checkout.routes.ts';
import { offlinePayRoutes } from './modules/checkout/offline-pay.routes.ts';
import { providerRefundIssuer } from './modules/checkout/refund-issuer.service.ts';
import { webhookRoutes } from './modules/checkout/webhook.routes.ts';
import { createPaymentProvider } from './payments/create-provider.ts';
import type { PaymentProvider } from './payments/payment-provider.ts';

export interface AppDependencies {
  config: Pick<AppConfig, 'logLevel' | 'webDistDir' | 'publicUrl' | 'session' | 'uploadsDir'> & Partial<Pick<AppConfig, 'trustProxyHops' | 'stripe'>>;
  database: DatabaseHandle;
  /** where online payments go; by default Stripe when configured, else the offline provider */
  paymentProvider?: PaymentProvider;
  /** the current instant; every rule that depends on "now" reads it from here */
  clock?: () => Date;
}

/** Builds the whole app without listening: main.ts listens, tests call `inject()`. */
export async function buildApp({ config, database, clock = () => new Date(), paymentProvider }: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie'] },
    bodyLimit: 64 * 1024,
    // Only as many X-Forwarded-For hops as there are proxies of ours: anything more is the client's to forge.
    trustProxy: config.trustProxyHops ? (_address: string, hop: number) => hop < config.trustProxyHops! : false,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  // External plugins first, then the API, then the web app (fastify/demo's visible order).
  await app.register(fastifyCompress, { global: true, threshold: 1024 });
  await app.register(fastifySwagger, {
    openapi: { info: { title: 'Salon booking API', version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
  // Multipart parsing (upload routes only read it) and the processed images at /uploads/.
  await registerUploads(app, config.uploadsDir);

  const { db } = database;
  const payments = paymentProvider ?? createPaymentProvider(config);
  // Before any API route, so every one of them is behind the session check unless marked public.
  const auth = { db, clock, session: config.session, publicUrl: config.publicUrl };
  await registerAuth(app, auth);
  await app.register(
    async (api) => {
      await api.register(healthRoutes, { db });
      await api.register(authRoutes, auth);
      await api.register(salonRoutes, { db });
      await api.register(catalogRoutes, { db });
      await api.register(availabilityRoutes, { db, clock });
      await api.register(appointmentRoutes, { db, clock });
      await api.register(adminAppointmentRoutes, { db, clock, refund: providerRefundIssuer(db, payments, clock) });
      await api.register(checkoutRoutes, { db, clock, provider: payments });
      await api.register(webhookRoutes, { db, clock, provider: payments });
      const storage = createUploadStorage(config.uploadsDir);
      await api.register(servicesAdminRoutes, { db, clock, storage });
      await api.register(beauticiansAdminRoutes, { db, clock, storage });
      await api.register(settingsRoutes, { db, clock, storage });
      await api.register(revenueRoutes, { db });
    },
    { prefix: '/api' },
  );
  // The offline provider's own payment page, outside /api like Stripe's hosted page.
  if (payments.name === 'offline') await app.register(offlinePayRoutes, { db, clock, provider: payments });

  const webApp = await registerWebApp(app, config.webDistDir);
  registerNotFoundHandler(app, { webApp });
  return app;
}
