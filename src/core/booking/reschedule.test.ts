import { describe, expect, it } from 'vitest';
import { occupiedRange, rescheduledTimes } from './reschedule.ts';

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
