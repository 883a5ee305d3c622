import { penceToPounds, sumPence } from '../../../core/money.ts';
import type { AppointmentPublic, AppointmentStatus, PaymentMode } from '../../../core/schemas/appointment.schema.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { visitPartsOf, type AppointmentRow } from './bookings.repository.ts';

/**
 * What the confirmation and payment-return pages may show: never the client's details. Asked about any service of
 * a visit, it answers for the whole visit.
 */
export async function getPublicAppointment(db: Database, id: string): Promise<AppointmentPublic> {
  const parts = await visitPartsOf(db, id);
  const first = parts[0];
  if (!first) throw AppError.notFound('Appointment');
  const last = parts[parts.length - 1]!;
  return {
    _id: first.id,
    status: first.status as AppointmentStatus,
    service: { name: first.serviceName },
    variantName: first.variantName,
    beautician: { name: first.beauticianName },
    start: first.startAt.toISOString(),
    end: last.endAt.toISOString(),
    price: penceToPounds(sumPence(parts.map((p) => p.pricePence))),
    paymentMode: first.paymentMode as PaymentMode,
    amountPaid: penceToPounds(sumPence(parts.map((p) => p.amountPaidPence - p.refundedPence))),
    ...(parts.length > 1 ? { services: parts.map(publicService) } : {}),
    policyText: first.policyText ?? '',
  };
}

/** One service of a visit as the client's pages show it. */
export const publicService = (p: AppointmentRow) => ({
  service: { name: p.serviceName },
  variantName: p.variantName,
  beautician: { name: p.beauticianName },
  start: p.startAt.toISOString(),
  end: p.endAt.toISOString(),
  price: penceToPounds(p.pricePence),
});
