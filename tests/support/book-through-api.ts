import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { CreateBookingInput } from '../../src/core/schemas/appointment.schema.ts';
import { bookingRequest } from '../builders/booking.builder.ts';

/**
 * Books pay-at-salon through the public `POST /api/appointments`, as a client would (Amelia Hughes, at `clientEmail`
 * when given, unless `client` says who); returns the appointment's id.
 */
export async function bookThroughApi(
  app: FastifyInstance,
  request: Pick<CreateBookingInput, 'serviceId' | 'beauticianId' | 'startISO'> & {
    clientEmail?: string;
    client?: CreateBookingInput['client'];
  },
): Promise<string> {
  const { clientEmail, client: who, ...slot } = request;
  const client = who ?? { name: 'Amelia Hughes', email: clientEmail ?? 'amelia@example.co.uk', phone: '07700 900456', notes: '' };
  const res = await app.inject({ method: 'POST', url: '/api/appointments', payload: bookingRequest({ ...slot, client }) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().appointmentId as string;
}
