export interface TimeChange {
  start?: Date | undefined;
  end?: Date | undefined;
}

export type RescheduleResult = { ok: true; start: Date; end: Date; durationMin: number } | { ok: false; message: string };

const MINUTE_MS = 60_000;

/**
 * The times an edit leaves an appointment with. A new start alone moves the appointment and keeps its length
 * (dragging it on a calendar); a new end alone changes its length; both set both. The end must be after the start.
 */
export function rescheduledTimes(current: { start: Date; end: Date }, change: TimeChange): RescheduleResult {
  const start = change.start ?? current.start;
  const length = current.end.getTime() - current.start.getTime();
  const end = change.end ?? (change.start ? new Date(start.getTime() + length) : current.end);
  if (end.getTime() <= start.getTime()) return { ok: false, message: 'End must be after start' };
  return { ok: true, start, end, durationMin: Math.round((end.getTime() - start.getTime()) / MINUTE_MS) };
}

/** The time an appointment holds the chair: start and end widened by the variant's preparation and clean-up. */
export function occupiedRange(start: Date, end: Date, buffers: { bufferBeforeMin: number; bufferAfterMin: number }) {
  return {
    occupiedFrom: new Date(start.getTime() - buffers.bufferBeforeMin * MINUTE_MS),
    occupiedTo: new Date(end.getTime() + buffers.bufferAfterMin * MINUTE_MS),
  };
}
