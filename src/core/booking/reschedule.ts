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

/** The processing part an edit leaves an appointment with, in minutes from its new start (0 and 0: none). */
export type ProcessingResult =
  | { ok: true; processingStartMin: number; processingMin: number; end: Date; durationMin: number }
  | { ok: false; message: string; field: 'end' | 'processingMin' };

export interface ProcessingEdit {
  /** the appointment's times after the edit (rescheduledTimes) */
  times: { start: Date; end: Date };
  /** the processing part it has before any length changes: its own snapshot's, or a newly chosen variant's */
  processing: { processingStartMin: number; processingMin: number };
  /** a new processing length for this one appointment ('this colour needs only 20 minutes'); 0 takes it away */
  processingMin?: number | undefined;
  /** whether the edit set the end to a time of its own (else it moves with a new processing length) */
  endChanged: boolean;
}

/**
 * The processing part after a staff edit (docs/decisions/0032): it stays at the same offset from the start, moved or
 * not. A new processing length keeps the final part as it is, so the end moves with it, unless the edit sets the end
 * too. Whatever the length then, the processing part must leave an initial and a final part (processingFits), else
 * the edit is refused with words saying how long it must be.
 */
export function rescheduledProcessing(edit: ProcessingEdit): ProcessingResult {
  const { times, processing } = edit;
  const wanted = edit.processingMin ?? processing.processingMin;
  if (wanted > 0 && processing.processingMin === 0) {
    return { ok: false, field: 'processingMin', message: 'This appointment has no processing time to change.' };
  }
  const startMin = wanted > 0 ? processing.processingStartMin : 0;
  const shift = edit.endChanged ? 0 : (wanted - processing.processingMin) * MINUTE_MS;
  const end = new Date(times.end.getTime() + shift);
  const durationMin = Math.round((end.getTime() - times.start.getTime()) / MINUTE_MS);
  if (wanted > 0 && !(startMin + wanted < durationMin)) {
    return {
      ok: false,
      field: edit.processingMin === undefined ? 'end' : 'processingMin',
      message:
        `Its processing (${wanted} min, from ${startMin} min in) does not fit in ${Math.max(durationMin, 0)} minutes: ` +
        `make the appointment at least ${startMin + wanted + 1} minutes long, or its processing time shorter.`,
    };
  }
  return { ok: true, processingStartMin: startMin, processingMin: wanted, end, durationMin };
}
