import { and, eq } from 'drizzle-orm';
import type { AppointmentStatus, PaymentMode } from '../../src/core/schemas/appointment.schema.ts';
import type { Database } from '../../src/server/db/client.ts';
import { appointments } from '../../src/server/db/schema/booking.ts';
import { beauticians, services, serviceVariants } from '../../src/server/db/schema/catalog.ts';
import { bookedColumns } from '../../src/server/modules/booking/booked-what.ts';

export interface AppointmentOptions {
  beauticianId: string;
  serviceId: string;
  variantName?: string;
  /** ISO instant */
  start: string;
  status?: AppointmentStatus;
  client?: { name: string; email: string; phone: string; notes?: string };
  paymentMode?: PaymentMode;
  amountPaidPence?: number;
  refundedPence?: number;
  /** ISO instant the online money was paid (its entry's taken_at); the row's updated_at when not given */
  paidAt?: string;
  /** ISO instant of the last change (the online refund's taken_at); the database's clock when not given */
  refundedAt?: string;
  /** paid with test money (the offline provider): no real money moved */
  testMoney?: boolean;
  /** a part of a visit of several services (docs/decisions/0032): the visit's id (its first part's) and its place */
  visit?: { id: string; position: number };
  /** the price it was booked at, in pence; the variant's when not given */
  pricePence?: number;
}

/**
 * An appointment written straight to the database with the snapshot a real booking takes, for states the
 * booking journey cannot reach on its own (past visits, paid deposits, any status).
 */
export async function givenAppointment(db: Database, options: AppointmentOptions): Promise<string> {
  const variantName = options.variantName ?? 'Standard';
  const [beautician] = await db.select().from(beauticians).where(eq(beauticians.id, options.beauticianId));
  const [service] = await db.select().from(services).where(eq(services.id, options.serviceId));
  const [variant] = await db
    .select()
    .from(serviceVariants)
    .where(and(eq(serviceVariants.serviceId, options.serviceId), eq(serviceVariants.name, variantName)));
  if (!beautician || !service || !variant) throw new Error('givenAppointment: unknown beautician, service or variant');
  const client = options.client ?? { name: 'Amelia Hughes', email: 'amelia@example.co.uk', phone: '07700 900456' };
  const [row] = await db
    .insert(appointments)
    .values({
      ...bookedColumns(service, { ...variant, pricePence: options.pricePence ?? variant.pricePence }, beautician, new Date(options.start)),
      ...(options.visit ? { visitId: options.visit.id, visitPosition: options.visit.position } : {}),
      status: options.status ?? 'confirmed',
      paymentMode: options.paymentMode ?? 'pay_in_salon',
      clientName: client.name,
      clientEmail: client.email,
      clientPhone: client.phone,
      clientNotes: client.notes ?? '',
      amountPaidPence: options.amountPaidPence ?? 0,
      refundedPence: options.refundedPence ?? 0,
      testMoney: options.testMoney ?? false,
      ...(options.paidAt ? { paidAt: new Date(options.paidAt) } : {}),
      ...(options.refundedAt ? { updatedAt: new Date(options.refundedAt) } : {}),
    })
    .returning({ id: appointments.id });
  // A part added to a visit: each of its parts counts its services, as a booking of the whole visit writes them.
  if (options.visit) {
    const parts = await db.select({ id: appointments.id }).from(appointments).where(eq(appointments.visitId, options.visit.id));
    await db.update(appointments).set({ visitSize: parts.length }).where(eq(appointments.visitId, options.visit.id));
  }
  return row!.id;
}
