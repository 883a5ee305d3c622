import { aliasedTable, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { ownBeauticianOf } from '../../../core/access.ts';
import type { Database } from '../../db/client.ts';
import { appointments } from '../../db/schema/booking.ts';
import { moneyEntries } from '../../db/schema/till.ts';
import { AppError } from '../../errors.ts';

/**
 * A stylist works in their own diary only (issue 18, docs/decisions/0029). These checks sit in front of the diary's
 * routes: an appointment of another beautician answers 404, as one that does not exist (a stylist learns nothing of
 * other diaries), and booking or moving into another beautician's diary is refused in words.
 */
type WithId = FastifyRequest<{ Params: { id: string } }>;

/** The beautician a stylist's requests are limited to (core/access.ts); undefined for every other role. */
export const ownBeautician = (request: FastifyRequest): string | undefined => (request.staff ? ownBeauticianOf(request.staff) : undefined);

const notFound = () => AppError.notFound('Appointment');
export const otherDiary = (): AppError => new AppError('FORBIDDEN', 'You can only book into your own diary.', 403);

/** preHandler: the appointment in the path must be the stylist's own. */
export const ownAppointmentOnly = (db: Database) => async (req: WithId) => {
  const own = ownBeautician(req);
  if (!own) return;
  const [row] = await db.select({ beauticianId: appointments.beauticianId }).from(appointments).where(eq(appointments.id, req.params.id));
  if (row && row.beauticianId !== own) throw notFound();
};

/** Every part of the visit (docs/decisions/0032) an appointment belongs to. */
const part = aliasedTable(appointments, 'part');

/** Whether the beautician has a part in the visit of this appointment; undefined when there is no such appointment. */
async function hasPartIn(db: Database, appointmentId: string, beauticianId: string): Promise<boolean | undefined> {
  const rows = await db
    .select({ beauticianId: part.beauticianId })
    .from(appointments)
    .innerJoin(part, eq(part.visitId, appointments.visitId))
    .where(eq(appointments.id, appointmentId));
  return rows.length === 0 ? undefined : rows.some((r) => r.beauticianId === beauticianId);
}

/** preHandler for the till: the stylist must have a part in the visit of the appointment in the path (issue 25). */
export const ownVisitOnly = (db: Database) => async (req: WithId) => {
  const own = ownBeautician(req);
  if (own && (await hasPartIn(db, req.params.id, own)) === false) throw notFound();
};

/** preHandler: the money entry in the path must belong to a visit the stylist has a part in. */
export const ownMoneyEntryOnly = (db: Database) => async (req: WithId) => {
  const own = ownBeautician(req);
  if (!own) return;
  const [entry] = await db
    .select({ appointmentId: moneyEntries.appointmentId })
    .from(moneyEntries)
    .where(eq(moneyEntries.id, req.params.id));
  if (entry && (await hasPartIn(db, entry.appointmentId, own)) === false) throw AppError.notFound('Payment');
};

/** A booking or a move into `beauticianId` (when given) must stay in a stylist's own diary. */
export function refuseOtherDiary(req: FastifyRequest, beauticianId: string | undefined): void {
  const own = ownBeautician(req);
  if (own && beauticianId !== undefined && beauticianId !== own) throw otherDiary();
}

/** A list narrowed to a stylist's own beautician, whatever they asked for; everyone else's as asked. */
export const inOwnDiary = <T extends { beauticianId?: string | undefined }>(req: FastifyRequest, query: T): T => {
  const own = ownBeautician(req);
  return own ? { ...query, beauticianId: own } : query;
};
