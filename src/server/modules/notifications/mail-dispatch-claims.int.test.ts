import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { givenSalonWithCut } from '../../../../tests/builders/scenario.builder.ts';
import { bookThroughApi } from '../../../../tests/support/book-through-api.ts';
import { recipients, startSmtpSink, type SmtpSink } from '../../../../tests/support/smtp-sink.ts';
import { engines } from '../../../../tests/support/test-database.ts';
import { noSalon, salonAppForSuite } from '../../../../tests/support/salon-app.ts';
import { quietBookingMail } from '../../../../tests/support/booking-mail.ts';
import { FAKE_TWILIO, FakeTwilio } from '../../../../tests/support/fake-twilio.ts';
import { dispatchDueMessages } from './mail-dispatch.service.ts';
import { dueMessages } from '../../../../tests/builders/outbox.builder.ts';
import { insertOutboxMessages } from './outbox.repository.ts';
import { salonSettings } from '../../db/schema/catalog.ts';

const NOW = new Date('2026-11-23T08:00:00Z');

// pg-boss runs one mail job at a time ('stately'), but a job that outlives its expiry, or the next process's
// schedule, can overlap another: the per-message claim alone must keep every message to one delivery.
describe.each(engines)('two processes sending the outbox at the same moment (%s)', (engine) => {
  let sink: SmtpSink;
  beforeAll(async () => {
    sink = await startSmtpSink();
  });
  afterAll(() => sink.close());
  // With a second app process on the same database, whose connections dispatch too.
  const s = salonAppForSuite(engine, NOW, { given: noSalon, signIn: false, secondApp: true });

  it('delivers each of 20 messages exactly once', async () => {
    const { alice, cut } = await givenSalonWithCut(s.db);
    const emails = Array.from({ length: 10 }, (_, i) => `client${i}@example.co.uk`);
    for (const [i, email] of emails.entries()) {
      const startISO = new Date(Date.parse('2026-11-24T09:00:00Z') + (i % 8) * 3_600_000 + Math.floor(i / 8) * 86_400_000).toISOString();
      await bookThroughApi(s.app, { serviceId: cut, beauticianId: alice, startISO, clientEmail: email });
    }

    const secondMailer = sink.newMailer();
    try {
      const results = await Promise.all([
        dispatchDueMessages(s.db, sink.mailer, () => NOW),
        dispatchDueMessages(s.second.db, secondMailer, () => NOW),
      ]);
      expect(results[0].sent + results[1].sent).toBe(20);
    } finally {
      secondMailer.close();
    }
    const deliveries = sink.received.flatMap(recipients);
    expect(deliveries).toHaveLength(20);
    expect(emails.map((e) => deliveries.filter((d) => d === e).length)).toEqual(emails.map(() => 1));
  });

  it('sends a burst of 1,000 due messages, e-mails and texts, each exactly once, from two processes at once', async () => {
    const twilio = new FakeTwilio();
    const sender = await twilio.startWithSender();
    const texts = { sender, publicUrl: FAKE_TWILIO.publicUrl, mail: quietBookingMail };
    // The salon texts (its fee links among them): a text of a kind it does not send is skipped, not sent.
    await s.db.update(salonSettings).set({ textsEnabled: true });
    await insertOutboxMessages(s.db, dueMessages(NOW, { emails: 500, texts: 500 }));
    const before = sink.received.length;
    const secondMailer = sink.newMailer();
    try {
      const results = await Promise.all([
        dispatchDueMessages(s.db, sink.mailer, () => NOW, texts),
        dispatchDueMessages(s.second.db, secondMailer, () => NOW, texts),
      ]);
      expect(results[0].sent + results[1].sent).toBe(1000);
    } finally {
      secondMailer.close();
      await twilio.stop();
    }
    const mailed = sink.received.slice(before).flatMap(recipients);
    expect(new Set(mailed).size).toBe(500);
    expect(mailed).toHaveLength(500);
    expect(new Set(twilio.texts.map((t) => t.to)).size).toBe(500);
    expect(twilio.texts).toHaveLength(500);
  });
});
