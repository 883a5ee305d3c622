import { wholeDaysOf } from '../../../core/availability/whole-days.ts';
import { dateInZone } from '../../../core/time.ts';
import type { AppointmentStatus } from '../../../core/schemas/appointment.schema.ts';
import type { Closure, CoveredAppointment, TimeOffEntry, TimeOffKind } from '../../../core/schemas/time-off.schema.ts';
import type { CoveredAppointmentRow, TimeOffRow } from './time-off.repository.ts';

/** The API's view of a beautician's time off. */
export function toTimeOffEntry(row: TimeOffRow, beauticianName: string, zone: string): TimeOffEntry {
  return {
    _id: row.id,
    beautician: { _id: row.beauticianId!, name: beauticianName },
    kind: row.kind as TimeOffKind,
    note: row.note,
    start: row.startsAt.toISOString(),
    end: row.endsAt.toISOString(),
    allDay: wholeDaysOf({ start: row.startsAt, end: row.endsAt }, zone) !== undefined,
  };
}

/** The API's view of a closure: its London dates (a closure not entered as whole days shows the days it touches). */
export function toClosure(row: TimeOffRow, zone: string): Closure {
  const days = wholeDaysOf({ start: row.startsAt, end: row.endsAt }, zone) ?? {
    startDate: dateInZone(row.startsAt, zone),
    endDate: dateInZone(new Date(row.endsAt.getTime() - 1), zone),
  };
  return {
    _id: row.id,
    kind: row.kind === 'bank_holiday' ? 'bank_holiday' : 'closure',
    label: row.note,
    ...days,
    start: row.startsAt.toISOString(),
    end: row.endsAt.toISOString(),
  };
}

export function toCoveredAppointment(row: CoveredAppointmentRow): CoveredAppointment {
  return {
    _id: row.id,
    start: row.start.toISOString(),
    end: row.end.toISOString(),
    status: row.status as AppointmentStatus,
    client: { name: row.clientName },
    service: { name: row.serviceName },
    variantName: row.variantName,
    beautician: { _id: row.beauticianId, name: row.beauticianName },
  };
}
