import { describe, expect, it } from 'vitest';
import { diaryTone, heldUntilText, statusName, statusWords } from './appointment-status.ts';

// Issue 40: a time held for a waitlist offer showed in the diary as 'Reserved Unpaid', orange, like an unpaid online
// booking, with nothing of the offer or when its hold ends.

const offer = { status: 'reserved_unpaid' as const, waitlistOffer: { heldUntil: '2026-12-05T19:35:00.000Z' } };
const unpaid = { status: 'reserved_unpaid' as const, waitlistOffer: null };

describe("the diary's words for a waitlist offer's hold", () => {
  it('names it as the offer, in its own colour, with the day and time its hold ends (salon time)', () => {
    expect(statusName(offer)).toBe('Waitlist offer');
    expect(diaryTone(offer)).toBe('plum');
    expect(heldUntilText(offer)).toBe('Held until Sat 5 Dec 2026, 19:35');
    expect(statusWords(offer)).toBe('Waitlist offer, held until Sat 5 Dec 2026, 19:35');
    // Summer time: 18:35 UTC is 19:35 in London.
    expect(heldUntilText({ ...offer, waitlistOffer: { heldUntil: '2027-06-05T18:35:00.000Z' } })).toBe('Held until Sat 5 Jun 2027, 19:35');
  });

  it('leaves an unpaid online booking, and an offer taken up, as the spec shows them', () => {
    expect([statusName(unpaid), diaryTone(unpaid), heldUntilText(unpaid), statusWords(unpaid)]).toEqual([
      'Reserved Unpaid',
      'amber',
      undefined,
      'Reserved Unpaid',
    ]);
    const booked = { ...offer, status: 'confirmed' as const };
    expect([statusName(booked), diaryTone(booked), heldUntilText(booked)]).toEqual(['Confirmed', 'green', undefined]);
  });
});
