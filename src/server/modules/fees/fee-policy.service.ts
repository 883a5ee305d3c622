import { feePolicyOf, type FeePolicy } from '../../../core/booking/fee-policy.ts';
import type { OnlinePayment } from '../../../core/schemas/salon.schema.ts';
import type { Database } from '../../db/client.ts';
import { loadSalon } from '../catalog/salon.service.ts';

/**
 * The salon's policy now. The fees never depend on the payment provider; asking for a card does (none is asked for where
 * no card can be saved), so callers that decide on a card say how this process takes payment.
 */
export async function salonFeePolicy(db: Database, onlinePayment: OnlinePayment = 'off'): Promise<FeePolicy> {
  const { settings } = await loadSalon(db);
  return feePolicyOf(settings, { cardsAvailable: onlinePayment !== 'off' });
}
