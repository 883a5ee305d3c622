import { penceToPounds } from '../../../core/money.ts';
import { balancePence } from '../../../core/revenue.ts';
import type { AwaitingCheckout, OwedVisits, TillVisit } from '../../../core/schemas/till.schema.ts';
import type { Database } from '../../db/client.ts';
import { toAdminAppointments } from '../appointments/admin-appointments.service.ts';
import type { AppointmentRow } from '../booking/bookings.repository.ts';
import { findSettings } from '../catalog/salon.repository.ts';
import { awaitingVisitRows, owingVisitRows, partsOfVisits } from './visit.repository.ts';

/** Enough for the dashboard's lists: the oldest first, the rest wait their turn. */
const LIST_LIMIT = 100;

/** A visit of several services as the till's lists show it: every service with its beautician, the price, what it owes. */
function visitOf(parts: AppointmentRow[]): NonNullable<TillVisit['visit']> {
  const balance = parts.reduce((sum, p) => sum + balancePence(p), 0);
  return {
    _id: parts[0]!.visitId,
    services: parts.map((p) => ({
      _id: p.id,
      service: p.serviceName,
      variantName: p.variantName,
      beautician: { _id: p.beauticianId, name: p.beauticianName },
      start: p.startAt.toISOString(),
      price: penceToPounds(p.pricePence),
    })),
    price: penceToPounds(parts.reduce((sum, p) => sum + p.pricePence, 0)),
    owed: penceToPounds(parts[0]!.status === 'completed' ? Math.max(0, balance) : 0),
  };
}

/** Each visit by its first part, and for a visit of several services the whole visit (issue 25). */
async function toTillVisits(db: Database, firstParts: AppointmentRow[]): Promise<TillVisit[]> {
  const [appointments, parts] = await Promise.all([
    toAdminAppointments(db, firstParts),
    partsOfVisits(
      db,
      firstParts.map((p) => p.visitId),
    ),
  ]);
  return appointments.map((appointment, i) => {
    const visit = parts.filter((p) => p.visitId === firstParts[i]!.visitId);
    return visit.length > 1 ? { ...appointment, visit: visitOf(visit) } : appointment;
  });
}

/**
 * `GET /api/appointments/awaiting-checkout`: the dashboard's list of started visits nobody has checked out yet, each
 * once (a stylist's: the visits they are part of).
 */
export async function awaitingCheckout(db: Database, now: Date, beauticianId?: string): Promise<AwaitingCheckout> {
  const [rows, settings] = await Promise.all([awaitingVisitRows(db, now, LIST_LIMIT, beauticianId), findSettings(db)]);
  return { appointments: await toTillVisits(db, rows), autoCompleteHours: settings?.autoCompleteHours ?? null };
}

/**
 * `GET /api/appointments/owed`: the dashboard's list of checked-out visits that still owe money, each once with what the
 * whole visit owes (a stylist's: the visits they are part of).
 */
export async function owedVisits(db: Database, beauticianId?: string): Promise<OwedVisits> {
  const visits = await toTillVisits(db, await owingVisitRows(db, LIST_LIMIT, beauticianId));
  return { appointments: visits.filter((v) => (v.visit?.owed ?? v.owed) > 0) };
}
