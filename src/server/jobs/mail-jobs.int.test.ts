import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { anotherProcessDatabase } from '../../../tests/support/another-process.ts';
import { bookThroughApi } from '../../../tests/support/book-through-api.ts';
import { recipients, startSmtpSink, type SmtpSink } from '../../../tests/support/smtp-sink.ts';
import { engines } from '../../../tests/support/test-database.ts';
import { salonAppForSuite } from '../../../tests/support/salon-app.ts';
import { startTestJobs } from '../../../tests/support/suite-jobs.ts';
import { outboxMessages } from '../db/schema/notifications.ts';
import { MAIL_DISPATCH_QUEUE } from './mail-dispatch.job.ts';
import type { RunningJobs } from './start-jobs.ts';

// Monday 23 November 2026; every booking below is more than a day ahead, so no reminder joins the mail.
const NOW = new Date('2026-11-23T08:00:00Z');
const POLL = { timeout: 15_000, interval: 200 };
/** Alice's address (the builder's default): she hears of each booking too */
const STYLIST = 'stylist@test-salon.example';

/** What a second app process brings to the same database: its own connections (PostgreSQL), mailer and workers. */
interface SecondProcess {
  jobs: RunningJobs;
  stop(): Promise<void>;
}

describe.each(engines)('e-mail sent by the pg-boss jobs (%s)', (engine) => {
  let sink: SmtpSink;
  let second: SecondProcess | undefined;
  beforeAll(async () => {
    sink = await startSmtpSink();
  });
  afterAll(() => sink.close());
  // As main.ts: the app is built first, and its e-mail hook wakes the jobs once they run.
  const s = salonAppForSuite(engine, NOW, { signIn: false, jobs: { processes: 1, mailer: () => sink.mailer } });
  afterAll(() => second?.stop());

  /** Another process's workers on the same database, with a mailer of their own. */
  const startSecondProcess = async (): Promise<SecondProcess> => {
    const database = await anotherProcessDatabase(s.database);
    const mailer = sink.newMailer();
    const secondJobs = await startTestJobs(database.handle, NOW, mailer);
    return {
      jobs: secondJobs,
      async stop() {
        await secondJobs.stop();
        mailer.close();
        await database.destroy();
      },
    };
  };
  const book = (startISO: string, clientEmail: string) =>
    bookThroughApi(s.app, { serviceId: s.cut, beauticianId: s.alice, startISO, clientEmail });
  const statusesOf = async (appointmentId: string) =>
    (await s.db.select({ status: outboxMessages.status }).from(outboxMessages).where(eq(outboxMessages.appointmentId, appointmentId))).map(
      (m) => m.status,
    );
  const deliveredTo = (address: string) => sink.received.filter((m) => recipients(m).includes(address)).length;

  it('delivers a booking’s confirmations once, straight after the booking, and marks it sent', async () => {
    const id = await book('2026-11-24T09:00:00.000Z', 'first@example.co.uk');
    await expect.poll(() => statusesOf(id), POLL).toEqual(['sent', 'sent']);
    expect(deliveredTo('first@example.co.uk')).toBe(1);
    expect(deliveredTo(STYLIST)).toBe(1);
    expect(sink.received.find((m) => recipients(m)[0] === 'first@example.co.uk')!.subject).toBe(
      'Booking confirmed: Cut on Tue 24 November 2026 at 09:00',
    );
  });

  it('with two processes’ workers on one database, still delivers each of 10 bookings’ messages exactly once', async () => {
    second = await startSecondProcess();
    const emails = Array.from({ length: 10 }, (_, i) => `client${i}@example.co.uk`);
    const starts = [10, 11, 12, 13, 14, 15, 16]
      .map((h) => `2026-11-24T${h}:00:00.000Z`)
      .concat(['2026-11-25T09:00:00.000Z', '2026-11-25T10:00:00.000Z', '2026-11-25T11:00:00.000Z']);
    const ids: string[] = [];
    for (const [i, email] of emails.entries()) {
      ids.push(await book(starts[i]!, email));
      // The other process wakes the queue too, as after bookings of its own: either process's workers may take each run.
      second.jobs.nudgeMail();
    }

    for (const id of ids) await expect.poll(() => statusesOf(id), POLL).toEqual(['sent', 'sent']);
    // Every run either process was woken for has finished, so any second delivery would have arrived by now.
    await expect.poll(() => s.jobs[0]!.boss.getQueueSize(MAIL_DISPATCH_QUEUE, { before: 'completed' }), POLL).toBe(0);
    expect(emails.map(deliveredTo)).toEqual(emails.map(() => 1));
    expect(deliveredTo(STYLIST)).toBe(11);
    expect(sink.received).toHaveLength(22);
  });
});
