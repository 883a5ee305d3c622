import type { TimeRange } from './time-ranges.ts';

/**
 * How a service variant uses time (docs/decisions/0032). The client is in the salon for `durationMin`. The
 * beautician is busy for that time widened by the preparation before it and the clean-up after it (the spec's
 * buffers), except for a processing part inside it: from `processingStartMin` after the start, for `processingMin`,
 * the client sits with the colour on and the beautician is free to take someone else.
 */
export interface ServiceTiming {
  durationMin: number;
  bufferBeforeMin: number;
  bufferAfterMin: number;
  /** the initial part's length: processing starts this many minutes after the start (0 when there is none) */
  processingStartMin?: number;
  /** the processing part's length (0: none) */
  processingMin?: number;
}

/** One stretch of a beautician's busy time, in minutes from the service's start (negative: preparation before it). */
export interface BusyOffset {
  from: number;
  to: number;
}

const MINUTE_MS = 60_000;

/** Whether the timing has a processing part: a real gap with some of the service before and after it. */
export function hasProcessing(timing: ServiceTiming): boolean {
  return (timing.processingMin ?? 0) > 0;
}

/**
 * The processing part is optional; when given it must leave an initial and a final part the beautician works in.
 * The one rule the Services form, the API and the database's check (migration 0016) all hold.
 */
export function processingFits(timing: Pick<ServiceTiming, 'durationMin' | 'processingStartMin' | 'processingMin'>): boolean {
  const start = timing.processingStartMin ?? 0;
  const length = timing.processingMin ?? 0;
  if (length === 0) return start === 0;
  return start > 0 && length > 0 && start + length < timing.durationMin;
}

/** The beautician's busy stretches, in minutes from the start: one, or two around the processing part. */
export function busyOffsets(timing: ServiceTiming): BusyOffset[] {
  const from = 0 - timing.bufferBeforeMin;
  const to = timing.durationMin + timing.bufferAfterMin;
  if (!hasProcessing(timing)) return [{ from, to }];
  const gapFrom = timing.processingStartMin ?? 0;
  const gapTo = gapFrom + (timing.processingMin ?? 0);
  return [
    { from, to: gapFrom },
    { from: gapTo, to },
  ];
}

/** What a service started at `start` takes: the client's time, the beautician's busy time and the processing part. */
export interface TimedService {
  /** the client's time in the salon: start to end, processing included */
  client: TimeRange;
  /** the beautician's busy time, buffers included, processing left out */
  busy: TimeRange[];
  /** the processing part, or null */
  processing: TimeRange | null;
}

const at = (start: Date, minutes: number) => new Date(start.getTime() + minutes * MINUTE_MS);

export function timedService(start: Date, timing: ServiceTiming): TimedService {
  const processingStart = timing.processingStartMin ?? 0;
  return {
    client: { start, end: at(start, timing.durationMin) },
    busy: busyOffsets(timing).map((o) => ({ start: at(start, o.from), end: at(start, o.to) })),
    processing: hasProcessing(timing)
      ? { start: at(start, processingStart), end: at(start, processingStart + (timing.processingMin ?? 0)) }
      : null,
  };
}

/** A booked appointment's occupied time and processing part, as the database keeps them (docs/decisions/0032). */
export interface OccupiedTime {
  occupiedFrom: Date;
  occupiedTo: Date;
  processingFrom?: Date | null;
  processingTo?: Date | null;
}

/** The beautician's busy time of a booked appointment: its occupied range without its processing part. */
export function busyOfBooked(row: OccupiedTime): TimeRange[] {
  const whole = { start: row.occupiedFrom, end: row.occupiedTo };
  if (!row.processingFrom || !row.processingTo) return [whole];
  return [
    { start: row.occupiedFrom, end: row.processingFrom },
    { start: row.processingTo, end: row.occupiedTo },
  ];
}

/** A variant's processing part as the catalogue keeps it: its start in minutes from the service's, and its length. */
export interface ProcessingMinutes {
  processingStartMin: number;
  processingMin: number;
}

export const NO_PROCESSING: ProcessingMinutes = { processingStartMin: 0, processingMin: 0 };

/** A booked appointment's processing part as minutes from its start, from its snapshot (none: 0 and 0). */
export function processingOfBooked(row: { startAt: Date; processingFrom?: Date | null; processingTo?: Date | null }): ProcessingMinutes {
  if (!row.processingFrom || !row.processingTo) return NO_PROCESSING;
  return {
    processingStartMin: Math.round((row.processingFrom.getTime() - row.startAt.getTime()) / MINUTE_MS),
    processingMin: Math.round((row.processingTo.getTime() - row.processingFrom.getTime()) / MINUTE_MS),
  };
}

/** The timing a booked appointment keeps wherever it moves: its snapshot's length, buffers and processing part. */
export function timingOfBooked(row: {
  startAt: Date;
  durationMin: number;
  bufferBeforeMin: number;
  bufferAfterMin: number;
  processingFrom?: Date | null;
  processingTo?: Date | null;
}): ServiceTiming {
  return {
    durationMin: row.durationMin,
    bufferBeforeMin: row.bufferBeforeMin,
    bufferAfterMin: row.bufferAfterMin,
    ...processingOfBooked(row),
  };
}

/**
 * The times an appointment of `timing` started at `start` keeps in the database: the client's start and end, the
 * occupied range (buffers included) and the processing part (null when none), so the exclusion constraint of
 * migration 0016 sees its busy time (docs/decisions/0032).
 */
export function appointmentTimes(start: Date, timing: ServiceTiming) {
  const timed = timedService(start, timing);
  return {
    startAt: start,
    endAt: timed.client.end,
    occupiedFrom: at(start, -timing.bufferBeforeMin),
    occupiedTo: at(timed.client.end, timing.bufferAfterMin),
    processingFrom: timed.processing?.start ?? null,
    processingTo: timed.processing?.end ?? null,
  };
}

/**
 * A variant's parts as staff read them (never customers): '30 min · 45 min processing · 30 min', or '60 min' without
 * processing; with its preparation and clean-up when it has them ('10 min prep · 60 min · 15 min clean-up').
 */
export function partsText(timing: ServiceTiming): string {
  const start = timing.processingStartMin ?? 0;
  const length = timing.processingMin ?? 0;
  const parts =
    hasProcessing(timing) && processingFits(timing)
      ? [`${start} min`, `${length} min processing`, `${timing.durationMin - start - length} min`]
      : [`${timing.durationMin} min`];
  if (timing.bufferBeforeMin > 0) parts.unshift(`${timing.bufferBeforeMin} min prep`);
  if (timing.bufferAfterMin > 0) parts.push(`${timing.bufferAfterMin} min clean-up`);
  return parts.join(' · ');
}
