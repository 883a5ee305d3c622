import { describe, expect, it } from 'vitest';
import { dateRangeWindow } from './date-range.ts';

const none = { start: '', end: '' };

describe('dateRangeWindow (London days)', () => {
  it('All Time sends no window', () => {
    expect(dateRangeWindow('all', '2026-07-15', none)).toEqual({});
  });

  it('Today is midnight to midnight in London (summer time)', () => {
    expect(dateRangeWindow('day', '2026-07-15', none)).toEqual({ from: '2026-07-14T23:00:00.000Z', to: '2026-07-15T23:00:00.000Z' });
  });

  it('This Week starts on Monday, also when today is Sunday', () => {
    expect(dateRangeWindow('week', '2026-07-19', none)).toEqual({ from: '2026-07-12T23:00:00.000Z', to: '2026-07-19T23:00:00.000Z' });
    expect(dateRangeWindow('week', '2026-07-13', none).from).toBe('2026-07-12T23:00:00.000Z');
  });

  it('This Month spans the clock change at the end of October', () => {
    expect(dateRangeWindow('month', '2026-10-31', none)).toEqual({ from: '2026-09-30T23:00:00.000Z', to: '2026-11-01T00:00:00.000Z' });
  });

  it('Custom Range runs to the end of its end date; a missing date leaves that side open', () => {
    expect(dateRangeWindow('custom', '2026-07-15', { start: '2026-12-01', end: '2026-12-02' })).toEqual({
      from: '2026-12-01T00:00:00.000Z',
      to: '2026-12-03T00:00:00.000Z',
    });
    expect(dateRangeWindow('custom', '2026-07-15', { start: '', end: '2026-12-02' })).toEqual({
      from: undefined,
      to: '2026-12-03T00:00:00.000Z',
    });
    expect(dateRangeWindow('custom', '2026-07-15', { start: '2026-02-31', end: '' })).toEqual({ from: undefined, to: undefined });
  });
});
