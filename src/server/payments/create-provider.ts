import type { AppConfig } from '../config.ts';
import { createNoProvider } from './no-provider.ts';
import { createOfflineProvider } from './offline-provider.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { createStripeProvider } from './stripe-provider.ts';

/**
 * Stripe when both of its keys are configured; otherwise the offline test provider where test payments are on
 * (the demo, or a live salon that chose TEST_PAYMENTS); otherwise none: a live salon never takes fake money.
 */
export function createPaymentProvider(
  config: Pick<AppConfig, 'publicUrl' | 'testPayments'> & Partial<Pick<AppConfig, 'stripe'>>,
): PaymentProvider {
  if (config.stripe) return createStripeProvider({ ...config.stripe, publicUrl: config.publicUrl });
  return config.testPayments ? createOfflineProvider() : createNoProvider();
}
