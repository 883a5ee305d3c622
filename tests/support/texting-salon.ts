import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import type { OutboxSummary } from '../../src/core/schemas/notifications.schema.ts';
import { appointments } from '../../src/server/db/schema/booking.ts';
import { MAIL_DISPATCH_QUEUE } from '../../src/server/jobs/mail-dispatch.job.ts';
import { REMINDERS_QUEUE } from '../../src/server/jobs/reminders.job.ts';
import type { TextSender } from '../../src/server/sms/text-sender.ts';
import { givenAppointment } from '../builders/appointment.builder.ts';
import { givenStaff } from '../builders/staff.builder.ts';
import { bookThroughApi } from './book-through-api.ts';
import { FAKE_TWILIO, FakeTwilio, type SignedPost } from './fake-twilio.ts';
import { salonAppForSuite } from './salon-app.ts';
import type { Engine } from './test-database.ts';

// Issue 27's API suites through the official Twilio SDK, pointed at a local fake of Twilio's REST API, with two
// processes' job workers running the outbox: the salon, its clock and the helpers the sending, reminder and reply
// suites share.

/** Monday 8 February 2027, 10:00 in London (GMT). */
export const NOW = new Date('2027-02-08T10:00:00Z');
export const HOUR = 3_600_000;
/** A UK mobile of its own for each test, so each reads only its own texts. */
export const mobile = (n: number) => ({ typed: `07400 ${String(100_000 + n)}`, e164: `+447400${String(100_000 + n)}` });

/** The suite's salon texting through the fake Twilio, and what its tests do with it. Call inside `describe`. */
export function textingSalonForSuite(engine: Engine) {
  const twilio = new FakeTwilio();
  let sender: TextSender;
  const s = salonAppForSuite(engine, NOW, {
    app: async () => {
      sender = await twilio.startWithSender();
      return { textSender: sender, publicUrl: FAKE_TWILIO.publicUrl };
    },
    jobs: { processes: 2, texts: () => sender },
    signIn: false,
  });
  afterAll(() => twilio.stop());
  let owner: { email: string; password: string };
  beforeAll(async () => {
    owner = await givenStaff(s.db, { email: 'owner@salon.example' });
  });

  /** Moves the clock (the app's and the jobs') and signs the owner in afresh, as a session does not outlive months. */
  const clockAt = async (instant: Date) => {
    s.setNow(instant);
    const res = await s.app.inject({ method: 'POST', url: '/api/auth/login', payload: owner });
    expect(res.statusCode, res.body).toBe(200);
    s.cookie = `${res.cookies[0]!.name}=${res.cookies[0]!.value}`;
  };

  const settings = async (patch: object) => {
    const res = await s.staff.patch('/api/settings', patch);
    expect(res.statusCode, res.body).toBe(200);
  };
  const dispatch = () => s.runJobs(MAIL_DISPATCH_QUEUE);
  const remind = () => s.runJobs(REMINDERS_QUEUE);
  const outbox = async (): Promise<OutboxSummary[]> =>
    (await s.staff.read<{ messages: OutboxSummary[] }>('/api/outbox?pageSize=100')).messages;
  const textsTo = async (e164: string) => (await outbox()).filter((m) => m.channel === 'sms' && m.to === e164);
  const post = (request: SignedPost) =>
    s.app.inject({ method: 'POST', url: request.url, payload: request.payload, headers: request.headers });
  const book = (phone: string, startISO: string, name = 'Amelia Hughes') =>
    bookThroughApi(s.app, {
      serviceId: s.cut,
      beauticianId: s.alice,
      startISO,
      client: { name, email: `${name.split(' ')[0]!.toLowerCase()}@example.co.uk`, phone, notes: '' },
    });
  const visitAt = (phone: string, start: string) =>
    givenAppointment(s.db, {
      beauticianId: s.alice,
      serviceId: s.cut,
      start,
      client: { name: 'Amelia Hughes', email: 'amelia@example.co.uk', phone },
    });
  const confirmedAt = async (id: string) =>
    (await s.db.select({ at: appointments.clientConfirmedAt }).from(appointments).where(eq(appointments.id, id)))[0]?.at ?? null;
  return { s, twilio, clockAt, settings, dispatch, remind, outbox, textsTo, post, book, visitAt, confirmedAt };
}
