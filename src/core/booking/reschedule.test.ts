import { describe, expect, it } from 'vitest';
import { occupiedRange, rescheduledProcessing, rescheduledTimes } from './reschedule.ts';

const at = (time: string) => new Date(`2026-11-25T${time}:00Z`);
const current = { start: at('10:00'), end: at('11:00') };

describe('rescheduled times', () => {
  it('keeps the times when the edit does not touch them', () => {
    expect(rescheduledTimes(current, {})).toEqual({ ok: true, start: at('10:00'), end: at('11:00'), durationMin: 60 });
  });

  it('moves the appointment and keeps its length when only the start changes', () => {
    expect(rescheduledTimes(current, { start: at('14:30') })).toEqual({ ok: true, start: at('14:30'), end: at('15:30'), durationMin: 60 });
  });

  it('changes the length when only the end changes', () => {
    expect(rescheduledTimes(current, { end: at('11:45') })).toEqual({ ok: true, start: at('10:00'), end: at('11:45'), durationMin: 105 });
  });

  it('takes both when both change, and the duration follows them', () => {
    expect(rescheduledTimes(current, { start: at('09:15'), end: at('09:45') })).toMatchObject({ ok: true, durationMin: 30 });
  });

  it.each([
    ['an end before the start', { start: at('12:00'), end: at('11:00') }],
    ['an end equal to the start', { start: at('12:00'), end: at('12:00') }],
    ['a new end before the kept start', { end: at('09:00') }],
  ])('refuses %s', (_case, change) => {
    expect(rescheduledTimes(current, change)).toEqual({ ok: false, message: 'End must be after start' });
  });
});

describe('occupied range', () => {
  it('widens the appointment by its buffers', () => {
    expect(occupiedRange(at('10:00'), at('11:00'), { bufferBeforeMin: 10, bufferAfterMin: 15 })).toEqual({
      occupiedFrom: at('09:50'),
      occupiedTo: at('11:15'),
    });
  });
});

describe('the processing part after a staff edit (docs/decisions/0032)', () => {
  // A colour booked 10:00–11:45: 30 min applying, 45 min developing from 10:30, 30 min rinsing.
  const colour = { processingStartMin: 30, processingMin: 45 };
  const booked = { start: at('10:00'), end: at('11:45') };

  it('stays at the same offset from a new start', () => {
    expect(rescheduledProcessing({ times: { start: at('14:00'), end: at('15:45') }, processing: colour, endChanged: false })).toEqual({
      ok: true,
      ...colour,
      end: at('15:45'),
      durationMin: 105,
    });
  });

  it('is kept in a longer or shorter appointment while it still fits', () => {
    const shorter = rescheduledProcessing({ times: { start: at('10:00'), end: at('11:16') }, processing: colour, endChanged: true });
    expect(shorter).toMatchObject({ ok: true, ...colour, durationMin: 76 });
  });

  it('refuses a length it no longer fits in, saying how long it must be', () => {
    expect(rescheduledProcessing({ times: { start: at('10:00'), end: at('11:15') }, processing: colour, endChanged: true })).toEqual({
      ok: false,
      field: 'end',
      message:
        'Its processing (45 min, from 30 min in) does not fit in 75 minutes: make the appointment at least 76 minutes long, ' +
        'or its processing time shorter.',
    });
  });

  it('takes a new processing length, the final part kept as it was: the end moves with it', () => {
    expect(rescheduledProcessing({ times: booked, processing: colour, processingMin: 20, endChanged: false })).toEqual({
      ok: true,
      processingStartMin: 30,
      processingMin: 20,
      end: at('11:20'),
      durationMin: 80,
    });
    expect(rescheduledProcessing({ times: booked, processing: colour, processingMin: 0, endChanged: false })).toMatchObject({
      ok: true,
      processingStartMin: 0,
      processingMin: 0,
      end: at('11:00'),
    });
  });

  it('fits a new processing length into an end the edit sets itself, or refuses it', () => {
    const longer = { times: { start: at('10:00'), end: at('11:45') }, processing: colour, endChanged: true };
    expect(rescheduledProcessing({ ...longer, processingMin: 60 })).toMatchObject({ ok: true, processingMin: 60, end: at('11:45') });
    expect(rescheduledProcessing({ ...longer, processingMin: 75 })).toMatchObject({ ok: false, field: 'processingMin' });
  });

  it('has no processing length to change on an appointment without one', () => {
    expect(
      rescheduledProcessing({
        times: booked,
        processing: { processingStartMin: 0, processingMin: 0 },
        processingMin: 20,
        endChanged: false,
      }),
    ).toEqual({ ok: false, field: 'processingMin', message: 'This appointment has no processing time to change.' });
  });
});
