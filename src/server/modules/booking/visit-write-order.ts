import { busyOfBooked, type OccupiedTime } from '../../../core/availability/service-timing.ts';
import { rangesOverlap } from '../../../core/availability/time-ranges.ts';
import type { AppointmentRow } from './bookings.repository.ts';

/** A service of a visit about to be written: as it is now, and its new beautician and times. */
export interface PartWrite {
  part: AppointmentRow;
  values: OccupiedTime & { beauticianId: string };
}

/** Whether `write`'s new busy time would meet `other`'s as it still is (the same beautician, overlapping). */
const meets = (write: PartWrite, other: PartWrite) =>
  write.values.beauticianId === other.part.beauticianId &&
  busyOfBooked(write.values).some((a) => busyOfBooked(other.part).some((b) => rangesOverlap(a, b)));

/**
 * The order to write a visit's services in (docs/decisions/0032). The exclusion constraint is checked row by row, so a
 * service written first must not land on a service's old time that is still to be written: a visit moving later, a
 * service handed to the beautician of the next, a clean-up coming back once its neighbour has gone to someone else.
 * Each write goes as soon as it meets no service still waiting; the visit's new times never meet each other, so one
 * always can (should none, the rest go in order and the database has the last word).
 */
export function inWriteOrder<T extends PartWrite>(writes: readonly T[]): T[] {
  const waiting = [...writes];
  const order: T[] = [];
  while (waiting.length > 0) {
    const free = waiting.findIndex((w) => waiting.every((other) => other === w || !meets(w, other)));
    order.push(...waiting.splice(Math.max(free, 0), 1));
  }
  return order;
}
