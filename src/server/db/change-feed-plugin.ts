import type { FastifyInstance, FastifyRequest } from 'fastify';
import { startChangeListener, type ChangeFeed } from './change-listener.ts';
import type { DatabaseHandle } from './client.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * true on a write route that reads nothing cached once its own change has committed (booking: it checks
     * availability before inserting, and the database settles races). Other requests go on using the caches
     * while it runs; they count as stale once it answers, as after any write.
     */
    readsNoCacheAfterWriting?: boolean;
  }
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const writesInFlight = new WeakMap<object, (status?: number) => void>();
const keptRight = new WeakSet<object>();

/**
 * A booking request whose booking this process has put in what it remembers (busy-cache's rememberInserted): its
 * answer need not make the caches forget everything.
 */
export const cachesKeptRight = (request: FastifyRequest): void => void keptRight.add(request);

/**
 * Starts this process's change listener (the in-memory caches use it; docs/decisions/0015) and closes it with
 * the app. Any other request may write: while one is in flight this process reads through (so the request
 * sees its own commit), and before its answer goes out the caches count as stale, so the client that made a
 * change, and anyone it tells, sees it on the next read here without waiting for the notification (which
 * other processes wait for). Booking, the one write that comes in crowds, only does the latter
 * (`readsNoCacheAfterWriting`), so a rush of booking attempts does not turn every cache off.
 */
export async function registerChangeFeed(app: FastifyInstance, database: DatabaseHandle) {
  const feed = await startChangeListener(database, {
    onError: (err) => app.log.warn({ err }, 'database change listener lost; reading through until it is back'),
  });
  app.addHook('onRequest', async (req, reply) => {
    if (READ_METHODS.has(req.method)) return;
    const end = req.routeOptions.config.readsNoCacheAfterWriting === true ? bookingWrite(feed, req) : feed.beginWrite();
    writesInFlight.set(req, end);
    // Whatever happens to the request (answered, failed, client gone), the socket closes once.
    reply.raw.once('close', () => end());
  });
  app.addHook('onSend', async (req, reply) => {
    writesInFlight.get(req)?.(reply.statusCode);
  });
  app.addHook('onClose', () => feed.close());
}

/**
 * The end of a booking attempt: the caches count as stale unless it was refused (4xx), or this process has put the
 * booking in what it remembers (cachesKeptRight). A refusal changes nothing availability is computed from (a refused attempt at most releases unpaid holds already past their time,
 * which availability ignores anyway). Under a rush, the many refusals leave the caches warm.
 */
function bookingWrite(feed: ChangeFeed, request: FastifyRequest): (status?: number) => void {
  let ended = false;
  return (status) => {
    if (ended) return;
    ended = true;
    const refused = status !== undefined && status >= 400 && status < 500;
    if (!refused && !keptRight.has(request)) feed.invalidate();
  };
}
