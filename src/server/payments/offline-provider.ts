import { randomUUID } from 'node:crypto';
import type { PaymentProvider } from './payment-provider.ts';

export const OFFLINE_SESSION_PREFIX = 'offline_cs_';

/**
 * The provider a fresh clone uses: sessions are ours alone and paid on our own test page (`/pay/:sessionId`,
 * served by checkout's offline-pay routes), so nothing is ever charged and a refund only needs recording.
 * The page's Pay button settles through the same code path as a Stripe webhook.
 */
export function createOfflineProvider(): PaymentProvider {
  return {
    name: 'offline',
    testMoney: true,
    async createSession() {
      const sessionId = `${OFFLINE_SESSION_PREFIX}${randomUUID()}`;
      return { sessionId, url: `/pay/${sessionId}` };
    },
    // Only our own database knows whether an offline session was paid.
    findPaidSession: async () => undefined,
    expireSession: async () => {},
    refund: async ({ idempotencyKey }) => ({ refundId: `offline_re_${idempotencyKey}` }),
  };
}
