import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { CheckoutRequest } from '../../../core/schemas/till.schema.ts';
import { DEFAULT_TIP_TO } from '../../../core/till-visit.ts';
import type { Database } from '../../db/client.ts';
import { tillRequests } from '../../db/schema/till.ts';
import { AppError } from '../../errors.ts';

/** What a till request does: checks the visit out, or adds to a visit checked out. */
export type TillRequestKind = 'checkout' | 'payment';

/**
 * The request as the server read it (zod's defaults applied: a tip left out is 0), for one visit and one kind, as a
 * SHA-256: the same request sent again has the same fingerprint; anything else under its id does not. Who gets the
 * tips counts only when it is not the default, so a request recorded before visits replays as it did.
 */
export function tillFingerprint(kind: TillRequestKind, visitId: string, request: CheckoutRequest): string {
  const asked: unknown[] = [
    kind,
    visitId,
    request.payments.map((p) => [p.method, p.amount, p.tip]),
    request.note,
    request.shortfall ?? null,
  ];
  const tipTo = typeof request.tipTo === 'object' ? [...new Set(request.tipTo)].sort() : request.tipTo;
  if (tipTo !== undefined && tipTo !== DEFAULT_TIP_TO) asked.push(tipTo);
  return createHash('sha256').update(JSON.stringify(asked)).digest('hex');
}

export const requestReused = (): AppError =>
  AppError.conflict(
    'REQUEST_REUSED',
    "This till request was already recorded with other details. Close the dialog and open the visit's payments to see what was saved.",
  );

/**
 * Whether this request was recorded before (docs/decisions/0027): true when it is the same request again, whose
 * answer is the visit as it now stands; a different request under the same id is refused (409). Call it with the
 * visit's rows locked, so of the same request sent many times at once, one records and the rest replay. A visit's
 * requests are kept under its id (its first part's), whichever part they named.
 */
export async function alreadyRecorded(tx: Database, visitId: string, requestId: string, fingerprint: string): Promise<boolean> {
  const [earlier] = await tx.select().from(tillRequests).where(eq(tillRequests.requestId, requestId));
  if (!earlier) return false;
  // Recorded before fingerprints were kept (migration 0015): any request for the same visit replays it, as it used to.
  const same = earlier.appointmentId === visitId && (earlier.fingerprint === null || earlier.fingerprint === fingerprint);
  if (!same) throw requestReused();
  return true;
}

/** Keeps the request, in the transaction that records what it asked. Its id is the primary key: once, ever. */
export async function keepTillRequest(
  tx: Database,
  values: { requestId: string; appointmentId: string; fingerprint: string; recordedAt: Date },
): Promise<void> {
  await tx.insert(tillRequests).values(values);
}
