import { and, countDistinct, eq, gt, or, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { lockKeys } from '../../db/advisory-locks.ts';
import { appointments } from '../../db/schema/booking.ts';

/** Who holds a slot unpaid: their address (hashed), e-mail and phone, each already in its key form; '' for one not known. */
export interface HoldClient {
  addressHash: string;
  email: string;
  phone: string;
}

/**
 * Locks one client's holds for the rest of the transaction (their address, e-mail and phone, in one order so
 * that two callers never deadlock), so that counting and inserting a hold is atomic across processes.
 */
export async function lockClientHolds(tx: Transaction, client: HoldClient): Promise<void> {
  const keys = [
    client.addressHash && `hold-address:${client.addressHash}`,
    client.email && `hold-email:${client.email}`,
    client.phone && `hold-phone:${client.phone}`,
  ];
  await lockKeys(
    tx,
    keys.filter((k): k is string => Boolean(k)),
  );
}

/** Unpaid holds still live now that share the client's address, e-mail or phone: a visit of several services is one. */
export async function countLiveHoldsOf(tx: Transaction, client: HoldClient, now: Date): Promise<number> {
  const [row] = await tx
    .select({ n: countDistinct(appointments.visitId) })
    .from(appointments)
    .where(
      and(
        eq(appointments.status, 'reserved_unpaid'),
        gt(appointments.holdExpiresAt, now),
        or(
          client.addressHash ? eq(appointments.holdAddressHash, client.addressHash) : undefined,
          client.email ? sql`client_email_key(${appointments.clientEmail}) = ${client.email}` : undefined,
          client.phone ? sql`client_phone_key(${appointments.clientPhone}) = ${client.phone}` : undefined,
        ),
      ),
    );
  return row?.n ?? 0;
}
