import { feePolicyOf, type FeePolicy } from '../../../core/booking/fee-policy.ts';
import type { Database } from '../../db/client.ts';
import { loadSalon } from '../catalog/salon.service.ts';

/** The salon's fees now, as the settings give them (no card rules: those are the checkout's, issue 26). */
export async function salonFeePolicy(db: Database): Promise<FeePolicy> {
  const { settings } = await loadSalon(db);
  return feePolicyOf(settings, { cardsAvailable: false });
}
