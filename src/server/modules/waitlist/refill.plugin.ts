import type { FastifyInstance } from 'fastify';
import { refillWaitlist } from './refill.service.ts';
import type { WaitlistDeps } from './settle.service.ts';

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Runs `run` one pass at a time: asked while a pass runs, it answers once one more pass, started after the ask, has
 * run; everyone who asks meanwhile shares that pass.
 */
export function onePassAtATime(run: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | undefined;
  let next: Promise<void> | undefined;
  const start = (): Promise<void> => {
    running = run().finally(() => {
      running = undefined;
    });
    return running;
  };
  return () => {
    if (!running) return start();
    next ??= running.then(() => {
      next = undefined;
      return start();
    });
    return next;
  };
}

/**
 * After any change that may have freed time (issue 28, docs/decisions/0036): a cancellation by the client or staff, a
 * hold let go, a move, a shortened visit, time off removed, hours extended, an offer turned down. Rather than each of
 * those routes remembering to, every successful write but a booking's own asks the waitlist to offer what is now free,
 * before its answer goes out, so whoever made the change sees the offer it led to. When nobody is waiting this costs one
 * query. A failure is logged and never fails the change itself; the minute's job tries again.
 */
export function registerWaitlistRefill(app: FastifyInstance, deps: WaitlistDeps) {
  const refill = onePassAtATime(async () => {
    try {
      await refillWaitlist(deps, deps.clock());
    } catch (err) {
      app.log.warn({ err }, 'waitlist: refill after a change failed; the job tries again');
    }
  });
  app.addHook('onSend', async (req, reply) => {
    if (READ_METHODS.has(req.method) || reply.statusCode >= 400) return;
    // A booking takes time; it never frees any (a refused one at most lets expired holds go, which the job sees).
    if (req.routeOptions.config.readsNoCacheAfterWriting === true) return;
    await refill();
  });
}
