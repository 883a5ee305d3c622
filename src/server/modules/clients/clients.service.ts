import { mayUse, type Role } from '../../../core/access.ts';
import type { ClientCardRule } from '../../../core/booking/fee-policy.ts';
import { clientTotals, clientVisits, consentAfter } from '../../../core/client-history.ts';
import { emailKey, phoneKey, phoneSearchDigits } from '../../../core/client-identity.ts';
import { penceToPounds } from '../../../core/money.ts';
import type {
  ClientTexts,
  ClientFee,
  ClientNoShowPolicy,
  ClientProfile,
  UpdateClient,
} from '../../../core/schemas/client-profile.schema.ts';
import type { AppointmentStatus } from '../../../core/schemas/appointment.schema.ts';
import type { ClientMatch, ClientSearchQuery } from '../../../core/schemas/client-search.schema.ts';
import type { Database } from '../../db/client.ts';
import { postgresCode, UNIQUE_VIOLATION } from '../../db/errors.ts';
import { AppError } from '../../errors.ts';
import { clientFeeRows, clientMisses, type ClientFeeRow, type ClientMisses } from './client-fees.repository.ts';
import { clientTextMessages, optedOutAt, toClientTextMessage } from './client-texts.repository.ts';
import { textableNumber } from '../../../core/texts/phone.ts';
import { loadSalon } from '../catalog/salon.service.ts';
import {
  clientVisitRows,
  emailKeyTaken,
  findClientRecord,
  hasAppointmentWith,
  possibleDuplicateOf,
  searchClientRecords,
  updateClientRecord,
  type ClientChanges,
  type ClientRow,
} from './clients.repository.ts';

/**
 * Who is asking (issue 18): a stylist's requests carry their beautician, and then see only the clients who have a
 * visit with them, and only those visits. Without it, every client.
 */
export interface ClientScope {
  beauticianId?: string | undefined;
  /** whether the reader may see what the client texted the salon (the Outbox's people: owner and reception) */
  readsMessages?: boolean;
}

export const EMAIL_TAKEN_MESSAGE = 'Another client already has this e-mail address. Open their record instead.';
export const ERASED_MESSAGE = 'This client’s details have been erased and cannot be edited.';
export const CARD_RULE_REFUSED_MESSAGE = 'Only the owner or reception can choose whether a client must save a card to book online.';

/**
 * Whether a client must save a card to book online is the owner's and reception's call, as their fees are (issue 26,
 * core/access.ts 'fees'): anyone else who sends `cardRule` is refused (403), whatever else the edit says.
 */
export function refuseCardRule(edit: UpdateClient, role: Role | undefined): void {
  if (edit.cardRule !== undefined && !(role && mayUse(role, 'fees'))) throw new AppError('FORBIDDEN', CARD_RULE_REFUSED_MESSAGE, 403);
}

/** Clients found by name, e-mail or phone however it was written (or every client), with the total before paging. */
export async function findClients(
  db: Database,
  query: ClientSearchQuery,
  scope: ClientScope = {},
): Promise<{ clients: ClientMatch[]; total: number }> {
  const { rows, total } = await searchClientRecords(db, {
    text: query.q,
    digits: query.q ? phoneSearchDigits(query.q) : '',
    limit: query.limit,
    offset: query.offset,
    beauticianId: scope.beauticianId,
  });
  const clients = rows.map((r) => ({
    _id: r.id,
    name: r.name,
    email: r.email,
    phone: r.phone,
    visits: r.visits,
    lastVisit: r.lastVisit?.toISOString() ?? null,
    // A stylist is not the one to merge records: the flag is reception's and the owner's.
    possibleDuplicate: scope.beauticianId === undefined && r.possibleDuplicate,
  }));
  return { clients, total };
}

/** A client's record within the scope; one outside it is as unknown as one that does not exist. */
async function requireClient(db: Database, id: string, scope: ClientScope): Promise<ClientRow> {
  const row = await findClientRecord(db, id);
  if (!row || (scope.beauticianId && !(await hasAppointmentWith(db, id, scope.beauticianId)))) throw AppError.notFound('Client');
  return row;
}

/** `GET /api/clients/{id}`: the record, upcoming and past visits, and the money and misses they add up to. */
export async function clientProfile(db: Database, id: string, now: Date, scope: ClientScope = {}): Promise<ClientProfile> {
  const row = await requireClient(db, id, scope);
  const visits = (await clientVisitRows(db, id, scope.beauticianId)).map((v) => ({ ...v, status: v.status as AppointmentStatus }));
  const totals = clientTotals(visits);
  const [misses, fees] = await Promise.all([clientMisses(db, id, scope.beauticianId), clientFeeRows(db, id, scope.beauticianId)]);
  return {
    ...recordFields(row),
    possibleDuplicateOf: scope.beauticianId ? null : ((await possibleDuplicateOf(db, row.possibleDuplicateOf)) ?? null),
    ...clientVisits(visits, now),
    totalSpent: penceToPounds(totals.spentPence),
    owes: penceToPounds(totals.owedPence),
    noShows: totals.noShows,
    cancellations: totals.cancellations,
    noShowPolicy: noShowPolicyOf(row, misses, fees),
    texts: await textsOf(db, row, scope.readsMessages ?? scope.beauticianId === undefined),
  };
}

