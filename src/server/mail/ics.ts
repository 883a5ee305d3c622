import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';

export interface InviteInput {
  method: 'REQUEST' | 'CANCEL';
  appointmentId: string;
  /** the site's address; its host names the UID's domain (RFC 5545 §3.8.4.7) */
  publicUrl: string;
  /** raised on every change and cancellation, so calendars apply them in order */
  sequence: number;
  start: Date;
  end: Date;
  summary: string;
  description: string;
  location: string;
  organizer: { name: string; email: string };
  attendee: { name: string; email: string };
  /** when the invite was made (DTSTAMP) */
  now: Date;
}

/** The one UID of an appointment's calendar entry: a change or cancellation updates that same entry. */
export function inviteUid(appointmentId: string, publicUrl: string): string {
  return `${appointmentId}@${new URL(publicUrl).hostname}`;
}

/**
 * An iTIP invite (RFC 5546): METHOD:REQUEST to add or update the entry, METHOD:CANCEL to remove it. Times
 * are written in UTC (…Z), so no VTIMEZONE is needed and a DST change day cannot shift them.
 */
export function buildInvite(input: InviteInput): string {
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
