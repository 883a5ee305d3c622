import nodemailer from 'nodemailer';

/** One rendered message as the outbox stores it, ready to hand to SMTP. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** the calendar invite and its METHOD, when the message carries one */
  invite: { method: 'REQUEST' | 'CANCEL'; content: string } | null;
}

export interface Mailer {
  /** resolves once the SMTP server accepted the message; rejects with its reason otherwise */
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

export interface SmtpSettings {
  /** smtp://user:pass@host:port or smtps://… (nodemailer's connection URL) */
  url: string;
  /** the From header, e.g. 'Willow & Rose <bookings@example.co.uk>' */
  from: string;
}

/**
 * nodemailer over SMTP. Short timeouts: a hung server must fail the attempt (and be retried later), not hold
 * the mail job. The invite goes as `icalEvent`, so mail clients show Accept/Decline or remove the entry. A pool of a
 * few connections kept open: the outbox sends several at once, and a burst does not open a connection per message.
 */
export function createSmtpMailer({ url, from }: SmtpSettings): Mailer {
  const transport = nodemailer.createTransport(
    { url, pool: true, maxConnections: 8, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 },
    { from },
  );
  return {
    async send(mail) {
      await transport.sendMail({
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        ...(mail.invite ? { icalEvent: { method: mail.invite.method, filename: 'invite.ics', content: mail.invite.content } } : {}),
      });
    },
    close: () => transport.close(),
  };
}
