import { randomUUID } from 'node:crypto';
import type { CardCharge, PaymentProvider, SavedCard } from './payment-provider.ts';

export const OFFLINE_SESSION_PREFIX = 'offline_cs_';
export const OFFLINE_SETUP_PREFIX = 'offline_setup_';

/** How a test card behaves when it is charged later without the client (issue 26). */
export type TestCardBehaviour = 'succeeds' | 'authenticate' | 'declined';

/**
 * The test cards the offline page offers to save, each named for what it does, as Stripe's own test cards are
 * (4242…, 4000 0027 6000 3184 needs authentication, 4000 0000 0000 9995 is declined for insufficient funds).
 */
export const OFFLINE_TEST_CARDS: ReadonlyArray<{ behaviour: TestCardBehaviour; brand: string; last4: string; label: string }> = [
  { behaviour: 'succeeds', brand: 'visa', last4: '4242', label: 'Visa ending 4242: fees are charged' },
  { behaviour: 'authenticate', brand: 'visa', last4: '3184', label: 'Visa ending 3184: the bank asks the client to authenticate' },
  { behaviour: 'declined', brand: 'visa', last4: '9995', label: 'Visa ending 9995: declined (insufficient funds)' },
];

/** A test card as saved on the offline page: its behaviour is written into its id, so charging it needs no state. */
export function offlineTestCard(behaviour: TestCardBehaviour): SavedCard {
  const card = OFFLINE_TEST_CARDS.find((c) => c.behaviour === behaviour)!;
  return { customerId: null, paymentMethodId: `offline_pm_${behaviour}_${randomUUID()}`, brand: card.brand, last4: card.last4 };
}

function chargeTestCard(card: SavedCard, idempotencyKey: string): CardCharge {
  const behaviour = /^offline_pm_([a-z]+)_/.exec(card.paymentMethodId)?.[1];
  if (behaviour === 'succeeds') return { outcome: 'succeeded', providerPaymentId: `offline_pi_${idempotencyKey}` };
  if (behaviour === 'authenticate')
    return { outcome: 'requires_action', message: 'The bank asks the client to authenticate this payment.' };
  return { outcome: 'declined', message: 'Your card has insufficient funds.' };
}

/**
 * The provider a fresh clone uses: sessions are ours alone and paid on our own test page (`/pay/:sessionId`,
 * served by checkout's offline-pay routes), so nothing is ever charged and a refund only needs recording.
 * The page's Pay button settles through the same code path as a Stripe webhook; its Save card buttons save one of
 * the test cards above, and charging one later does what its name says.
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
    async createCardSetup() {
      const sessionId = `${OFFLINE_SETUP_PREFIX}${randomUUID()}`;
      return { sessionId, url: `/pay/${sessionId}` };
    },
    // The page tells which test card was saved, in the event it reports.
    findSavedCard: async () => undefined,
    chargeCard: async ({ card, idempotencyKey }) => chargeTestCard(card, idempotencyKey),
    forgetCard: async () => {},
  };
}
