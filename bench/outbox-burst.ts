import path from 'node:path';
import { openDatabase, type DatabaseHandle } from '../src/server/db/client.ts';
import { migrateDatabase } from '../src/server/db/migrate.ts';
import { dispatchDueMessages } from '../src/server/modules/notifications/mail-dispatch.service.ts';
import { insertOutboxMessages } from '../src/server/modules/notifications/outbox.repository.ts';
import { dueMessages } from '../tests/builders/outbox.builder.ts';
import { givenSalonWithCut } from '../tests/builders/scenario.builder.ts';
import { quietBookingMail } from '../tests/support/booking-mail.ts';
import { FAKE_TWILIO, FakeTwilio } from '../tests/support/fake-twilio.ts';
import { createScratchDatabase, type Engine } from '../tests/support/scratch-database.ts';
import { startSmtpSink } from '../tests/support/smtp-sink.ts';

/** What a burst of due messages took to leave the outbox (issue 27's target: 1,000 within a minute). */
export interface OutboxBurst {
  engine: Engine;
  emails: number;
  texts: number;
  seconds: number;
  /** each message delivered exactly once (the sink and the fake counted them) */
  exactlyOnce: boolean;
}

/**
 * Issue 27: a burst of due messages (half e-mails to a local SMTP server, half texts to a local fake of Twilio's API
 * through the official SDK), sent by two "processes" (two connections to one database) at once, as two app processes'
 * mail jobs would. Timed from the first claim until nothing is due.
 */
export async function measureOutboxBurst(engine: Engine, count = 1000): Promise<OutboxBurst> {
  const scratch = await createScratchDatabase(engine, { label: 'outbox' });
  const open = () =>
    openDatabase(scratch.databaseUrl ? { databaseUrl: scratch.databaseUrl } : { dataDir: path.join(scratch.dataDir, 'pglite') });
  const first = await open();
  // PGlite is one process's database: its "second process" shares the handle (the claims still race).
  const second: DatabaseHandle = engine === 'postgres' ? await open() : first;
  const sink = await startSmtpSink();
  const twilio = new FakeTwilio();
  const texts = { sender: await twilio.startWithSender(), publicUrl: FAKE_TWILIO.publicUrl, mail: quietBookingMail };
  try {
    await migrateDatabase(first);
    // A salon that texts (its fee links among them): a text of a kind it does not send is skipped, not sent.
    await givenSalonWithCut(first.db, { textsEnabled: true });
    const now = new Date();
    const half = count / 2;
    await insertOutboxMessages(first.db, dueMessages(now, { emails: half, texts: half }));
    const secondMailer = sink.newMailer();
    const started = performance.now();
    await Promise.all([
      dispatchDueMessages(first.db, sink.mailer, () => new Date(), texts),
      dispatchDueMessages(second.db, secondMailer, () => new Date(), texts),
    ]);
    const seconds = (performance.now() - started) / 1000;
    secondMailer.close();
    const mailed = sink.received.length;
    const texted = new Set(twilio.texts.map((t) => t.to)).size;
    return {
      engine,
      emails: mailed,
      texts: twilio.texts.length,
      seconds,
      exactlyOnce: mailed === half && texted === half && twilio.texts.length === half,
    };
  } finally {
    sink.mailer.close();
    await sink.close();
    await twilio.stop();
    if (second !== first) await second.close();
    await first.close();
    await scratch.destroy();
  }
}

export function outboxBurstLine(b: OutboxBurst): string {
  const rate = (b.emails + b.texts) / b.seconds;
  return `Outbox burst (${b.engine}): ${b.emails} e-mails and ${b.texts} texts out in ${b.seconds.toFixed(1)} s (${Math.round(rate)} messages/s), two senders at once; each exactly once: ${b.exactlyOnce ? 'yes' : 'NO'} (target: 1,000 within 60 s)`;
}
