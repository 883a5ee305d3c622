import { z } from 'zod';
import { AppointmentStatusSchema } from './appointment.schema.ts';
import { IdSchema } from './common.schema.ts';

/** `POST /api/checkout/create-session` answers where the browser goes to pay (spec §7), and which booking it holds. */
export const CheckoutSessionResponseSchema = z.object({ url: z.string(), appointmentId: IdSchema });

/** `POST /api/checkout/release`: the customer left the payment page ('/cancel'); their unpaid hold is let go. */
export const ReleaseHoldSchema = z.object({ appointmentId: IdSchema });
export const ReleaseHoldResponseSchema = z.object({ released: z.boolean() });

/** A provider's session id: Stripe's `cs_…`, or the offline provider's own. */
export const SessionIdSchema = z
  .string()
  .min(1)
  .max(255)
  .regex(/^[A-Za-z0-9_-]+$/, { error: 'Not a checkout session id' });

export const ConfirmQuerySchema = z.object({ session_id: SessionIdSchema });
export const SessionParamsSchema = z.object({ sessionId: SessionIdSchema });

/** What `GET /api/checkout/confirm` reports; the spec's page ignores it and polls the appointment. */
export const ConfirmResponseSchema = z.object({ appointmentId: IdSchema, status: AppointmentStatusSchema });
