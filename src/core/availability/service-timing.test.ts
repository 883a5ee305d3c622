import { describe, expect, it } from 'vitest';
import {
  appointmentTimes,
  busyOfBooked,
  busyOffsets,
  partsText,
  processingFits,
  processingOfBooked,
  timedService,
  timingOfBooked,
} from './service-timing.ts';

const colour = { durationMin: 105, bufferBeforeMin: 5, bufferAfterMin: 10, processingStartMin: 30, processingMin: 45 };
const iso = (r: { start: Date; end: Date }) => [r.start.toISOString(), r.end.toISOString()];

describe('a service with a processing part', () => {
  it('keeps the beautician busy before and after the processing part, buffers included', () => {
    expect(busyOffsets(colour)).toEqual([
      { from: -5, to: 30 },
      { from: 75, to: 115 },
    ]);
  });

  it('keeps the client for the whole service, processing included', () => {
    const timed = timedService(new Date('2026-03-05T10:00:00Z'), colour);
    expect(iso(timed.client)).toEqual(['2026-03-05T10:00:00.000Z', '2026-03-05T11:45:00.000Z']);
    expect(timed.busy.map(iso)).toEqual([
      ['2026-03-05T09:55:00.000Z', '2026-03-05T10:30:00.000Z'],
      ['2026-03-05T11:15:00.000Z', '2026-03-05T11:55:00.000Z'],
    ]);
    expect(iso(timed.processing!)).toEqual(['2026-03-05T10:30:00.000Z', '2026-03-05T11:15:00.000Z']);
  });

  it('is one busy stretch without processing', () => {
    expect(busyOffsets({ durationMin: 30, bufferBeforeMin: 0, bufferAfterMin: 15 })).toEqual([{ from: 0, to: 45 }]);
    expect(
      timedService(new Date('2026-03-05T10:00:00Z'), { durationMin: 30, bufferBeforeMin: 0, bufferAfterMin: 0 }).processing,
    ).toBeNull();
  });

  it.each([
    ['no processing', { durationMin: 60 }, true],
    ['a processing part inside the service', { durationMin: 105, processingStartMin: 30, processingMin: 45 }, true],
    ['a start without a length', { durationMin: 60, processingStartMin: 20, processingMin: 0 }, false],
    ['processing from the very start', { durationMin: 60, processingStartMin: 0, processingMin: 20 }, false],
    ['processing to the very end', { durationMin: 60, processingStartMin: 20, processingMin: 40 }, false],
    ['processing past the end', { durationMin: 60, processingStartMin: 30, processingMin: 45 }, false],
  ])('%s: processing fits is %s', (_, timing, expected) => {
    expect(processingFits(timing)).toBe(expected);
  });
});

describe('the busy time of a booked appointment', () => {
  const from = new Date('2026-03-05T09:55:00Z');
  const to = new Date('2026-03-05T11:55:00Z');

  it('is its occupied range without its processing part', () => {
    const busy = busyOfBooked({
      occupiedFrom: from,
      occupiedTo: to,
      processingFrom: new Date('2026-03-05T10:30:00Z'),
      processingTo: new Date('2026-03-05T11:15:00Z'),
    });
    expect(busy.map(iso)).toEqual([
      ['2026-03-05T09:55:00.000Z', '2026-03-05T10:30:00.000Z'],
      ['2026-03-05T11:15:00.000Z', '2026-03-05T11:55:00.000Z'],
    ]);
  });

  it('is the whole occupied range without processing', () => {
    expect(busyOfBooked({ occupiedFrom: from, occupiedTo: to, processingFrom: null, processingTo: null }).map(iso)).toEqual([
      ['2026-03-05T09:55:00.000Z', '2026-03-05T11:55:00.000Z'],
    ]);
  });
});

describe('an appointment’s stored times', () => {
  it('snapshot the processing part beside the client’s time and the occupied range', () => {
    expect(appointmentTimes(new Date('2026-03-05T10:00:00Z'), colour)).toEqual({
      startAt: new Date('2026-03-05T10:00:00Z'),
      endAt: new Date('2026-03-05T11:45:00Z'),
      occupiedFrom: new Date('2026-03-05T09:55:00Z'),
      occupiedTo: new Date('2026-03-05T11:55:00Z'),
      processingFrom: new Date('2026-03-05T10:30:00Z'),
      processingTo: new Date('2026-03-05T11:15:00Z'),
    });
  });

  it('give back the timing they were made from, wherever the appointment moves', () => {
    const stored = {
      ...appointmentTimes(new Date('2026-03-29T00:30:00Z'), colour),
      durationMin: 105,
      bufferBeforeMin: 5,
      bufferAfterMin: 10,
    };
    expect(timingOfBooked(stored)).toEqual(colour);
    expect(processingOfBooked({ startAt: stored.startAt, processingFrom: null, processingTo: null })).toEqual({
      processingStartMin: 0,
      processingMin: 0,
    });
  });
});

describe('a variant’s parts as staff read them', () => {
  it.each([
    [
      { durationMin: 105, bufferBeforeMin: 0, bufferAfterMin: 0, processingStartMin: 30, processingMin: 45 },
      '30 min · 45 min processing · 30 min',
    ],
    [{ durationMin: 60, bufferBeforeMin: 0, bufferAfterMin: 0 }, '60 min'],
    [colour, '5 min prep · 30 min · 45 min processing · 30 min · 10 min clean-up'],
  ])('%o reads %s', (timing, text) => {
    expect(partsText(timing)).toBe(text);
  });
});
