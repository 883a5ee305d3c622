import type { ServiceTiming } from '../../../core/availability/slots.ts';
import type { TimeRange } from '../../../core/availability/time-ranges.ts';
import type { BeauticianRecord } from '../catalog/catalog.repository.ts';

/**
 * Whose diary to read and for how long a booking: a new booking's service variant, or (a client moving their
 * booking) the appointment's own snapshot, with its current time `own` left out of its beautician's busy time.
 */
export interface Diary {
  candidates: BeauticianRecord[];
  timing: ServiceTiming;
  own?: OwnTime;
}

/** An appointment's current place in the diary: its busy time (core busyOfBooked), free for itself when it moves. */
export interface OwnTime {
  beauticianId: string;
  busy: TimeRange[];
}

const sameRange = (a: TimeRange, b: TimeRange) => a.start.getTime() === b.start.getTime() && a.end.getTime() === b.end.getTime();

/**
 * Busy time as read, without the moving appointment's own stretches (each once: another appointment may never share
 * one, so an equal range is its own).
 */
export function withoutOwn(busy: Map<string, TimeRange[]>, own: OwnTime | undefined): Map<string, TimeRange[]> {
  const ranges = own && busy.get(own.beauticianId);
  if (!own || !ranges) return busy;
  let left = ranges;
  for (const stretch of own.busy) {
    const at = left.findIndex((r) => sameRange(r, stretch));
    if (at >= 0) left = left.toSpliced(at, 1);
  }
  return left === ranges ? busy : new Map([...busy, [own.beauticianId, left]]);
}

/** Busy time as read, without a moving visit's own stretches, each of its services' (withoutOwn for each). */
export function withoutOwnParts(busy: Map<string, TimeRange[]>, own: readonly OwnTime[] | undefined): Map<string, TimeRange[]> {
  return (own ?? []).reduce(withoutOwn, busy);
}
