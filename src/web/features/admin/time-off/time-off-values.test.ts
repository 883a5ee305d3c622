import { describe, expect, it } from 'vitest';
import { initialValues, toTimeOffInput } from './time-off-values.ts';

const ALICE = '11111111-1111-4111-8111-111111111111';

describe('the time-off form values', () => {
  it('start as today, whole days, with nothing chosen', () => {
    expect(initialValues('2026-12-01')).toMatchObject({ beauticianId: '', kind: 'holiday', wholeDays: true, startDate: '2026-12-01', endDate: '2026-12-01' });
  });

  it('take a range chosen on the calendar: midnight to midnight as whole days, else as London times', () => {
    // 1–3 July 2026 in London (BST): from 23:00 UTC the evening before.
    expect(initialValues('2026-06-01', { beauticianId: ALICE, start: '2026-06-30T23:00:00.000Z', end: '2026-07-03T23:00:00.000Z' })).toMatchObject({
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
    expect(toTimeOffInput({ ...values, note: 'Spain', endDate: '2026-07-10' })).toEqual({ beauticianId: ALICE, kind: 'holiday', note: 'Spain', startDate: '2026-07-01', endDate: '2026-07-10' });
    expect(toTimeOffInput({ ...values, kind: 'break', wholeDays: false, start: '2026-07-01T13:00', end: '' })).toEqual({
      beauticianId: ALICE,
      kind: 'break',
      note: '',
      start: '2026-07-01T12:00:00.000Z',
      end: undefined,
    });
  });
});
