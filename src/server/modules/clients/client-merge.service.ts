import type { ClientCardRule } from '../../../core/booking/fee-policy.ts';
import type { ClientProfile } from '../../../core/schemas/client-profile.schema.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { ForgetCard, RecordedCard } from '../../payments/payment-provider.ts';
import {
  clearPossibleDuplicate,
  lockBothClients,
  moveClientRows,
  replaceMergedRecord,
  type MergedFields,
} from './client-merge.repository.ts';
import type { ClientRow } from './clients.repository.ts';
import { clientProfile, ERASED_MESSAGE } from './clients.service.ts';

// Two records of one person joined by staff (docs/decisions/0037). A booking never joins them itself: a phone number
// is not proof of a person, so a new e-mail with a known phone makes a record of its own, marked as a possible
// duplicate, and staff decide.

export const MERGE_SELF_MESSAGE = 'A client record cannot be merged into itself.';

/**
 * `POST /api/clients/{id}/merge`: record `fromId` is joined into `intoId`, which is kept: its visits, fees, waitlist
 * places and texts become the kept record's, and the merged-away record is deleted. The kept record keeps its own name,
 * e-mail and phone, taking the other's where it has none (a regular known by phone who now books online); the marketing
 * consent goes with the e-mail kept; notes are joined; a card required of either is required of both. Where both have
 * a saved card, the kept record's stays and the other is removed at the provider once the merge is written (a failure
 * there is reported to `warn`: the card then belongs to no record and can charge nothing).
 */
export async function mergeClients(
  db: Database,
  { fromId, intoId }: { fromId: string; intoId: string },
  { now, forgetCard, warn }: { now: Date; forgetCard: ForgetCard; warn: (err: unknown) => void },
): Promise<ClientProfile> {
  if (fromId === intoId) throw AppError.badRequest(MERGE_SELF_MESSAGE);
  const dropped = await db.transaction(async (tx) => {
    const [from, into] = mergeable(await lockBothClients(tx, [fromId, intoId]), fromId, intoId);
    await moveClientRows(tx, fromId, intoId);
    await replaceMergedRecord(tx, fromId, intoId, mergedFields(from, into, now));
    return from.cardPaymentMethodId && into.cardPaymentMethodId ? recordedCard(from) : undefined;
  });
  if (dropped) await forgetCard(dropped).catch(warn);
  return clientProfile(db, intoId, now);
}

/** `POST /api/clients/{id}/not-duplicate`: staff say the records are different people (a family sharing a phone). */
export async function dismissDuplicate(db: Database, id: string, now: Date): Promise<ClientProfile> {
  if (!(await clearPossibleDuplicate(db, id))) throw AppError.notFound('Client');
  return clientProfile(db, id, now);
}

function mergeable(rows: Map<string, ClientRow>, fromId: string, intoId: string): [ClientRow, ClientRow] {
  const from = rows.get(fromId);
  const into = rows.get(intoId);
  if (!from || !into) throw AppError.notFound('Client');
  if (from.erasedAt || into.erasedAt) throw AppError.conflict('CLIENT_ERASED', ERASED_MESSAGE);
  return [from, into];
}

const recordedCard = (row: ClientRow): RecordedCard => ({
  provider: row.cardProvider!,
  customerId: row.cardCustomerId,
  paymentMethodId: row.cardPaymentMethodId!,
  brand: row.cardBrand ?? '',
  last4: row.cardLast4 ?? '',
});

const STRICTNESS: ClientCardRule[] = ['require', 'waive', 'policy'];

/** What the kept record becomes. */
function mergedFields(from: ClientRow, into: ClientRow, now: Date): MergedFields {
  const emailFrom = into.emailKey ? into : from;
  const cardFrom = into.cardPaymentMethodId ? into : from;
  const rules = [into.cardRule, from.cardRule] as ClientCardRule[];
  return {
    email: emailFrom.email,
    emailKey: emailFrom.emailKey,
    marketingConsentAt: emailFrom.marketingConsentAt,
    phone: into.phoneKey ? into.phone : from.phone,
    phoneKey: into.phoneKey || from.phoneKey,
    notes: [into.notes, from.notes].filter((n) => n.trim() !== '').join('\n\n'),
    cardRule: STRICTNESS.find((rule) => rule !== 'policy' && rules.includes(rule)) ?? 'policy',
    cardProvider: cardFrom.cardProvider,
    cardCustomerId: cardFrom.cardCustomerId,
    cardPaymentMethodId: cardFrom.cardPaymentMethodId,
    cardBrand: cardFrom.cardBrand,
    cardLast4: cardFrom.cardLast4,
    cardSavedAt: cardFrom.cardSavedAt,
    cardTestMoney: cardFrom.cardTestMoney,
    possibleDuplicateOf: into.possibleDuplicateOf === from.id ? null : into.possibleDuplicateOf,
    updatedAt: now,
  };
}
