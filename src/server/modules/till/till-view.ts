import { penceToPounds } from '../../../core/money.ts';
import { balancePence } from '../../../core/revenue.ts';
import { paymentsOf } from '../../../core/till-visit.ts';
import type { AppointmentStatus } from '../../../core/schemas/appointment.schema.ts';
import type { MoneyEntry, VisitMoney, VisitPartMoney } from '../../../core/schemas/till.schema.ts';
import type { EntryMethod, MoneyKind } from '../../../core/till.ts';
import type { AppointmentRow } from '../booking/bookings.repository.ts';
import type { MoneyEntryWithStaff } from './till.repository.ts';

const sum = <T>(xs: readonly T[], pence: (x: T) => number) => xs.reduce((total, x) => total + pence(x), 0);

/** One line of the history per payment: its first part's entry stands for it (its id is the one to reverse). */
function toMoneyEntries(parts: AppointmentRow[], entries: MoneyEntryWithStaff[]): MoneyEntry[] {
  const position = new Map(parts.map((p, i) => [p.id, i]));
  const grouped = paymentsOf(entries).map((p) => p.sort((x, y) => position.get(x.appointmentId)! - position.get(y.appointmentId)!));
  const lineOf = new Map(grouped.flatMap((p) => p.map((e) => [e.id, p[0]!.id] as const)));
  const reversedBy = new Map(entries.filter((e) => e.reversesId).map((e) => [lineOf.get(e.reversesId!)!, lineOf.get(e.id)!]));
  return grouped.map((p) => {
    const first = p[0]!;
    return {
      _id: first.id,
      kind: first.kind as MoneyKind,
      method: first.method as EntryMethod,
      amount: penceToPounds(sum(p, (e) => e.amountPence)),
      tip: penceToPounds(sum(p, (e) => e.tipPence)),
      takenAt: first.takenAt.toISOString(),
      recordedAt: first.recordedAt.toISOString(),
      recordedBy: first.recordedByName,
      note: first.note,
      reversesId: first.reversesId ? (lineOf.get(first.reversesId) ?? first.reversesId) : null,
      reversedById: reversedBy.get(first.id) ?? null,
      testMoney: first.testMoney,
      parts: p.map((e) => ({ appointmentId: e.appointmentId, amount: penceToPounds(e.amountPence), tip: penceToPounds(e.tipPence) })),
    };
  });
}

function toPartMoney(row: AppointmentRow, entries: MoneyEntryWithStaff[]): VisitPartMoney {
  return {
    appointmentId: row.id,
    service: row.serviceName,
    variantName: row.variantName,
    beautician: { _id: row.beauticianId, name: row.beauticianName },
    start: row.startAt.toISOString(),
    end: row.endAt.toISOString(),
    price: penceToPounds(row.pricePence),
    discount: penceToPounds(row.discountPence),
    paidOnline: penceToPounds(row.amountPaidPence - row.refundedPence),
    takenAtSalon: penceToPounds(row.salonTakenPence),
    tips: penceToPounds(sum(entries, (e) => (e.appointmentId === row.id ? e.tipPence : 0))),
    balance: penceToPounds(balancePence(row)),
  };
}

/**
 * A visit's money at a glance (docs/decisions/0027): one bill for all its services (issue 25, 0032), whose figures are
 * the sums of its parts'. Those come from the appointment rows, which the till keeps in step with the entries in the
 * same transaction; tips only live in the entries.
 */
export function toVisitMoney(appointmentId: string, parts: AppointmentRow[], entries: MoneyEntryWithStaff[]): VisitMoney {
  const status = parts.find((p) => p.id === appointmentId)!.status as AppointmentStatus;
  const balance = sum(parts, balancePence);
  return {
    appointmentId,
    visitId: parts[0]!.visitId,
    parts: parts.map((row) => toPartMoney(row, entries)),
    status,
    price: penceToPounds(sum(parts, (p) => p.pricePence)),
    paidOnline: penceToPounds(sum(parts, (p) => p.amountPaidPence - p.refundedPence)),
    takenAtSalon: penceToPounds(sum(parts, (p) => p.salonTakenPence)),
    tips: penceToPounds(sum(entries, (e) => e.tipPence)),
    discount: penceToPounds(sum(parts, (p) => p.discountPence)),
    balance: penceToPounds(balance),
    // core/revenue.ts owedPence, of the visit as one bill.
    owed: penceToPounds(status === 'completed' ? Math.max(0, balance) : 0),
    entries: toMoneyEntries(parts, entries),
  };
}
