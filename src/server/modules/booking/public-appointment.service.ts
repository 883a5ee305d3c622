import { penceToPounds } from '../../../core/money.ts';
import type { AppointmentPublic, AppointmentStatus, PaymentMode } from '../../../core/schemas/appointment.schema.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { findAppointment } from './bookings.repository.ts';

/** What the confirmation and payment-return pages may show: never the client's details. */
export async function getPublicAppointment(db: Database, id: string): Promise<AppointmentPublic> {
  const row = await findAppointment(db, id);
  if (!row) throw AppError.notFound('Appointment');
  return {
    _id: row.id,
    status: row.status as AppointmentStatus,
    service: { name: row.serviceName },
    variantName: row.variantName,
    beautician: { name: row.beauticianName },
    start: row.startAt.toISOString(),
    end: row.endAt.toISOString(),
    price: penceToPounds(row.pricePence),
    paymentMode: row.paymentMode as PaymentMode,
    amountPaid: penceToPounds(row.amountPaidPence - row.refundedPence),
  };
}
