import { describe, expect, it } from 'vitest';
import { initialValues, toTimeOffInput, withWholeDays } from './time-off-values.ts';

const ALICE = '11111111-1111-4111-8111-111111111111';

describe('the time-off form values', () => {
  it('start as today, whole days, with nothing chosen', () => {
    expect(initialValues('2026-12-01')).toMatchObject({
      beauticianId: '',
      kind: 'holiday',
      wholeDays: true,
      startDate: '2026-12-01',
      endDate: '2026-12-01',
    });
  });

  it('take a range chosen on the calendar: midnight to midnight as whole days, else as London times', () => {
    // 1–3 July 2026 in London (BST): from 23:00 UTC the evening before.
    expect(
      initialValues('2026-06-01', { beauticianId: ALICE, start: '2026-06-30T23:00:00.000Z', end: '2026-07-03T23:00:00.000Z' }),
    ).toMatchObject({
      beauticianId: ALICE,
      wholeDays: true,
      startDate: '2026-07-01',
      endDate: '2026-07-03',
    });
    expect(initialValues('2026-06-01', { start: '2026-07-01T12:00:00.000Z', end: '2026-07-01T16:00:00.000Z' })).toMatchObject({
      wholeDays: false,
      start: '2026-07-01T13:00',
      end: '2026-07-01T17:00',
    });
  });

  it('become the body the API takes: dates, or instants from London wall times', () => {
    const values = initialValues('2026-07-01', { beauticianId: ALICE });
    expect(toTimeOffInput({ ...values, note: 'Spain', endDate: '2026-07-10' })).toEqual({
      beauticianId: ALICE,
      kind: 'holiday',
      note: 'Spain',
      startDate: '2026-07-01',
      endDate: '2026-07-10',
    });
    expect(toTimeOffInput({ ...values, kind: 'break', wholeDays: false, start: '2026-07-01T13:00', end: '' })).toEqual({
      beauticianId: ALICE,
      kind: 'break',
      note: '',
      start: '2026-07-01T12:00:00.000Z',
      end: undefined,
    });
  });

  it("keep the day chosen on the calendar when 'Whole days' is ticked, and its times when it is unticked again", () => {
    // Thursday 3 December 2026, 08:00–09:00 (GMT), chosen on the week view on another day.
    const chosen = initialValues('2026-11-26', { start: '2026-12-03T08:00:00.000Z', end: '2026-12-03T09:00:00.000Z' });
    expect(chosen).toMatchObject({ wholeDays: false, startDate: '2026-12-03', endDate: '2026-12-03' });
    const whole = withWholeDays(chosen, true);
    expect(whole).toMatchObject({ wholeDays: true, startDate: '2026-12-03', endDate: '2026-12-03' });
    expect(withWholeDays(whole, false)).toEqual(chosen);
  });

  it('follow what was typed since: new times give their days, new days keep the times of day', () => {
    const chosen = initialValues('2026-11-26', { start: '2026-12-03T08:00:00.000Z', end: '2026-12-03T09:00:00.000Z' });
    // Typed Saturday 10:00 to Monday 12:00, then ticked: Saturday to Monday.
    expect(withWholeDays({ ...chosen, start: '2026-12-05T10:00', end: '2026-12-07T12:00' }, true)).toMatchObject({
      startDate: '2026-12-05',
      endDate: '2026-12-07',
    });
    // Whole days moved to the 10th–11th, then unticked: the same hours, from the first day to the last.
    const moved = { ...withWholeDays(chosen, true), startDate: '2026-12-10', endDate: '2026-12-11' };
    expect(withWholeDays(moved, false)).toMatchObject({ start: '2026-12-10T08:00', end: '2026-12-11T09:00' });
    // An evening to midnight is that day alone, and comes back to midnight.
    const evening = { ...chosen, start: '2026-12-03T20:00', end: '2026-12-04T00:00' };
    expect(withWholeDays(evening, true)).toMatchObject({ startDate: '2026-12-03', endDate: '2026-12-03' });
    expect(withWholeDays(withWholeDays(evening, true), false)).toMatchObject({ start: '2026-12-03T20:00', end: '2026-12-04T00:00' });
    // A time not yet typed keeps the day there was, and an end before the start is the first day.
    expect(withWholeDays({ ...chosen, end: '' }, true)).toMatchObject({ startDate: '2026-12-03', endDate: '2026-12-03' });
    expect(withWholeDays({ ...chosen, end: '2026-12-01T09:00' }, true)).toMatchObject({ startDate: '2026-12-03', endDate: '2026-12-03' });
  });

  it('leave a whole day unticked as 09:00–17:00 on it', () => {
    expect(withWholeDays(initialValues('2026-12-01'), false)).toMatchObject({
      wholeDays: false,
      start: '2026-12-01T09:00',
      end: '2026-12-01T17:00',
    });
  });
});
