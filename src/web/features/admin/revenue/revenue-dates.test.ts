import { describe, expect, it } from 'vitest';
import { defaultRange, formatDateSpan, presetRange } from './revenue-dates.ts';

describe('revenue presets (London dates, both ends inclusive)', () => {
  it.each([
    ['today', { startDate: '2026-03-01', endDate: '2026-03-01' }],
    ['yesterday', { startDate: '2026-02-28', endDate: '2026-02-28' }],
    ['last7', { startDate: '2026-02-23', endDate: '2026-03-01' }],
    ['last30', { startDate: '2026-01-31', endDate: '2026-03-01' }],
    ['thisMonth', { startDate: '2026-03-01', endDate: '2026-03-01' }],
    ['lastMonth', { startDate: '2026-02-01', endDate: '2026-02-28' }],
  ] as const)('%s on the first of March', (preset, expected) => {
    expect(presetRange(preset, '2026-03-01')).toEqual(expected);
  });

  it('Last Month crosses the year and knows a leap February', () => {
    expect(presetRange('lastMonth', '2026-01-15')).toEqual({ startDate: '2025-12-01', endDate: '2025-12-31' });
    expect(presetRange('lastMonth', '2028-03-31')).toEqual({ startDate: '2028-02-01', endDate: '2028-02-29' });
  });

  it('opens on the first of this month to today', () => {
    expect(defaultRange('2026-11-22')).toEqual({ startDate: '2026-11-01', endDate: '2026-11-22' });
  });

  it('writes the span the Total Revenue card shows', () => {
    expect(formatDateSpan({ startDate: '2026-11-01', endDate: '2026-11-22' })).toBe('1 Nov 2026 – 22 Nov 2026');
    expect(formatDateSpan({ startDate: '2026-11-22', endDate: '2026-11-22' })).toBe('22 Nov 2026');
    expect(formatDateSpan({ startDate: '', endDate: '2026-11-22' })).toBe('');
  });
});
