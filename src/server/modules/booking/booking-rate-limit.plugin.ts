import { addressKey } from '../../../core/client-address.ts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { takeAttempt } from '../auth/sign-in-attempts.repository.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** true counts each request against the booking limit of its client address (docs/decisions/0016) */
    bookingRateLimit?: boolean;
  }
}

export interface BookingRateLimitOptions {
  db: Database;
  clock: () => Date;
  /** attempts per client address per minute; 0 turns the limit off */
  perMinute: number;
}

const WINDOW_MS = 60_000;
const KEY_PREFIX = 'booking-ip:';

export const tooManyBookingAttempts = (): AppError =>
  new AppError('RATE_LIMITED', 'Too many booking attempts. Please wait a minute and try again.', 429);

/**
 * Booking attempts per client address over the last minute (a sliding window), counted in the database (the
 * sign-in limiter's table) so every app process sees the same count. Refused attempts are not recorded: the
 * window holds only admitted ones, and 60 s after a refusal at least one has always left it.
 */
export function registerBookingRateLimit(app: FastifyInstance, { db, clock, perMinute }: BookingRateLimitOptions): void {
  if (perMinute <= 0) return;
  app.addHook('onRequest', async (request, reply) => {
    if (request.routeOptions.config?.bookingRateLimit !== true) return;
    const now = clock();
    const windowStart = new Date(now.getTime() - WINDOW_MS);
    const key = `${KEY_PREFIX}${addressKey(request.ip)}`;
    const prune = { prefix: KEY_PREFIX, before: windowStart };
    if (!(await takeAttempt(db, [{ key, limit: perMinute }], { since: windowStart, at: now, prune }))) {
      reply.header('retry-after', String(WINDOW_MS / 1000));
      throw tooManyBookingAttempts();
    }
  });
}
