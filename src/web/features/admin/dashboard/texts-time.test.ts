import { describe, expect, it } from 'vitest';
import { timeOrDateTime } from './texts-time.ts';

describe('the times of the texts panels (issue 27)', () => {
  it('gives only the time for today, on the salon’s clock', () => {
    expect(timeOrDateTime('2026-11-24T09:05:00.000Z', '2026-11-24')).toBe('09:05');
    // 23:30 GMT on 30 June is 00:30 on 1 July in London.
    expect(timeOrDateTime('2026-06-30T23:30:00.000Z', '2026-07-01')).toBe('00:30');
  });

  it('gives the day too for any other day', () => {
    expect(timeOrDateTime('2026-11-25T09:05:00.000Z', '2026-11-24')).toBe('Wed 25 Nov 2026, 09:05');
    expect(timeOrDateTime('2026-06-30T23:30:00.000Z', '2026-06-30')).toBe('Wed 1 Jul 2026, 00:30');
  });

  it('gives nothing for a time it cannot read', () => {
    expect(timeOrDateTime('not a time', '2026-11-24')).toBe('');
  });
});
