import { and, asc, eq, inArray, isNull, ne, notInArray, sql } from 'drizzle-orm';
import { NOT_A_VISIT_STATUSES } from '../../../core/client-history.ts';
import type { Database } from '../../db/client.ts';
import { containsPattern } from '../../db/like-pattern.ts';
import { appointments } from '../../db/schema/booking.ts';
import { clients } from '../../db/schema/clients.ts';

export type ClientRow = typeof clients.$inferSelect;

export interface ClientMatchRow {
  id: string;
  name: string;
  email: string;
  phone: string;
  visits: number;
  lastVisit: Date | null;
  possibleDuplicate: boolean;
}

export interface ClientSearch {
  /** matched inside the name or e-mail; none: every client */
  text?: string | undefined;
  /** matched inside the phone's key (at least four) */
  digits: string;
  limit: number;
  offset: number;
  /** only clients with an appointment with this beautician, counting only those */
  beauticianId?: string | undefined;
}

const c = clients;
const a = appointments;

/** The appointments of a client that are visits (core/client-history.ts), with one beautician's alone when scoped. */
const visitJoin = (beauticianId: string | undefined) =>
  and(eq(a.clientId, c.id), notInArray(a.status, [...NOT_A_VISIT_STATUSES]), beauticianId ? eq(a.beauticianId, beauticianId) : undefined);

/**
 * Client records (never erased ones) whose name or e-mail contains `text` or whose phone contains `digits`, with
 * their visit count (a visit of several services once, issue 25) and latest visit, the most recently seen first; and how many match before paging.
 */
export async function searchClientRecords(db: Database, search: ClientSearch): Promise<{ rows: ClientMatchRow[]; total: number }> {
  const { text, digits, limit, offset, beauticianId } = search;
  const pattern = text ? containsPattern(text) : undefined;
  const byPhone = digits.length >= 4 ? sql`or ${c.phoneKey} like ${containsPattern(digits)}` : sql``;
  const matches = pattern ? sql`and (${c.name} ilike ${pattern} or ${c.email} ilike ${pattern} ${byPhone})` : sql``;
  const join = beauticianId ? sql`join` : sql`left join`;
  const result = (await db.execute(sql`
    select ${c.id} as id, ${c.name} as name, ${c.email} as email, ${c.phone} as phone,
      count(distinct ${a.visitId}) as visits, max(${a.startAt}) as "lastVisit", count(*) over () as total,
      ${c.possibleDuplicateOf} is not null as "possibleDuplicate"
    from ${c} ${join} ${a} on ${visitJoin(beauticianId)}
    where ${c.erasedAt} is null ${matches}
    group by ${c.id}, ${c.possibleDuplicateOf}
    order by max(${a.startAt}) desc nulls last, lower(${c.name}), ${c.id}
    limit ${limit} offset ${offset}
  `)) as unknown as {
    rows: Array<
      Omit<ClientMatchRow, 'visits' | 'lastVisit'> & { visits: number | string; lastVisit: Date | string | null; total: number | string }
    >;
  };
  return {
    rows: result.rows.map(({ total: _total, ...r }) => ({
      ...r,
      visits: Number(r.visits),
      lastVisit: r.lastVisit === null ? null : new Date(r.lastVisit),
    })),
    total: Number(result.rows[0]?.total ?? 0),
  };
}

/** The record `id` may duplicate, as the profile names it; undefined when there is none (or it was erased since). */
export async function possibleDuplicateOf(db: Database, id: string | null) {
  if (!id) return undefined;
  const [row] = await db
    .select({ _id: c.id, name: c.name, email: c.email, phone: c.phone })
    .from(c)
    .where(and(eq(c.id, id), isNull(c.erasedAt)));
  return row;
}

export async function findClientRecord(db: Database, id: string): Promise<ClientRow | undefined> {
  const [row] = await db.select().from(c).where(eq(c.id, id));
  return row;
}

/** A client's visits, soonest first; one beautician's alone when scoped. */
export function clientVisitRows(db: Database, clientId: string, beauticianId?: string) {
  return db
    .select({
      id: a.id,
      visitId: a.visitId,
      startAt: a.startAt,
      endAt: a.endAt,
      serviceName: a.serviceName,
      variantName: a.variantName,
      beauticianName: a.beauticianName,
      status: a.status,
      pricePence: a.pricePence,
      amountPaidPence: a.amountPaidPence,
      refundedPence: a.refundedPence,
      salonTakenPence: a.salonTakenPence,
      discountPence: a.discountPence,
    })
    .from(a)
    .where(
      and(
        eq(a.clientId, clientId),
        notInArray(a.status, [...NOT_A_VISIT_STATUSES]),
        beauticianId ? eq(a.beauticianId, beauticianId) : undefined,
      ),
    )
    .orderBy(asc(a.startAt), asc(a.id));
}

/** Whether the e-mail key belongs to a client other than `id`. */
export async function emailKeyTaken(db: Database, emailKey: string, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: c.id })
    .from(c)
    .where(and(eq(c.emailKey, emailKey), ne(c.id, id)));
  return row !== undefined;
}

export type ClientChanges = Partial<
  Pick<ClientRow, 'name' | 'email' | 'emailKey' | 'phone' | 'phoneKey' | 'notes' | 'marketingConsentAt' | 'cardRule'>
> & { updatedAt: Date };

/** Writes the changes unless the record has been erased meanwhile; undefined when nothing matched. */
export async function updateClientRecord(db: Database, id: string, changes: ClientChanges): Promise<ClientRow | undefined> {
  const [row] = await db
    .update(c)
    .set(changes)
    .where(and(eq(c.id, id), isNull(c.erasedAt)))
    .returning();
  return row;
}

/** The records behind some appointments: their id, name and private notes. */
export function clientNotesOf(db: Database, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.select({ id: c.id, name: c.name, notes: c.notes }).from(c).where(inArray(c.id, ids));
}
export type ClientNotesRow = Awaited<ReturnType<typeof clientNotesOf>>[number];

/** Whether a client has a visit with the beautician (a stylist's scope: the same visits the search counts). */
export async function hasAppointmentWith(db: Database, clientId: string, beauticianId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: a.id })
    .from(a)
    .where(and(eq(a.clientId, clientId), eq(a.beauticianId, beauticianId), notInArray(a.status, [...NOT_A_VISIT_STATUSES])))
    .limit(1);
  return row !== undefined;
}
