import { describe, expect, it } from 'vitest';
import { NOT_TEXTABLE, textableNumber } from './phone.ts';
import { visitText, waitlistOfferText } from './text-wording.ts';
import { inQuietHours, reminderSendTime } from './quiet-hours.ts';
import { replyIntent, resumesTexts } from './replies.ts';
import { encodingOf, segmentsOf } from './segments.ts';

const LONDON = 'Europe/London';
const QUIET = { start: '21:00', end: '08:00' };

describe('phone numbers for texts', () => {
  it('reads a UK mobile typed any usual way as one E.164 number', () => {
    for (const typed of ['07400 123456', '+44 7400 123456', '0044 7400 123456', '(07400) 123-456']) {
      expect(textableNumber(typed)).toEqual({ textable: true, e164: '+447400123456' });
    }
  });

  it('texts a foreign mobile only where the salon texts that country, the United Kingdom alone by default', () => {
    expect(textableNumber('+33 6 12 34 56 78')).toEqual({ textable: false, reason: NOT_TEXTABLE.abroad });
    expect(textableNumber('+234 803 123 4567')).toEqual({ textable: false, reason: NOT_TEXTABLE.abroad });
    expect(textableNumber('+33 6 12 34 56 78', ['GB', 'FR'])).toEqual({ textable: true, e164: '+33612345678' });
    // Guernsey's mobiles share +44 but are Guernsey's to the networks: texted where the salon adds GG.
    expect(textableNumber('07911 123456')).toEqual({ textable: false, reason: NOT_TEXTABLE.abroad });
    expect(textableNumber('07911 123456', ['GB', 'GG'])).toEqual({ textable: true, e164: '+447911123456' });
  });

  it('says why a landline, a made-up number or no number gets e-mail only', () => {
    expect(textableNumber('020 7946 0018')).toEqual({ textable: false, reason: NOT_TEXTABLE.landline });
    expect(textableNumber('12345')).toEqual({ textable: false, reason: NOT_TEXTABLE.invalid });
    expect(textableNumber('  ')).toEqual({ textable: false, reason: NOT_TEXTABLE.none });
    expect(textableNumber('0800 123 4567')).toEqual({ textable: false, reason: NOT_TEXTABLE.other });
    // A UK 'personal number' (070), which pumping schemes rent, is not texted.
    expect(textableNumber('070 1234 5678')).toEqual({ textable: false, reason: NOT_TEXTABLE.other });
  });
});

describe('message segments', () => {
  it('counts GSM-7 in 160s, then 153s, an extension character such as € as two', () => {
    expect(segmentsOf('a'.repeat(160))).toBe(1);
    expect(segmentsOf('a'.repeat(161))).toBe(2);
    expect(segmentsOf('a'.repeat(306))).toBe(2);
    expect(segmentsOf('a'.repeat(307))).toBe(3);
    expect(segmentsOf('€'.repeat(80))).toBe(1);
    expect(segmentsOf('€'.repeat(81))).toBe(2);
    expect(encodingOf('£5 deposit')).toBe('GSM-7');
  });

  it('counts UCS-2 in 70s, then 67s, once a character is outside GSM-7 (an emoji is two units)', () => {
    expect(encodingOf('Zoë’s visit')).toBe('UCS-2');
    expect(segmentsOf('ś'.repeat(70))).toBe(1);
    expect(segmentsOf('ś'.repeat(71))).toBe(2);
    expect(segmentsOf('😀'.repeat(35))).toBe(1);
    expect(segmentsOf('😀'.repeat(36))).toBe(2);
  });
});

