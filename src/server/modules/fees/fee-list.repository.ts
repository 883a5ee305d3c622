import { and, desc, eq, gte, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { OPEN_FEE_STATUSES, type FeeListItem } from '../../../core/schemas/fee.schema.ts';
import { penceToPounds } from '../../../core/money.ts';
import type { Database } from '../../db/client.ts';
import { staffUsers } from '../../db/schema/auth.ts';
import { appointments } from '../../db/schema/booking.ts';
import { visitFees } from '../../db/schema/fees.ts';
import { listUndecidedFees } from './undecided-fees.repository.ts';

/** How far back the list shows fees already paid, waived or refunded. */
export const RECENT_FEE_DAYS = 7;
/** The most fees the list answers: the desk's to act on, not a report. */
export const FEE_LIST_LIMIT = 50;

const DECIDED = ['paid', 'waived', 'refunded'] as const;
const decider = alias(staffUsers, 'decider');
const refunder = alias(staffUsers, 'refunder');
const DAY_MS = 86_400_000;

export interface FeeListFilter {
  /** a stylist's own beautician: only the fees of their appointments (the visit's first service) */
  beauticianId?: string;
}

/**
 * `GET /api/fees` (issue 26): the fees nobody has charged or waived yet first (issue 40: the panel is for them), then
 * those still waiting (charging, requested, failed), then those paid, waived or refunded since `RECENT_FEE_DAYS` before
 * `now`; each decided group by its last change, newest first, with who decided it (issue 39: the owner sees every
 * charge and who made it). A fee is its visit's, and `visit_fees.visit_id` is the visit's first service: its client, service, start and beautician are the list's.
 */
export async function listFees(db: Database, now: Date, { beauticianId }: FeeListFilter = {}): Promise<FeeListItem[]> {
  const undecided = await listUndecidedFees(db, now, FEE_LIST_LIMIT, beauticianId);
  if (undecided.length === FEE_LIST_LIMIT) return undecided;
  const open = inArray(visitFees.status, [...OPEN_FEE_STATUSES]);
  const recent = and(inArray(visitFees.status, [...DECIDED]), gte(visitFees.updatedAt, new Date(now.getTime() - RECENT_FEE_DAYS * DAY_MS)));
  const conditions: (SQL | undefined)[] = [or(open, recent), beauticianId ? eq(appointments.beauticianId, beauticianId) : undefined];
  const rows = await db
    .select({
      appointmentId: visitFees.visitId,
      kind: visitFees.kind,
      status: visitFees.status,
      chargePence: visitFees.chargePence,
      clientName: appointments.clientName,
      serviceName: appointments.serviceName,
      startAt: appointments.startAt,
      updatedAt: visitFees.updatedAt,
      failure: visitFees.failure,
      waiveReason: visitFees.waiveReason,
      decidedBy: decider.name,
      refundedBy: refunder.name,
    })
    .from(visitFees)
    .innerJoin(appointments, eq(appointments.id, visitFees.visitId))
    .leftJoin(decider, eq(decider.id, visitFees.decidedBy))
    .leftJoin(refunder, eq(refunder.id, visitFees.refundedBy))
    .where(and(...conditions))
    .orderBy(sql`case when ${open} then 0 else 1 end`, desc(visitFees.updatedAt), desc(visitFees.id))
    .limit(FEE_LIST_LIMIT - undecided.length);
  const decided = rows.map((r) => ({
    appointmentId: r.appointmentId,
    // The table's CHECK constraints hold kind and status to the schema's values.
    kind: r.kind as FeeListItem['kind'],
    status: r.status as FeeListItem['status'],
    charge: penceToPounds(r.chargePence),
    clientName: r.clientName,
    serviceName: r.serviceName,
    start: r.startAt.toISOString(),
    decidedAt: r.updatedAt.toISOString(),
    failure: r.failure,
    waiveReason: r.waiveReason,
    decidedBy: r.decidedBy,
    refundedBy: r.refundedBy,
  }));
  return [...undecided, ...decided];
}