/** Whether texts reach the client, and what they texted (issue 27): their messages, not their keywords. */
async function textsOf(db: Database, row: ClientRow, readsMessages: boolean): Promise<ClientTexts> {
  const { settings } = await loadSalon(db);
  const number = textableNumber(row.phone, settings.textCountries);
  const replies = readsMessages ? await clientTextMessages(db, row.id) : [];
  return {
    number: number.textable ? number.e164 : null,
    notTextable: number.textable ? null : number.reason,
    optedOutAt: number.textable ? ((await optedOutAt(db, number.e164))?.toISOString() ?? null) : null,
    messages: replies.map((r) => toClientTextMessage(r, row.name)),
  };
}

/**
 * The client's side of the no-show policy (issue 26): staff's card rule, the saved card as the client may be shown it
 * (brand and last four: never the provider's ids), their misses and fees. A stylist gets the misses and fees of their
 * own visits, as the rest of the profile.
 */
function noShowPolicyOf(row: ClientRow, misses: ClientMisses, fees: ClientFeeRow[]): ClientNoShowPolicy {
  return {
    cardRule: row.cardRule as ClientCardRule,
    card: row.cardSavedAt
      ? { brand: row.cardBrand ?? '', last4: row.cardLast4 ?? '', savedAt: row.cardSavedAt.toISOString(), testMoney: row.cardTestMoney }
      : null,
    noShows: misses.noShows,
    lateCancellations: misses.lateCancellations,
    fees: fees.map(toFee),
  };
}

function toFee(f: ClientFeeRow): ClientFee {
  return {
    visitId: f.visitId,
    kind: f.kind as ClientFee['kind'],
    status: f.status as ClientFee['status'],
    charge: penceToPounds(f.chargePence),
    createdAt: f.createdAt.toISOString(),
    waiveReason: f.waiveReason,
  };
}

/**
 * `PATCH /api/clients/{id}`: corrects details, notes, consent and the card rule (whose caller the route checks: the
 * owner and reception alone, `refuseCardRule`). An e-mail another client has is refused (409): the
 * two records are one person only if staff say so by using that record. An erased client stays erased.
 */
export async function editClient(db: Database, id: string, edit: UpdateClient, now: Date, scope: ClientScope = {}): Promise<ClientProfile> {
  const row = await requireClient(db, id, scope);
  if (row.erasedAt) throw AppError.conflict('CLIENT_ERASED', ERASED_MESSAGE);
  const changes: ClientChanges = { updatedAt: now, marketingConsentAt: consentAfter(row.marketingConsentAt, edit.marketingConsent, now) };
  if (edit.name !== undefined) changes.name = edit.name;
  if (edit.notes !== undefined) changes.notes = edit.notes;
  if (edit.cardRule !== undefined) changes.cardRule = edit.cardRule;
  if (edit.phone !== undefined) Object.assign(changes, { phone: edit.phone, phoneKey: phoneKey(edit.phone) });
  if (edit.email !== undefined) {
    const key = emailKey(edit.email) || null;
    if (key && (await emailKeyTaken(db, key, id))) throw AppError.conflict('EMAIL_TAKEN', EMAIL_TAKEN_MESSAGE);
    Object.assign(changes, { email: edit.email, emailKey: key });
  }
  const updated = await updateClientRecord(db, id, changes).catch((err: unknown) => {
    // Another record took the e-mail between our check and our write.
    throw postgresCode(err) === UNIQUE_VIOLATION ? AppError.conflict('EMAIL_TAKEN', EMAIL_TAKEN_MESSAGE) : err;
  });
  // Erased between our read and our write.
  if (!updated) throw AppError.conflict('CLIENT_ERASED', ERASED_MESSAGE);
  return clientProfile(db, id, now, scope);
}

function recordFields(row: ClientRow) {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    notes: row.notes,
    marketingConsentAt: row.marketingConsentAt?.toISOString() ?? null,
    erasedAt: row.erasedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * A staff booking for a client picked from the records: the record must exist within the scope (a stylist books
 * only their own clients from the records; anyone else is typed in as new) and not be erased.
 */
export async function requireBookableClient(db: Database, id: string, scope: ClientScope = {}): Promise<void> {
  const row = await requireClient(db, id, scope);
  if (row.erasedAt) throw AppError.conflict('CLIENT_ERASED', 'This client’s details have been erased: type the client’s details instead.');
}
