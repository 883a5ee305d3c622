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

/** An appointment's current place in the diary: free for itself when it moves. */
export interface OwnTime {
  beauticianId: string;
  range: TimeRange;
}

/** Busy time as read, without the moving appointment's own range (once: another appointment may never share it). */
export function withoutOwn(busy: Map<string, TimeRange[]>, own: OwnTime | undefined): Map<string, TimeRange[]> {
  const ranges = own && busy.get(own.beauticianId);
  if (!own || !ranges) return busy;
  const at = ranges.findIndex((r) => r.start.getTime() === own.range.start.getTime() && r.end.getTime() === own.range.end.getTime());
  return at < 0 ? busy : new Map([...busy, [own.beauticianId, ranges.toSpliced(at, 1)]]);
}
