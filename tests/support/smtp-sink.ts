import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import ical from 'node-ical';
import { createSmtpMailer, type Mailer } from '../../src/server/mail/mailer.ts';

export interface SmtpSink {
  /** every message the server accepted, parsed */
  received: ParsedMail[];
  /** a mailer pointed at this server */
  mailer: Mailer;
  /** another mailer pointed at this server, as another app process has (close it when done) */
  newMailer(): Mailer;
  close(): Promise<void>;
}

/**
 * A real SMTP server on 127.0.0.1 (docs/architecture.md, Known facts). `rejectFirst` refuses that many messages
 * with a temporary 451 before accepting, so a test can watch a send fail and be retried.
 */
export async function startSmtpSink(options: { rejectFirst?: number } = {}): Promise<SmtpSink> {
  const received: ParsedMail[] = [];
  let toReject = options.rejectFirst ?? 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      if (toReject > 0) {
        toReject -= 1;
        stream.resume();
        stream.on('end', () => callback(Object.assign(new Error('Try again later'), { responseCode: 451 })));
        return;
      }
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const newMailer = () => createSmtpMailer({ url: `smtp://127.0.0.1:${port}`, from: 'Test Salon <bookings@test-salon.example>' });
  const mailer = newMailer();
  return {
    received,
    mailer,
    newMailer,
    async close() {
      mailer.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The addresses a parsed message went to. */
export function recipients(mail: ParsedMail): string[] {
  const to = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [];
  return to.flatMap((group) => group.value.map((a) => a.address ?? ''));
}

export interface ParsedInvite {
  method: string;
  uid: string;
  sequence: number;
  start: Date;
  end: Date;
}

/** The calendar invite attached to a message (nodemailer's icalEvent part), parsed with node-ical. */
export function inviteOf(mail: ParsedMail): ParsedInvite {
  const part = mail.attachments.find((a) => a.contentType.startsWith('text/calendar'));
  if (!part) throw new Error(`no calendar invite in '${mail.subject}'`);
  return parseInvite(part.content.toString('utf8'));
}

/** An invite's iTIP method and its event's UID, SEQUENCE and times (an Outbox row's `ics`, or an attachment). */
export function parseInvite(ics: string): ParsedInvite {
  const parsed = ical.sync.parseICS(ics);
  const calendar = parsed.vcalendar as unknown as { method: string };
  const event = Object.values(parsed).find((c) => c?.type === 'VEVENT') as unknown as {
    uid: string;
    sequence: number | string;
    start: Date;
    end: Date;
  };
  return { method: calendar.method, uid: event.uid, sequence: Number(event.sequence), start: event.start, end: event.end };
}
