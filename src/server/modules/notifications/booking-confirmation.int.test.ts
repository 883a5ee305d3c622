import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, sql } from 'drizzle-orm';
import { givenAppointment } from '../../../../tests/builders/appointment.builder.ts';
import { bookingRequest } from '../../../../tests/builders/booking.builder.ts';
import { givenVisit } from '../../../../tests/builders/visit.builder.ts';
import { quietBookingMail } from '../../../../tests/support/booking-mail.ts';
import { recipients, startSmtpSink, type SmtpSink } from '../../../../tests/support/smtp-sink.ts';
import { engines } from '../../../../tests/support/test-database.ts';
import { salonAppForSuite } from '../../../../tests/support/salon-app.ts';
import { appointments } from '../../db/schema/booking.ts';
import { manageTokens, outboxMessages } from '../../db/schema/notifications.ts';
import { MAIL_DISPATCH_QUEUE } from '../../jobs/mail-dispatch.job.ts';
import { OWED_GRACE_MS, oweConfirmationOfBooked, writeConfirmation, writeLeftConfirmations } from './booking-confirmation.service.ts';

// Monday 23 November 2026, 08:00; every booking below is days ahead, so no reminder joins the mail.
const NOW = new Date('2026-11-23T08:00:00Z');
/** A booking made this long ago has outlived its process's grace: the mail job writes what it owes. */
const PAST_GRACE = new Date(NOW.getTime() - OWED_GRACE_MS - 60_000);
/** Alice's address (the builder's default): she hears of each booking too. */
const STYLIST = 'stylist@test-salon.example';
const PUBLIC_URL = quietBookingMail.publicUrl;

