import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponseSchema } from '../../../core/schemas/common.schema.ts';
import {
  ConfirmationChannelQuerySchema,
  ConfirmationChannelSchema,
  StaffBookingResponseSchema,
  StaffBookingSchema,
} from '../../../core/schemas/staff-booking.schema.ts';
import { confirmationByText } from '../../../core/texts/phone.ts';
import { loadSalon } from '../catalog/salon.service.ts';
import type { Database } from '../../db/client.ts';
import type { BookingMail } from '../notifications/booking-mail.service.ts';
import { refuseOtherDiary } from '../auth/own-diary.ts';
import { bookByStaff } from './staff-bookings.service.ts';

/** Staff only: 'New appointment' from the dashboard and the appointments screen (docs/decisions/0026). */
export const staffBookingsRoutes: FastifyPluginAsyncZod<{ db: Database; clock: () => Date; mail: BookingMail }> = async (
  app,
  { db, clock, mail },
) => {
  app.post(
    '/staff-bookings',
    {
      config: { access: 'diary' },
      schema: {
        tags: ['appointments'],
        body: StaffBookingSchema,
        response: { 201: StaffBookingResponseSchema, 400: ErrorResponseSchema, 404: ErrorResponseSchema, 409: ErrorResponseSchema },
      },
    },
    async (req, reply) => {
      // Every service of a visit too: a stylist books only their own work.
      for (const beauticianId of [req.body.beauticianId, ...req.body.also.map((a) => a.beauticianId)]) refuseOtherDiary(req, beauticianId);
      // The session hook let this request in, so it carries the member of staff.
      const appointment = await bookByStaff(db, req.body, { staff: req.staff!, now: clock(), mail });
      return reply.status(201).send({ appointment });
    },
  );

  // What the form says of the confirmation as staff type the phone (issue 40): the salon's text settings are the owner's.
  app.get(
    '/staff-bookings/confirmation',
    {
      config: { access: 'diary' },
      schema: { tags: ['appointments'], querystring: ConfirmationChannelQuerySchema, response: { 200: ConfirmationChannelSchema } },
    },
    async (req) => ({ byText: confirmationByText((await loadSalon(db)).settings, req.query.phone) }),
  );
};
