import { describe, expect, it } from 'vitest';
import { feeReason } from './fee-text.ts';

// 10:30 in London on a winter's day is 10:30 UTC; in summer 09:30 UTC.
const winter = '2026-11-24T10:30:00.000Z';
const summer = '2026-07-14T09:30:00.000Z';

describe('why a client is asked to pay a fee', () => {
  it('names the missed visit and its time in the salon', () => {
    expect(feeReason({ kind: 'no_show', what: 'Cut (Standard)', start: winter })).toBe(
      'You did not come to your appointment: Cut (Standard) on Tuesday 24 November 2026 at 10:30.',
    );
  });

  it('says a late cancellation came inside the notice period, in British summer time too', () => {
    expect(feeReason({ kind: 'late_cancellation', what: 'Cut (Standard)', start: summer })).toBe(
      "You cancelled your appointment less than the salon's notice period before: Cut (Standard) on Tuesday 14 July 2026 at 10:30.",
    );
  });

  it('still reads as a sentence when the visit could not be named', () => {
    expect(feeReason({ kind: 'no_show', what: '', start: '' })).toBe('You did not come to your appointment.');
  });
});
