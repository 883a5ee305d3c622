import { describe, expect, it } from 'vitest';
import { dayWords, instantWords, offerStartISO, offerWords, windowWords } from './waitlist-text.ts';

const offer = {
  _id: '00000000-0000-4000-8000-000000000001',
  // 10:00 in London (GMT in March before the clocks change)
  startISO: '2027-03-06T10:00:00.000Z',
  expiresAtISO: '2027-03-05T10:30:00.000Z',
  beauticianName: 'Alice',
  byStaff: false,
};

describe('the waitlist panel’s words (issue 28)', () => {
  it('says a window the client waits in as a short day and its times', () => {
    expect(windowWords({ date: '2027-03-06', from: '09:00', to: '12:00' })).toBe('Sat 6 Mar, 09:00–12:00');
    expect(dayWords('2026-12-25')).toBe('Fri 25 Dec');
    expect(dayWords('not a date')).toBe('not a date');
  });

  it('says an instant on the salon’s clock, in summer time too', () => {
    // 23:30 GMT on 30 June is 00:30 on 1 July in London.
    expect(instantWords('2026-06-30T23:30:00.000Z')).toBe('Wed 1 Jul 00:30');
    expect(instantWords('nonsense')).toBe('');
  });

  it('says a live offer with the day its hold ends, today too (issue 40), and when reception offered it', () => {
    expect(offerWords(offer)).toBe('Offered Sat 6 Mar 10:00 with Alice, held until Fri 5 Mar 10:30');
    expect(offerWords({ ...offer, byStaff: true })).toBe('Offered Sat 6 Mar 10:00 with Alice, held until Fri 5 Mar 10:30 (by reception)');
  });

  it('builds the offered time on the salon’s clock, whatever the season', () => {
    expect(offerStartISO('2027-03-06', '10:00')).toBe('2027-03-06T10:00:00.000Z');
    expect(offerStartISO('2026-07-01', '09:15')).toBe('2026-07-01T08:15:00.000Z');
  });

  it('builds nothing from a date or time left empty', () => {
    expect(offerStartISO('', '10:00')).toBeUndefined();
    expect(offerStartISO('2027-03-06', '')).toBeUndefined();
  });
});
