import { describe, expect, it } from 'vitest';
import { keptFeesText } from './kept-fees.ts';

describe('keptFeesText', () => {
  it('says the fees kept, how many, and each kind, summed to the penny', () => {
    expect(keptFeesText({ noShow: 13.5, lateCancellation: 9, count: 2 })).toBe(
      '£22.50 from 2 fees (no-shows £13.50, late cancellations £9.00)',
    );
    expect(keptFeesText({ noShow: 0.1, lateCancellation: 0.2, count: 2 })).toBe(
      '£0.30 from 2 fees (no-shows £0.10, late cancellations £0.20)',
    );
    expect(keptFeesText({ noShow: 0, lateCancellation: 9, count: 1 })).toBe('£9.00 from 1 fee (no-shows £0.00, late cancellations £9.00)');
  });

  it('says nothing when no fee was kept', () => {
    expect(keptFeesText({ noShow: 0, lateCancellation: 0, count: 0 })).toBeNull();
  });
});
