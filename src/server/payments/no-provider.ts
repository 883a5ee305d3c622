import { PaymentProviderError, type PaymentProvider } from './payment-provider.ts';

/**
 * A live salon with no payment provider set up (no Stripe keys, test payments not chosen): customers pay at
 * the salon, the checkout offers no online payment, and nothing can be marked paid online (docs/decisions/0019).
 */
export function createNoProvider(): PaymentProvider {
  const refused = () => Promise.reject(new PaymentProviderError('No online payment provider is set up (STRIPE_SECRET_KEY)'));
  return {
    name: 'none',
    testMoney: false,
    createSession: refused,
    findPaidSession: async () => undefined,
    expireSession: async () => {},
    refund: refused,
    createCardSetup: refused,
    findSavedCard: async () => undefined,
    chargeCard: refused,
    // A card saved while test payments were on is only ours: nothing to detach anywhere.
    forgetCard: async () => {},
  };
}
