import { addressKey } from '../../../core/client-address.ts';
import { createHash } from 'node:crypto';
import { emailKey, phoneKey } from '../../../core/client-identity.ts';
import type { ClientDetails } from '../../../core/schemas/client.schema.ts';
import type { Transaction } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { countLiveHoldsOf, lockClientHolds, type HoldClient } from './unpaid-holds.repository.ts';

/** Whose online booking is waiting for payment, and how many such holds one client may have live at once. */
export interface HoldClaim {
  client: HoldClient;
  /** the salon's setting `max_unpaid_holds_per_client` */
  max: number;
}

export const tooManyHolds = (max: number): AppError =>
  new AppError(
    'HOLD_LIMIT',
    `You already have ${max === 1 ? 'a booking' : `${max} bookings`} waiting for payment. Please finish or cancel that payment first, or choose Pay at salon.`,
    429,
  );

export const isHoldLimit = (err: unknown): boolean => err instanceof AppError && err.code === 'HOLD_LIMIT';

/**
 * The client's address is kept only as a hash: it identifies their holds, nothing more (docs/decisions/0019); an IPv6
 * caller by their /64 (core/client-address.ts).
 */
export const hashAddress = (address: string): string => createHash('sha256').update(addressKey(address)).digest('hex');

export function holdClientOf(client: Pick<ClientDetails, 'email' | 'phone'>, address: string): HoldClient {
  return { addressHash: hashAddress(address), email: emailKey(client.email), phone: phoneKey(client.phone) };
}

/**
 * Inside the booking's transaction, before its insert: refuses a new unpaid hold while the client (by address,
 * e-mail or phone) already has `max` live ones. The client's holds are locked first, so a burst of holds from
 * one client through any number of processes admits exactly `max` (docs/decisions/0019).
 */
export async function claimHold(tx: Transaction, { client, max }: HoldClaim, now: Date): Promise<void> {
  await lockClientHolds(tx, client);
  if ((await countLiveHoldsOf(tx, client, now)) >= max) throw tooManyHolds(max);
}
