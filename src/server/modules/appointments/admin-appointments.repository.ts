import { and, asc, count, desc, eq, gte, ilike, inArray, lt, ne, sql, type SQL } from 'drizzle-orm';
import { containsPattern } from '../../db/like-pattern.ts';
import type { PgColumn, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { AppointmentListQuery } from '../../../core/schemas/admin-appointment.schema.ts';
import type { AppointmentStatus } from '../../../core/schemas/appointment.schema.ts';
import type { Database } from '../../db/client.ts';
import { appointments } from '../../db/schema/booking.ts';
import { clients } from '../../db/schema/clients.ts';
import { waitlistOffers } from '../../db/schema/waitlist.ts';
import { inVisitOf, type AppointmentRow, type NewAppointment } from '../booking/bookings.repository.ts';

/**
 * Everything the search box looks at, as one text: one ILIKE per row instead of six halves the cost of a search
 * over 50,000 appointments. The separator (U+0001) keeps a match from spanning two fields unless someone searches for it.
 */
const SEARCHED_TEXT = sql`concat_ws(chr(1), ${appointments.clientName}, ${appointments.clientEmail}, ${appointments.clientPhone}, ${appointments.beauticianName}, ${appointments.serviceName}, ${appointments.variantName})`;

// Names sort case-insensitively, so 'amelia' does not land after 'Zoe' on PGlite's C collation.
const SORT_KEYS: Record<AppointmentListQuery['sort'], (PgColumn | SQL)[]> = {
  client: [sql`lower(${appointments.clientName})`],
  staff: [sql`lower(${appointments.beauticianName})`],
  service: [sql`lower(${appointments.serviceName})`, sql`lower(${appointments.variantName})`],
  start: [],
  price: [appointments.pricePence],
  status: [appointments.status],
};

function listConditions(query: AppointmentListQuery): SQL | undefined {
  return and(
    query.from ? gte(appointments.startAt, new Date(query.from)) : undefined,
    query.to ? lt(appointments.startAt, new Date(query.to)) : undefined,
    query.beauticianId ? eq(appointments.beauticianId, query.beauticianId) : undefined,
    query.q ? ilike(SEARCHED_TEXT, containsPattern(query.q)) : undefined,
  );
}

/** The columns the staff's view of an appointment shows (admin-appointments.service.ts), and no more. */
const a = appointments;
const ADMIN_COLUMNS = {
  id: a.id,
  startAt: a.startAt,
  endAt: a.endAt,
  status: a.status,
  pricePence: a.pricePence,
  variantName: a.variantName,
  clientName: a.clientName,
  clientEmail: a.clientEmail,
  clientPhone: a.clientPhone,
  clientNotes: a.clientNotes,
  clientId: a.clientId,
  serviceId: a.serviceId,
  serviceName: a.serviceName,
  beauticianId: a.beauticianId,
  beauticianName: a.beauticianName,
  durationMin: a.durationMin,
  processingFrom: a.processingFrom,
  processingTo: a.processingTo,
  visitId: a.visitId,
  visitPosition: a.visitPosition,
  visitSize: a.visitSize,
  paymentMode: a.paymentMode,
  amountPaidPence: a.amountPaidPence,
  refundedPence: a.refundedPence,
  salonTakenPence: a.salonTakenPence,
  completedAutomatically: a.completedAutomatically,
  discountPence: a.discountPence,
  testMoney: a.testMoney,
  cancelledAt: a.cancelledAt,
  cancelReason: a.cancelReason,
  clientConfirmedAt: a.clientConfirmedAt,
  createdAt: a.createdAt,
};
export type AdminAppointmentRow = Pick<AppointmentRow, keyof typeof ADMIN_COLUMNS>;
export type ListedAppointmentRow = AdminAppointmentRow & { record: { id: string; name: string; notes: string } | null };

/**
 * One query for the page, whatever its size: no per-row look-ups, the client's record joined in. Only the columns
 * shown: the dashboard's month is 2,000 rows on a busy salon, and reading every column of them took twice as long.
 */
export async function listAppointmentRows(db: Database, query: AppointmentListQuery): Promise<ListedAppointmentRow[]> {
  const direction = query.order === 'asc' ? asc : desc;
  // start then id after the chosen key: equal keys keep one order from page to page.
  const orderBy = [...SORT_KEYS[query.sort], appointments.startAt, appointments.id].map((key) => direction(key));
  const page = db
    .select({ ...ADMIN_COLUMNS, record: { id: clients.id, name: clients.name, notes: clients.notes } })
    .from(appointments)
    .leftJoin(clients, eq(clients.id, appointments.clientId))
    .where(listConditions(query))
    .orderBy(...orderBy)
    .offset(query.offset)
    .$dynamic();
  if (query.limit !== undefined) page.limit(query.limit);
  return page;
}

/** How many appointments the list's filters match, before paging. */
export async function countAppointments(db: Database, query: AppointmentListQuery): Promise<number> {
  const [totals] = await db.select({ n: count() }).from(appointments).where(listConditions(query));
  return totals?.n ?? 0;
}

/** True when the list shows every appointment (no dates, beautician or search): its total is then one figure. */
export const isUnfiltered = (query: AppointmentListQuery): boolean => listConditions(query) === undefined;

/**
 * Updates an appointment only while it still has the status its caller checked, in one statement: of two
 * concurrent changes (two cancels, an edit and a cancel) the second matches no row. Undefined when none matched.
 */
export function updateAppointmentIfStatus(
  db: Database,
  id: string,
  expectedStatus: AppointmentStatus,
  values: Partial<NewAppointment>,
): Promise<AppointmentRow | undefined> {
  return updateIfStatus(db, id, expectedStatus, values);
}

export interface CancellationValues {
  status: AppointmentStatus;
  cancelledAt: Date;
  cancelledBy: 'staff' | 'client';
  cancelReason: string;
  cancelledLate: boolean;
  refundPence: number;
}

/** Cancels under the same status guard; the refund is added in SQL so it builds on the stored total. */
export function cancelAppointmentIfStatus(
  db: Database,
  id: string,
  expectedStatus: AppointmentStatus,
  { refundPence, ...values }: CancellationValues,
): Promise<AppointmentRow | undefined> {
  return updateIfStatus(db, id, expectedStatus, {
    ...values,
    refundedPence: sql`${appointments.refundedPence} + ${refundPence}`,
    updatedAt: values.cancelledAt,
  });
}

async function updateIfStatus(
  db: Database,
  id: string,
  expectedStatus: AppointmentStatus,
  values: PgUpdateSetSource<typeof appointments>,
): Promise<AppointmentRow | undefined> {
  const [row] = await db
    .update(appointments)
    .set(values)
    .where(and(eq(appointments.id, id), eq(appointments.status, expectedStatus)))
    .returning();
  return row;
}

/** The client's details on the other services of the visit `id` is part of (none for a visit of one service). */
export async function updateVisitClient(
  db: Database,
  id: string,
  values: Pick<PgUpdateSetSource<typeof appointments>, 'clientName' | 'clientEmail' | 'clientPhone' | 'clientNotes' | 'updatedAt'>,
): Promise<void> {
  await db
    .update(appointments)
    .set(values)
    .where(and(inVisitOf(id), ne(appointments.id, id)));
}

/**
 * When each of these visits' waitlist offer ends (docs/decisions/0036), by visit id: the offer's hold is its visit, and
 * the offer names the visit's first part. Only unpaid holds can be one, so a diary without any asks nothing.
 */
export async function heldOffersOf(
  db: Database,
  rows: ReadonlyArray<Pick<AdminAppointmentRow, 'status' | 'visitId'>>,
): Promise<Map<string, Date>> {
  const visits = [...new Set(rows.filter((r) => r.status === 'reserved_unpaid').map((r) => r.visitId))];
  if (visits.length === 0) return new Map();
  const open = await db
    .select({ visitId: waitlistOffers.appointmentId, expiresAt: waitlistOffers.expiresAt })
    .from(waitlistOffers)
    .where(and(eq(waitlistOffers.status, 'open'), inArray(waitlistOffers.appointmentId, visits)));
  return new Map(open.flatMap((o) => (o.visitId ? [[o.visitId, o.expiresAt] as const] : [])));
}
