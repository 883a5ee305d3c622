import { penceToPounds } from '../../../core/money.ts';
import { balancePence, owedPence } from '../../../core/revenue.ts';
import type { AppointmentStatus } from '../../../core/schemas/appointment.schema.ts';
import type { MoneyEntry, VisitMoney } from '../../../core/schemas/till.schema.ts';
import type { EntryMethod, MoneyKind } from '../../../core/till.ts';
import type { AppointmentRow } from '../booking/bookings.repository.ts';
import type { MoneyEntryWithStaff } from './till.repository.ts';

function toMoneyEntry(row: MoneyEntryWithStaff, reversedById: string | null): MoneyEntry {
  return {
    _id: row.id,
    kind: row.kind as MoneyKind,
    method: row.method as EntryMethod,
    amount: penceToPounds(row.amountPence),
    tip: penceToPounds(row.tipPence),
    takenAt: row.takenAt.toISOString(),
    recordedAt: row.recordedAt.toISOString(),
    recordedBy: row.recordedByName,
    note: row.note,
    reversesId: row.reversesId,
    reversedById,
    testMoney: row.testMoney,
  };
}

/**
 * A visit's money at a glance (docs/decisions/0027). The totals come from the appointment row, which the till keeps in
 * step with the entries in the same transaction; tips only live in the entries.
 */
export function toVisitMoney(row: AppointmentRow, entries: MoneyEntryWithStaff[]): VisitMoney {
  const reversedBy = new Map(entries.filter((e) => e.reversesId).map((e) => [e.reversesId!, e.id]));
  const paidOnlinePence = row.amountPaidPence - row.refundedPence;
  return {
    appointmentId: row.id,
    status: row.status as AppointmentStatus,
    price: penceToPounds(row.pricePence),
    paidOnline: penceToPounds(paidOnlinePence),
    takenAtSalon: penceToPounds(row.salonTakenPence),
    tips: penceToPounds(entries.reduce((sum, e) => sum + e.tipPence, 0)),
    discount: penceToPounds(row.discountPence),
    balance: penceToPounds(balancePence(row)),
    owed: penceToPounds(owedPence({ ...row, status: row.status as AppointmentStatus })),
    entries: entries.map((e) => toMoneyEntry(e, reversedBy.get(e.id) ?? null)),
  };
}