describe('quiet hours on the salon wall clock', () => {
  it('holds 21:00 to 08:00 in winter and in summer time', () => {
    expect(inQuietHours(new Date('2026-01-10T20:59:00Z'), QUIET, LONDON)).toBe(false);
    expect(inQuietHours(new Date('2026-01-10T21:00:00Z'), QUIET, LONDON)).toBe(true);
    expect(inQuietHours(new Date('2026-07-10T20:00:00Z'), QUIET, LONDON)).toBe(true); // 21:00 BST
    expect(inQuietHours(new Date('2026-07-10T07:00:00Z'), QUIET, LONDON)).toBe(false); // 08:00 BST
  });

  it('sends a reminder due at 06:00 on the March change day at 08:00 BST, not 08:00 GMT', () => {
    const visit = new Date('2026-03-29T09:00:00Z'); // 10:00 BST, the day the clocks go forward
    const want = new Date('2026-03-29T05:00:00Z'); // 06:00 BST
    expect(reminderSendTime(want, visit, want, QUIET, LONDON)).toEqual(new Date('2026-03-29T07:00:00Z'));
  });

  it('sends a reminder due at 05:30 on the October change day at 08:00 GMT', () => {
    const visit = new Date('2026-10-25T11:00:00Z'); // 11:00 GMT, the day the clocks go back
    const want = new Date('2026-10-25T05:30:00Z');
    expect(reminderSendTime(want, visit, want, QUIET, LONDON)).toEqual(new Date('2026-10-25T08:00:00Z'));
  });

  it('sends it the evening before when the visit is before quiet hours end, and not at all once that has passed', () => {
    const visit = new Date('2026-01-15T07:30:00Z');
    const want = new Date('2026-01-15T05:30:00Z');
    const eveningBefore = new Date('2026-01-14T20:59:00Z');
    expect(reminderSendTime(want, visit, new Date('2026-01-14T12:00:00Z'), QUIET, LONDON)).toEqual(eveningBefore);
    expect(reminderSendTime(want, visit, new Date('2026-01-14T22:00:00Z'), QUIET, LONDON)).toBeNull();
  });

  it('sends at once a reminder whose time passed outside quiet hours, and keeps one due in daytime', () => {
    const now = new Date('2026-01-14T12:00:00Z');
    expect(reminderSendTime(new Date('2026-01-14T11:00:00Z'), new Date('2026-01-15T11:00:00Z'), now, QUIET, LONDON)).toEqual(now);
    const want = new Date('2026-01-14T15:00:00Z');
    expect(reminderSendTime(want, new Date('2026-01-15T15:00:00Z'), now, QUIET, LONDON)).toEqual(want);
  });

  it('has none when start and end are the same', () => {
    const want = new Date('2026-01-14T03:00:00Z');
    expect(reminderSendTime(want, new Date('2026-01-15T03:00:00Z'), want, { start: '00:00', end: '00:00' }, LONDON)).toEqual(want);
  });
});

describe('what a reply means', () => {
  it('reads the words clients send, however they type them', () => {
    expect(['C', 'c', 'Yes!', ' yes. ', 'Y'].map(replyIntent)).toEqual(['confirm', 'confirm', 'confirm', 'confirm', 'confirm']);
    expect(['R', 'change', 'Change?'].map(replyIntent)).toEqual(['change', 'change', 'change']);
    expect(['STOP', 'stop', 'Unsubscribe', 'cancel', 'QUIT'].map(replyIntent)).toEqual(['stop', 'stop', 'stop', 'stop', 'stop']);
    expect(['START', 'unstop'].map(replyIntent)).toEqual(['start', 'start']);
    expect(['Running 10 min late, sorry', 'C you soon', '', '👍'].map(replyIntent)).toEqual(['message', 'message', 'message', 'message']);
  });

  it('takes YES as resuming texts too, as the provider does', () => {
    expect(resumesTexts('yes')).toBe(true);
    expect(resumesTexts('C')).toBe(false);
  });
});

describe('what a confirmation and a reminder cost (issue 40)', () => {
  // A salon name of 20 characters, a visit of two services, a real link: 22 characters of token after '/m/'.
  const visit = {
    salon: 'Willow & Rose Studio',
    phone: '020 7946 0000',
    when: 'Wed 10 Dec 14:00',
    what: 'Colour and Cut with Anna',
    link: `https://book.willowandrose.co.uk/m/${'A1b2C3d4E5f6G7h8I9j0Kx'}`,
  };

  it('fits each in one GSM-7 segment', () => {
    const confirmation = visitText('booking_confirmed', visit);
    const reminder = visitText('reminder', visit);
    // Measured: 138 and 109 characters (the old wording, with a 43-character token, came to 180 and 119).
    expect(confirmation.length).toBeLessThanOrEqual(160);
    expect({ segments: segmentsOf(confirmation), encoding: encodingOf(confirmation) }).toEqual({ segments: 1, encoding: 'GSM-7' });
    expect(reminder.length).toBeLessThanOrEqual(160);
    expect(segmentsOf(reminder)).toBe(1);
  });

  it('tells a waitlist offer, held until a day and time, in two GSM-7 segments at most', () => {
    // The day as well as the time: 'held until 19:35' left the client asking which day (issue 40). Two services.
    const what = 'Colour with Anna, Cut with Anna';
    const offer = waitlistOfferText(
      { ...visit, what, link: `https://book.willowandrose.co.uk/offer/${'A1b2C3d4E5f6G7h8I9j0Kx'}` },
      'Tue 9 Dec 19:35',
    );
    expect(offer).toContain('Wed 10 Dec 14:00. Held for you until Tue 9 Dec 19:35.');
    expect({ segments: segmentsOf(offer), encoding: encodingOf(offer) }).toEqual({ segments: 2, encoding: 'GSM-7' });
  });

  it('keeps a curly apostrophe or a dash in the salon’s name from turning a text into UCS-2', () => {
    const text = visitText('booking_confirmed', { ...visit, salon: 'Rosie’s – Hair…' });
    expect(text).toMatch(/^Rosie's - Hair\.\.\.: booked /);
    expect(encodingOf(text)).toBe('GSM-7');
  });
});
