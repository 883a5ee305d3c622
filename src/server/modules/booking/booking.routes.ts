import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppointmentPublicSchema, CreateAppointmentResponseSchema, CreateBookingSchema } from '../../../core/schemas/appointment.schema.ts';
import { ErrorResponseSchema, IdParamsSchema } from '../../../core/schemas/common.schema.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { cachesKeptRight } from '../../db/change-feed-plugin.ts';
import { wasRemembered } from '../availability/busy-cache.ts';
import type { BookingMail } from '../notifications/booking-mail.service.ts';
import type { CardsSavedWith } from '../clients/card-facts.repository.ts';
import { getPublicAppointment } from './public-appointment.service.ts';
import { bookAtSalon } from './book-at-salon.service.ts';

export interface BookingRoutesOptions {
  db: Database;
  clock: () => Date;
  mail: BookingMail;
  /** whether the payment provider can save a card for the no-show policy (issue 26) */
  /** the provider cards are saved with; undefined where none can be (no online payment) */
  cards: CardsSavedWith | undefined;
}

export const bookingRoutes: FastifyPluginAsyncZod<BookingRoutesOptions> = async (app, { db, clock, mail, cards }) => {
  app.post(
    '/appointments',
    {
      config: { public: true, bookingRateLimit: true, readsNoCacheAfterWriting: true },
      schema: {
        tags: ['booking'],
        body: CreateBookingSchema,
        response: { 201: CreateAppointmentResponseSchema, 409: ErrorResponseSchema },
      },
    },
    async (req, reply) => {
      if (req.body.mode !== 'pay_in_salon') {
        throw new AppError('USE_CHECKOUT', 'Online payments start at POST /api/checkout/create-session.', 400);
      }
      // Paying at the salon needs no hold: the booking is confirmed at once.
      const appointment = await bookAtSalon(db, req.body, clock(), { mail, cards });
      if (wasRemembered(appointment)) cachesKeptRight(req);
      return reply.status(201).send({ appointmentId: appointment.id });
    },
  );

  app.get(
    '/appointments/:id',
    { config: { public: true }, schema: { tags: ['booking'], params: IdParamsSchema, response: { 200: AppointmentPublicSchema } } },
    (req) => getPublicAppointment(db, req.params.id),
  );
};
