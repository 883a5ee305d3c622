import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseInvite } from '../../../tests/support/smtp-sink.ts';
import { buildInvite, inviteUid, type InviteInput } from './ics.ts';

/** The invite as ical-generator wrote it until docs/decisions/0033: calendars have read exactly this since 0013. */
function asIcalGeneratorWroteIt(input: InviteInput): string {
  const calendar = ical({
    prodId: { company: 'Salon booking', product: 'appointments', language: 'EN' },
    method: input.method === 'CANCEL' ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  calendar.createEvent({
    id: inviteUid(input.appointmentId, input.publicUrl),
    sequence: input.sequence,
    stamp: input.now,
    start: input.start,
    end: input.end,
    summary: input.summary,
    description: input.description,
    location: input.location,
    organizer: input.organizer,
    attendees: [{ name: input.attendee.name, email: input.attendee.email, rsvp: false }],
    status: input.method === 'CANCEL' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });
  return calendar.toString();
}

const confirmation: InviteInput = {
  method: 'REQUEST',
  appointmentId: '6f1d0a8e-6f0e-4a57-9d5b-0c3f2b1e9a11',
  publicUrl: 'https://book.salon.example',
  sequence: 0,
  // 28 March 2027, the day British Summer Time starts: 10:00 in London.
  start: new Date('2027-03-28T09:00:00.000Z'),
  end: new Date('2027-03-28T10:00:00.000Z'),
  summary: 'Cut & Finish (Standard) at Bath Beauty',
  description: 'Cut & Finish, Standard, with Alice: Sun 28 March 2027 at 10:00',
  location: '1 High Street, Bath BA1 1AA',
  organizer: { name: 'Bath Beauty', email: 'hello@bath-beauty.example' },
  attendee: { name: 'Amelia Hughes', email: 'amelia@example.co.uk' },
  now: new Date('2026-11-23T08:00:00.123Z'),
};

describe('the calendar invite', () => {
  it.each<[string, Partial<InviteInput>]>([
    ['a confirmation', {}],
    ['a cancellation, several revisions on', { method: 'CANCEL', sequence: 3 }],
    ['a salon with no address', { location: '' }],
    ['a client with no name', { attendee: { name: '', email: 'amelia@example.co.uk' } }],
    [
      'names and notes with the characters iCalendar escapes',
      {
        summary: 'Brows; lashes, and "tint" \\ more',
        description: 'Line one\nline two\r\nline three; with, commas',
        organizer: { name: 'The "Best" Salon \\ Spa', email: 'hello@salon.example' },
        attendee: { name: 'Zoë "Zo" O\'Neil; Jr', email: 'zoe@example.co.uk' },
      },
    ],
    [
      'long lines, with letters of two, three and four bytes across the folds',
      {
        summary: `Balayage ${'é'.repeat(40)} at Café Crème`,
        description: `${'a'.repeat(70)}ü€😀${'😀'.repeat(30)}${'b'.repeat(200)}`,
        location: `${'中'.repeat(50)} 🙂 Street`,
      },
    ],
  ])('is written as ical-generator wrote it: %s', (_, change) => {
    const input = { ...confirmation, ...change };
    expect(buildInvite(input)).toBe(asIcalGeneratorWroteIt(input));
  });

  it('is written as ical-generator wrote it, whatever the names, notes and lengths', () => {
    // Letters of one to four bytes, and everything iCalendar escapes or quotes, in strings long enough to fold.
    const letter = fc.constantFrom('a', 'Z', ' ', '\\', ';', ',', '"', ':', '\n', '\r\n', '\r', 'é', 'ü', '€', '中', '😀', "'", '\t');
    const words = (minLength = 0) => fc.array(letter, { minLength, maxLength: 160 }).map((letters) => letters.join(''));
    const input = fc.record({
      method: fc.constantFrom<InviteInput['method']>('REQUEST', 'CANCEL'),
      sequence: fc.nat(40),
      minutes: fc.integer({ min: 0, max: 2_000_000 }),
      summary: words(),
      description: words(),
      location: words(),
      // ical-generator refused an organizer without a name; the salon always has one (its settings require it).
      organizer: words(1),
      attendee: words(),
    });
    fc.assert(
      fc.property(input, (i) => {
        const start = new Date(Date.UTC(2026, 0, 1) + i.minutes * 60_000);
        const invite: InviteInput = {
          ...confirmation,
          method: i.method,
          sequence: i.sequence,
          start,
          end: new Date(start.getTime() + 90 * 60_000),
          summary: i.summary,
          description: i.description,
          location: i.location,
          organizer: { name: i.organizer, email: 'hello@salon.example' },
          attendee: { name: i.attendee, email: 'amelia@example.co.uk' },
        };
        expect(buildInvite(invite)).toBe(asIcalGeneratorWroteIt(invite));
      }),
      { numRuns: 500 },
    );
  });

  it('reads back in a calendar as the appointment it is for', () => {
    const invite = parseInvite(buildInvite(confirmation));
    expect(invite).toMatchObject({ method: 'REQUEST', uid: '6f1d0a8e-6f0e-4a57-9d5b-0c3f2b1e9a11@book.salon.example', sequence: 0 });
    expect(invite.start.toISOString()).toBe('2027-03-28T09:00:00.000Z');
    expect(invite.end.toISOString()).toBe('2027-03-28T10:00:00.000Z');
  });
});
