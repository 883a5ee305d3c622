import { describe, expect, it } from 'vitest';
import { formatMailDate, formatMailStart, formatMailTime } from './format.ts';

describe('times in e-mails', () => {
  it('writes an instant in the salon’s zone across the spring change, the same each time it is asked', () => {
    const beforeChange = new Date('2026-03-29T00:30:00Z');
    const afterChange = new Date('2026-03-29T01:30:00Z');
    for (let i = 0; i < 3; i++) {
      expect(formatMailStart(beforeChange, 'Europe/London')).toBe('Sun 29 March 2026 at 00:30');
      expect(formatMailStart(afterChange, 'Europe/London')).toBe('Sun 29 March 2026 at 02:30');
    }
  });

  it('keeps one instant’s date and time, and each zone’s, apart', () => {
    const instant = new Date('2026-11-28T03:15:00Z');
    expect(formatMailTime(instant, 'Europe/London')).toBe('03:15');
    expect(formatMailDate(instant, 'Europe/London')).toBe('Sat 28 November 2026');
    expect(formatMailTime(instant, 'America/New_York')).toBe('22:15');
    expect(formatMailDate(instant, 'America/New_York')).toBe('Fri 27 November 2026');
    expect(formatMailStart(instant, 'Europe/London')).toBe('Sat 28 November 2026 at 03:15');
  });

  it('stays right past the instants it keeps', () => {
    const start = Date.UTC(2026, 5, 1, 8);
    for (let i = 0; i < 1500; i++) {
      const instant = new Date(start + i * 60_000);
      const minutes = (8 * 60 + 60 + i) % (24 * 60); // BST: an hour ahead of UTC
      const expected = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
      expect(formatMailTime(instant, 'Europe/London')).toBe(expected);
    }
  });
});
