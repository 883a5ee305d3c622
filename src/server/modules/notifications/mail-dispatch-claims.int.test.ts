import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { givenSalonWithCut } from '../../../../tests/builders/scenario.builder.ts';
import { bookThroughApi } from '../../../../tests/support/book-through-api.ts';
import { anotherProcess } from '../../../../tests/support/another-process.ts';
import { recipients, startSmtpSink, type SmtpSink } from '../../../../tests/support/smtp-sink.ts';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.ts';
import { engines } from '../../../../tests/support/test-database.ts';
import { openDatabase, type DatabaseHandle } from '../../db/client.ts';
import { dispatchDueMessages } from './mail-dispatch.service.ts';

const NOW = new Date('2026-11-23T08:00:00Z');

// pg-boss runs one mail job at a time ('stately'), but a job that outlives its expiry, or the next process's
// schedule, can overlap another: the per-message claim alone must keep every message to one delivery.
describe.each(engines)('two processes sending the outbox at the same moment (%s)', (engine) => {
  let t: TestApp;
  let sink: SmtpSink;
  let other: DatabaseHandle | undefined;

  beforeAll(async () => {
    t = await createTestApp(engine, NOW);
    sink = await startSmtpSink();
    // PostgreSQL: connections of its own; PGlite: a second Database object over its one connection.
    if (t.database.url) other = await openDatabase({ databaseUrl: t.database.url, poolSize: 5 });
  });
  afterAll(async () => {
    await other?.close();
    await t.close();
    await sink.close();
  });

  it('delivers each of 20 messages exactly once', async () => {
    const { alice, cut } = await givenSalonWithCut(t.db);
    const emails = Array.from({ length: 10 }, (_, i) => `client${i}@example.co.uk`);
    for (const [i, email] of emails.entries()) {
      const startISO = new Date(Date.parse('2026-11-24T09:00:00Z') + (i % 8) * 3_600_000 + Math.floor(i / 8) * 86_400_000).toISOString();
      await bookThroughApi(t.app, { serviceId: cut, beauticianId: alice, startISO, clientEmail: email });
    }

    const secondMailer = sink.newMailer();
    try {
      const results = await Promise.all([
        dispatchDueMessages(t.db, sink.mailer, () => NOW),
        dispatchDueMessages(other?.db ?? anotherProcess(t.db), secondMailer, () => NOW),
      ]);
      expect(results[0].sent + results[1].sent).toBe(20);
    } finally {
      secondMailer.close();
    }
    const deliveries = sink.received.flatMap(recipients);
    expect(deliveries).toHaveLength(20);
    expect(emails.map((e) => deliveries.filter((d) => d === e).length)).toEqual(emails.map(() => 1));
  });
});
