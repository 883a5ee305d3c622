import type { FastifyInstance } from 'fastify';
import { startChangeListener } from './change-listener.ts';
import type { DatabaseHandle } from './client.ts';

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const writesInFlight = new WeakMap<object, () => void>();

/**
 * Starts this process's change listener (the in-memory caches use it; docs/decisions/0015) and closes it with
 * the app. Any other request may write: while one is in flight this process reads through (so the request
 * sees its own commit), and before its answer goes out the caches count as stale, so the client that made a
 * change, and anyone it tells, sees it on the next read here without waiting for the notification (which
 * other processes wait for).
 */
export async function registerChangeFeed(app: FastifyInstance, database: DatabaseHandle) {
  const feed = await startChangeListener(database, {
    onError: (err) => app.log.warn({ err }, 'database change listener lost; reading through until it is back'),
  });
  app.addHook('onRequest', async (req, reply) => {
    if (READ_METHODS.has(req.method)) return;
    const end = feed.beginWrite();
    writesInFlight.set(req, end);
    // Whatever happens to the request (answered, failed, client gone), the socket closes once.
    reply.raw.once('close', end);
  });
  app.addHook('onSend', async (req) => {
    writesInFlight.get(req)?.();
  });
  app.addHook('onClose', () => feed.close());
}