describe.each(engines)('a booking’s confirmation (%s)', (engine) => {
  let sink: SmtpSink;
  beforeAll(async () => {
    sink = await startSmtpSink();
  });
  afterAll(() => sink.close());
  // Two app processes on one database, each with its mail job, connections and mailer.
  const s = salonAppForSuite(engine, NOW, { signIn: false, secondApp: true, jobs: { processes: 2, mailer: () => sink.newMailer() } });

  const client = (email: string) => ({ name: 'Amelia Hughes', email, phone: '07700 900456' });
  /** What a payment's process leaves when it stops between its commit and writing the confirmation (as settlement owes it). */
  const bookedThenStopped = (startISO: string, email: string, bookedAt: Date) =>
    s.db.transaction(async (tx) => {
      const id = await givenAppointment(tx, { beauticianId: s.alice, serviceId: s.cut, start: startISO, client: client(email) });
      return oweConfirmationOfBooked(tx, id, bookedAt);
    });
  const messagesOf = (appointmentId: string) => s.db.select().from(outboxMessages).where(eq(outboxMessages.appointmentId, appointmentId));
  const tokensOf = async (appointmentId: string) =>
    (await s.db.select({ n: count() }).from(manageTokens).where(eq(manageTokens.appointmentId, appointmentId)))[0]!.n;
  const deliveredTo = (address: string) => sink.received.filter((m) => recipients(m).includes(address));
  const manageLinkIn = (text: string) => /\/manage\/([A-Za-z0-9_-]{22})/.exec(text)?.[1];

  it('of a booking paid at the salon is rendered first and written by its insert; a lost race leaves none', async () => {
    const at = (email: string) =>
      bookingRequest({ serviceId: s.cut, beauticianId: s.alice, startISO: '2026-11-27T09:00:00.000Z', client: client(email) });
    const made = await s.app.inject({ method: 'POST', url: '/api/appointments', payload: at('made@example.co.uk') });
    expect(made.statusCode, made.body).toBe(201);
    const { appointmentId } = made.json();
    const written = await messagesOf(appointmentId);
    expect(written.map((m) => [m.toAddress, m.status, m.subject]).sort()).toEqual([
      ['made@example.co.uk', 'queued', 'Booking confirmed: Cut on Fri 27 November 2026 at 09:00'],
      [STYLIST, 'queued', 'New booking: Amelia Hughes, Cut on Fri 27 November 2026 at 09:00'],
    ]);
    expect(written.every((m) => m.ics?.includes('METHOD:REQUEST'))).toBe(true);
    expect(await tokensOf(appointmentId)).toBe(1);
    const token = manageLinkIn(written.find((m) => m.toAddress === 'made@example.co.uk')!.textBody);
    expect((await s.app.inject({ method: 'GET', url: `/api/manage/${token}` })).json()).toMatchObject({ status: 'confirmed' });

    // Twenty clients for one free time at once, through two processes: one booking, and only its messages and token.
    const raced = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        (i % 2 ? s.second! : s).app.inject({
          method: 'POST',
          url: '/api/appointments',
          payload: { ...at(`racer${i}@example.co.uk`), startISO: '2026-11-27T11:00:00.000Z' },
        }),
      ),
    );
    expect(raced.map((r) => r.statusCode).sort()).toEqual([201, ...Array<number>(19).fill(409)]);
    const winner = raced.find((r) => r.statusCode === 201)!.json().appointmentId as string;
    const racers = await s.db
      .select()
      .from(outboxMessages)
      .where(sql`${outboxMessages.toAddress} like 'racer%'`);
    expect(racers.map((m) => m.appointmentId)).toEqual([winner]);
    expect((await s.db.select({ n: count() }).from(manageTokens))[0]!.n).toBe(2);
  });

  it('is owed by the commit with nothing rendered, then written by its process with one working link', async () => {
    const owed = await bookedThenStopped('2026-11-25T09:00:00.000Z', 'owed@example.co.uk', NOW);
    expect((await messagesOf(owed.appointmentId)).map((m) => [m.toAddress, m.status, m.subject, m.htmlBody, m.ics])).toEqual([
      ['owed@example.co.uk', 'queued', '', '', null],
      [STYLIST, 'queued', '', '', null],
    ]);
    expect(await tokensOf(owed.appointmentId)).toBe(0);

    await writeConfirmation(s.db, quietBookingMail, owed, NOW);

    const written = await messagesOf(owed.appointmentId);
    expect(written.map((m) => m.subject).sort()).toEqual([
      'Booking confirmed: Cut on Wed 25 November 2026 at 09:00',
      'New booking: Amelia Hughes, Cut on Wed 25 November 2026 at 09:00',
    ]);
    expect(written.every((m) => m.ics?.includes('METHOD:REQUEST'))).toBe(true);
    const token = manageLinkIn(written.find((m) => m.toAddress === 'owed@example.co.uk')!.textBody);
    expect(await tokensOf(owed.appointmentId)).toBe(1);
    const opened = await s.app.inject({ method: 'GET', url: `/api/manage/${token}` });
    expect(opened.statusCode, opened.body).toBe(200);
  });

  it('is written and sent once by the mail job when its process died, two processes running it', async () => {
    const { appointmentId } = await bookedThenStopped('2026-11-25T10:00:00.000Z', 'stopped@example.co.uk', PAST_GRACE);

    await s.runJobs(MAIL_DISPATCH_QUEUE);

    expect(deliveredTo('stopped@example.co.uk')).toHaveLength(1);
    expect(deliveredTo(STYLIST).filter((m) => m.subject?.includes('10:00'))).toHaveLength(1);
    const [toClient] = deliveredTo('stopped@example.co.uk');
    expect(toClient!.subject).toBe('Booking confirmed: Cut on Wed 25 November 2026 at 10:00');
    const opened = await s.app.inject({ method: 'GET', url: `/api/manage/${manageLinkIn(toClient!.text!)}` });
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json()).toMatchObject({ start: '2026-11-25T10:00:00.000Z', status: 'confirmed' });
    expect(await tokensOf(appointmentId)).toBe(1);
    // The Outbox shows what was sent, as for any booking.
    expect((await messagesOf(appointmentId)).map((m) => [m.status, m.subject]).sort()).toEqual([
      ['sent', 'Booking confirmed: Cut on Wed 25 November 2026 at 10:00'],
      ['sent', 'New booking: Amelia Hughes, Cut on Wed 25 November 2026 at 10:00'],
    ]);
  });

  it('tells a visit whose process died as one, all its services in each message', async () => {
    const [first] = await s.db.transaction(async (tx) => {
      const ids = await givenVisit(tx, {
        start: '2026-11-26T10:00:00.000Z',
        client: client('visit@example.co.uk'),
        parts: [
          { beauticianId: s.alice, serviceId: s.cut },
          { beauticianId: s.alice, serviceId: s.cut },
        ],
      });
      await oweConfirmationOfBooked(tx, ids[0]!, PAST_GRACE);
      return ids;
    });
    await s.runJobs(MAIL_DISPATCH_QUEUE);
    const [toClient] = deliveredTo('visit@example.co.uk');
    expect(deliveredTo('visit@example.co.uk')).toHaveLength(1);
    expect(toClient!.subject).toBe('Booking confirmed: Cut and Cut on Thu 26 November 2026 at 10:00');
    expect(await tokensOf(first!)).toBe(1);
  });

  it('is left to its own process within the grace, and sent once that process writes it', async () => {
    const owed = await bookedThenStopped('2026-11-25T11:00:00.000Z', 'slow@example.co.uk', NOW);
    await s.runJobs(MAIL_DISPATCH_QUEUE);
    expect(deliveredTo('slow@example.co.uk')).toHaveLength(0);
    expect((await messagesOf(owed.appointmentId)).map((m) => m.subject)).toEqual(['', '']);

    await writeConfirmation(s.db, quietBookingMail, owed, NOW);
    await s.runJobs(MAIL_DISPATCH_QUEUE);
    expect(deliveredTo('slow@example.co.uk')).toHaveLength(1);
    expect(await tokensOf(owed.appointmentId)).toBe(1);
  });

  it('is written once when its late process and two processes’ mail jobs write it at the same moment', async () => {
    const owed = await bookedThenStopped('2026-11-25T12:00:00.000Z', 'late@example.co.uk', PAST_GRACE);
    const writtenByJobs = await Promise.all([
      writeLeftConfirmations(s.second.db, PUBLIC_URL, NOW),
      writeConfirmation(s.db, quietBookingMail, owed, NOW),
      writeLeftConfirmations(s.db, PUBLIC_URL, NOW),
    ]);
    expect(writtenByJobs[0] + writtenByJobs[2]).toBeLessThanOrEqual(2);
    const written = await messagesOf(owed.appointmentId);
    expect(written.map((m) => m.subject).sort()).toEqual([
      'Booking confirmed: Cut on Wed 25 November 2026 at 12:00',
      'New booking: Amelia Hughes, Cut on Wed 25 November 2026 at 12:00',
    ]);
    // One token, and it is the one the client's message carries.
    expect(await tokensOf(owed.appointmentId)).toBe(1);
    const token = manageLinkIn(written.find((m) => m.toAddress === 'late@example.co.uk')!.textBody);
    expect((await s.app.inject({ method: 'GET', url: `/api/manage/${token}` })).statusCode).toBe(200);
    await s.runJobs(MAIL_DISPATCH_QUEUE);
    expect(deliveredTo('late@example.co.uk')).toHaveLength(1);
  });

  it('is given up, and shown as failed with the reason, when its booking no longer exists', async () => {
    const { appointmentId } = await bookedThenStopped('2026-11-25T13:00:00.000Z', 'gone@example.co.uk', PAST_GRACE);
    await s.db.delete(appointments).where(eq(appointments.id, appointmentId));
    await s.runJobs(MAIL_DISPATCH_QUEUE);
    const left = await s.db.select().from(outboxMessages).where(eq(outboxMessages.toAddress, 'gone@example.co.uk'));
    expect(left.map((m) => [m.status, m.lastError])).toEqual([['failed', 'Not sent: the booking no longer exists.']]);
    expect(deliveredTo('gone@example.co.uk')).toHaveLength(0);
  });
});
