import { describe, expect, it } from 'vitest';
import { waitlistRefillsText } from './waitlist-refills.ts';

describe('waitlistRefillsText', () => {
  it('tells the visits the waitlist refilled and their worth', () => {
    expect(waitlistRefillsText({ visits: 2, value: 90 })).toBe('2 visits worth £90.00');
    expect(waitlistRefillsText({ visits: 1, value: 45 })).toBe('1 visit worth £45.00');
  });
  it('says nothing when none were refilled', () => expect(waitlistRefillsText({ visits: 0, value: 0 })).toBeNull());
});
