import { describe, expect, it } from 'vitest';
import { offerExpiry } from './offer-expiry.ts';

const now = new Date('2027-03-06T09:00:00Z');
const inHours = (h: number) => new Date(now.getTime() + h * 3_600_000);
const heldMinutes = (start: Date, setting = 30) => (offerExpiry(now, start, setting).getTime() - now.getTime()) / 60_000;

describe('offerExpiry', () => {
  it('holds a time for the salon’s minutes when the visit is days away', () => {
    expect(heldMinutes(inHours(72))).toBe(30);
    expect(heldMinutes(inHours(72), 90)).toBe(90);
  });

  it('shortens the hold to a quarter of the time left when the visit is close', () => {
    expect(heldMinutes(inHours(1))).toBe(15);
    expect(heldMinutes(new Date(now.getTime() + 50 * 60_000))).toBe(12);
  });

  it('never holds for less than five minutes', () => {
    expect(heldMinutes(new Date(now.getTime() + 10 * 60_000))).toBe(5);
  });
});
