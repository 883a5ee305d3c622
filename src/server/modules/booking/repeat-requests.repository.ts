import { and, eq, gt } from 'drizzle-orm';
import type { ClientDetails } from '../../../core/schemas/client.schema.ts';
import type { PaymentMode } from '../../../core/schemas/appointment.schema.ts';
import { consentColumns, type PolicyConsent } from './card-requirement.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { appointments } from '../../db/schema/booking.ts';
import { inVisitOf, type AppointmentRow } from './bookings.repository.ts';

type Executor = Database | Transaction;

export async function findAppointmentByRequestId(db: Executor, requestId: string): Promise<AppointmentRow | undefined> {
  const [row] = await db.select().from(appointments).where(eq(appointments.requestId, requestId));
  return row;
}

/** Lets a request id start a new booking: its earlier one has ended (released, lapsed or cancelled). */
export async function forgetRequestId(db: Executor, id: string): Promise<void> {
  await db.update(appointments).set({ requestId: null }).where(eq(appointments.id, id));
}

/**
 * A live unpaid hold taken over by its own customer coming back to the checkout: the way they now pay and the
 * details they now give replace the earlier ones, on every service of the visit, and so do the no-show terms they agree
 * to now (a hold made for a waitlist offer has none until it is taken up). Undefined when the hold is no longer live
 * (paid or lapsed).
 */
export async function retakeHold(
  db: Executor,
  id: string,
  change: { paymentMode: PaymentMode; client: ClientDetails; now: Date; confirm: boolean; consent: PolicyConsent | undefined },
): Promise<AppointmentRow | undefined> {
  const { paymentMode, client, now, confirm, consent } = change;
  const rows = await db
    .update(appointments)
    .set({
      paymentMode,
      clientName: client.name,
      clientEmail: client.email,
      clientPhone: client.phone,
      clientNotes: client.notes,
      ...consentColumns(consent),
      // Paying at the salon instead: the booking is confirmed now and holds its slot for good.
      ...(confirm ? { status: 'confirmed', holdExpiresAt: null } : {}),
      updatedAt: now,
    })
    .where(and(inVisitOf(id), eq(appointments.status, 'reserved_unpaid'), gt(appointments.holdExpiresAt, now)))
    .returning();
  return rows.find((r) => r.id === id);
}
