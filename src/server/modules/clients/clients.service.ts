import { clientTotals, consentAfter, isUpcoming } from '../../../core/client-history.ts';
import { emailKey, phoneKey, phoneSearchDigits } from '../../../core/client-identity.ts';
import { penceToPounds } from '../../../core/money.ts';
import { owedPence, takenPence } from '../../../core/revenue.ts';
import type { ClientProfile, ClientVisit, UpdateClient } from '../../../core/schemas/client-profile.schema.ts';
import type { AppointmentStatus } from '../../../core/schemas/appointment.schema.ts';
import type { ClientMatch, ClientSearchQuery } from '../../../core/schemas/client-search.schema.ts';
import type { Database } from '../../db/client.ts';
import { postgresCode, UNIQUE_VIOLATION } from '../../db/errors.ts';
import { AppError } from '../../errors.ts';
import {
  clientVisitRows,
  emailKeyTaken,
  findClientRecord,
  hasAppointmentWith,
  searchClientRecords,
  updateClientRecord,
  type ClientChanges,
  type ClientRow,
  type ClientVisitRow,
} from './clients.repository.ts';

/**
 * Who is asking (issue 18): a stylist's requests carry their beautician, and then see only the clients who have a
 * visit with them, and only those visits. Without it, every client.
 */
export interface ClientScope {
  beauticianId?: string | undefined;
}

export const EMAIL_TAKEN_MESSAGE = 'Another client already has this e-mail address. Open their record instead.';
export const ERASED_MESSAGE = 'This client’s details have been erased and cannot be edited.';

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
  return {
    ...recordFields(row),
    upcoming: visits.filter((v) => isUpcoming(v, now)).map(toVisit),
    past: visits
      .filter((v) => !isUpcoming(v, now))
      .reverse()
      .map(toVisit),
    totalSpent: penceToPounds(totals.spentPence),
    owes: penceToPounds(totals.owedPence),
    noShows: totals.noShows,
    cancellations: totals.cancellations,
  };
}

/**
 * `PATCH /api/clients/{id}`: corrects details, notes and consent. An e-mail another client has is refused (409): the
 * two records are one person only if staff say so by using that record. An erased client stays erased.
 */
export async function editClient(db: Database, id: string, edit: UpdateClient, now: Date, scope: ClientScope = {}): Promise<ClientProfile> {
  const row = await requireClient(db, id, scope);
  if (row.erasedAt) throw AppError.conflict('CLIENT_ERASED', ERASED_MESSAGE);
  const changes: ClientChanges = { updatedAt: now, marketingConsentAt: consentAfter(row.marketingConsentAt, edit.marketingConsent, now) };
  if (edit.name !== undefined) changes.name = edit.name;
  if (edit.notes !== undefined) changes.notes = edit.notes;
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

function toVisit(v: ClientVisitRow & { status: AppointmentStatus }): ClientVisit {
  return {
    _id: v.id,
    start: v.startAt.toISOString(),
    end: v.endAt.toISOString(),
    service: v.serviceName,
    variantName: v.variantName,
    beautician: v.beauticianName,
    status: v.status,
    price: penceToPounds(v.pricePence),
    paid: penceToPounds(takenPence(v)),
    owed: penceToPounds(owedPence(v)),
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
