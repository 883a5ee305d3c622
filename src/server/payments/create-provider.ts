import type { AppConfig } from '../config.ts';
import { createOfflineProvider } from './offline-provider.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { createStripeProvider } from './stripe-provider.ts';

/** Stripe when both of its keys are configured; otherwise the offline provider, so a fresh clone can pay. */
export function createPaymentProvider(config: Pick<AppConfig, 'publicUrl'> & Partial<Pick<AppConfig, 'stripe'>>): PaymentProvider {
  if (config.stripe) return createStripeProvider({ ...config.stripe, publicUrl: config.publicUrl });
  return createOfflineProvider();
}
