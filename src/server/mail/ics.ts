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
 * are written in UTC (…Z), so no VTIMEZONE is needed and a DST change day cannot shift them. Written here, line for
 * line as ical-generator wrote it (ics.test.ts holds the two together), because ical-generator took a quarter of a
 * millisecond an invite to fold its lines, the largest item of a booking's rendering (docs/decisions/0033).
 */
export function buildInvite(input: InviteInput): string {
  const { organizer, attendee } = input;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Salon booking//appointments//EN',
    `METHOD:${input.method}`,
    'BEGIN:VEVENT',
    `UID:${inviteUid(input.appointmentId, input.publicUrl)}`,
    `SEQUENCE:${input.sequence}`,
    `DTSTAMP:${utc(input.now)}`,
    `DTSTART:${utc(input.start)}`,
    `DTEND:${utc(input.end)}`,
    `SUMMARY:${text(input.summary)}`,
    ...(input.location ? [`LOCATION:${text(input.location)}`] : []),
    `DESCRIPTION:${text(input.description)}`,
    `ORGANIZER;CN="${quoted(organizer.name)}":mailto:${text(organizer.email)}`,
    `ATTENDEE;ROLE=REQ-PARTICIPANT;RSVP=FALSE${attendee.name ? `;CN="${quoted(attendee.name)}"` : ''}:MAILTO:${text(attendee.email)}`,
    `STATUS:${input.method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED'}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(fold).join('\r\n');
}

/** 20270328T090000Z: whole seconds, UTC. */
const utc = (instant: Date): string =>
  instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

const newlines = /\r\n|\r|\n/g;
/** A TEXT value (RFC 5545 §3.3.11): backslash, semicolon and comma escaped, line breaks as \n. */
const text = (value: string): string => value.replace(/[\\;,]/g, (c) => `\\${c}`).replace(newlines, '\\n');
/** A quoted parameter value (a CN), escaped as ical-generator did. */
const quoted = (value: string): string => value.replace(/[\\"]/g, (c) => `\\${c}`).replace(newlines, '\\n');

/** Lines longer than 74 octets of UTF-8 continue on the next after CRLF and a space (RFC 5545 §3.1). */
function fold(line: string): string {
  let folded = '';
  let octets = 0;
  for (const char of line) {
    const size = utf8Size(char.codePointAt(0)!);
    octets += size;
    if (octets > 74) {
      folded += '\r\n ';
      octets = size;
    }
    folded += char;
  }
  return folded;
}

function utf8Size(codePoint: number): number {
  if (codePoint < 0x80) return 1;
  if (codePoint < 0x800) return 2;
  return codePoint < 0x10000 ? 3 : 4;
}
