import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutboxSummary } from '../../../core/schemas/notifications.schema.ts';
import type { ClientTextMessages } from '../../../core/schemas/texts.schema.ts';
import { givenAppointment } from '../../../../tests/builders/appointment.builder.ts';
import { givenStaff } from '../../../../tests/builders/staff.builder.ts';
import { bookThroughApi } from '../../../../tests/support/book-through-api.ts';
import { FAKE_TWILIO, FakeTwilio, signedPost, type SignedPost } from '../../../../tests/support/fake-twilio.ts';
import { salonAppForSuite } from '../../../../tests/support/salon-app.ts';
import { engines } from '../../../../tests/support/test-database.ts';
import { appointments } from '../../db/schema/booking.ts';
import { outboxMessages } from '../../db/schema/notifications.ts';
import { MAIL_DISPATCH_QUEUE } from '../../jobs/mail-dispatch.job.ts';
import { REMINDERS_QUEUE } from '../../jobs/reminders.job.ts';
import type { TextSender } from '../../sms/text-sender.ts';
import { TEXT_INBOUND_PATH } from '../../sms/text-sender.ts';

// Issue 27 through the official Twilio SDK, pointed at a local fake of Twilio's REST API, with two processes' job
// workers running the outbox: texts go once, quiet hours hold on the days the clocks change, the cap stops texts and
// tells the owner once, a failed reminder falls back to e-mail, and only signed webhooks act, once each.

// Monday 8 February 2027, 10:00 in London (GMT).
const NOW = new Date('2027-02-08T10:00:00Z');
const HOUR = 3_600_000;
/** A UK mobile of its own for each test, so each reads only its own texts. */
const mobile = (n: number) => ({ typed: `07911 ${String(100_000 + n)}`, e164: `+447911${String(100_000 + n)}` });

describe.each(engines)('text messages through Twilio (%s)', (engine) => {
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

  it('texts the booking confirmation once, with two processes sending, in salon time with a short manage link', async () => {
    await clockAt(NOW);
    await settings({ textsEnabled: true });
    const phone = mobile(1);
    await book(phone.typed, '2027-02-10T14:00:00.000Z');
    await dispatch();
    await dispatch();

    const sent = twilio.to(phone.e164);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.from).toBe(FAKE_TWILIO.from);
    expect(sent[0]!.statusCallback).toBe(`${FAKE_TWILIO.publicUrl}/api/texts/status`);
    expect(sent[0]!.body).toMatch(
      /: you're booked for Cut with Alice on Wed 10 February at 14:00\. Manage: https:\/\/salon\.example\/m\/[A-Za-z0-9_-]{43}$/,
    );
    const token = /\/m\/([A-Za-z0-9_-]{43})$/.exec(sent[0]!.body)![1]!;
    expect((await s.app.inject({ url: `/api/manage/${token}` })).statusCode).toBe(200);
    const [listed, ...more] = await textsTo(phone.e164);
    expect(more).toEqual([]);
    expect(listed).toMatchObject({ kind: 'booking_confirmed', status: 'sent', subject: sent[0]!.body.slice(0, 79) + '…' });
  });

  it('does not text a landline or a salon with texts off, and e-mails as before', async () => {
    await clockAt(NOW);
    await settings({ textsEnabled: false });
    await book(mobile(2).typed, '2027-02-10T15:00:00.000Z', 'Bea Off');
    await settings({ textsEnabled: true });
    await book('020 7946 0018', '2027-02-10T16:00:00.000Z', 'Cara Landline');
    await dispatch();
    expect(twilio.to(mobile(2).e164)).toEqual([]);
    expect(twilio.texts.filter((t) => t.to === '+442079460018')).toEqual([]);
    const mails = (await outbox()).filter((m) => m.channel === 'email' && m.kind === 'booking_confirmed');
    expect(mails.map((m) => m.to)).toEqual(expect.arrayContaining(['bea@example.co.uk', 'cara@example.co.uk']));
  });

  it('texts one reminder instead of the e-mail, once, whichever process sweeps', async () => {
    await clockAt(NOW);
    await settings({ textsEnabled: true, reminderHours: 24, quietHoursStart: '21:00', quietHoursEnd: '08:00' });
    const phone = mobile(3);
    const id = await visitAt(phone.typed, '2027-02-09T09:30:00.000Z');
    await remind();
    await remind();
    await dispatch();
    const reminders = twilio.to(phone.e164);
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.body).toMatch(/: see you Tue 9 February at 09:30 for Cut with Alice\. Reply C to confirm or R to change\.$/);
    const emailed = (await outbox()).filter((m) => m.channel === 'email' && m.kind === 'reminder' && m.appointmentId === id);
    expect(emailed).toEqual([]);
  });

  it('texts the optional second reminder too, once per visit', async () => {
    await clockAt(NOW);
    await settings({ textsEnabled: true, reminderHours: 24, secondReminderHours: 2 });
    const phone = mobile(16);
    await visitAt(phone.typed, '2027-02-08T11:30:00.000Z');
    try {
      await remind();
      await remind();
      await dispatch();
    } finally {
      await settings({ secondReminderHours: null });
    }
    const reminders = twilio.to(phone.e164);
    expect(reminders).toHaveLength(2);
    expect(reminders.every((t) => /: see you Mon 8 February at 11:30 for Cut with Alice\./.test(t.body))).toBe(true);
  });

  it.each([
    // 28 March 2027, the clocks go forward: a 10:00 BST visit's reminder due at 06:00 BST goes at 08:00 BST (07:00 UTC)
    { day: 'March', visit: '2027-03-28T09:00:00.000Z', hours: 4, due: '2027-03-28T05:00:00.000Z', at: '2027-03-28T07:00:00.000Z', n: 4 },
    // 31 October 2027, the clocks go back: an 11:00 GMT visit's reminder due at 05:00 GMT goes at 08:00 GMT
    { day: 'October', visit: '2027-10-31T11:00:00.000Z', hours: 6, due: '2027-10-31T05:00:00.000Z', at: '2027-10-31T08:00:00.000Z', n: 5 },
  ])('holds a reminder due in quiet hours on the $day change day until 08:00 salon time', async ({ visit, hours, due, at, n }) => {
    await clockAt(new Date(due));
    await settings({ textsEnabled: true, reminderHours: hours, quietHoursStart: '21:00', quietHoursEnd: '08:00' });
    const phone = mobile(n);
    await visitAt(phone.typed, visit);
    await remind();
    const [queued] = await s.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.toAddress, phone.e164), eq(outboxMessages.kind, 'reminder')));
    expect(queued!.nextAttemptAt).toEqual(new Date(at));

    s.setNow(new Date(new Date(at).getTime() - 60_000));
    await dispatch();
    expect(twilio.to(phone.e164)).toEqual([]);
    s.setNow(new Date(at));
    await dispatch();
    expect(twilio.to(phone.e164)).toHaveLength(1);
    await settings({ reminderHours: 24 });
  });

  it('holds a reminder whose time came in quiet hours (its job was down) until they end', async () => {
    await clockAt(new Date('2027-02-08T20:30:00Z'));
    await settings({ textsEnabled: true, reminderHours: 24, quietHoursStart: '21:00', quietHoursEnd: '08:00' });
    const phone = mobile(17);
    await visitAt(phone.typed, '2027-02-09T20:30:00.000Z');
    await remind();
    s.setNow(new Date('2027-02-08T21:30:00Z'));
    await dispatch();
    expect(twilio.to(phone.e164)).toEqual([]);
    const [held] = await s.db.select().from(outboxMessages).where(eq(outboxMessages.toAddress, phone.e164));
    expect(held).toMatchObject({
      status: 'queued',
      lastError: 'Held until the quiet hours end.',
      nextAttemptAt: new Date('2027-02-09T08:00:00Z'),
    });
    s.setNow(new Date('2027-02-09T08:00:00Z'));
    await dispatch();
    expect(twilio.to(phone.e164)).toHaveLength(1);
  });

  it('does not send a reminder for a time its visit has left, nor any text once texts are turned off', async () => {
    await clockAt(new Date('2027-02-08T22:00:00Z'));
    await settings({ textsEnabled: true, reminderHours: 24, quietHoursStart: '21:00', quietHoursEnd: '08:00' });
    const phone = mobile(18);
    const id = await visitAt(phone.typed, '2027-02-09T22:00:00.000Z');
    await remind();
    const move = async (start: string) => {
      const res = await s.staff.patch(`/api/appointments/${id}`, { start, allow: ['outside_hours'] });
      expect(res.statusCode, res.body).toBe(200);
    };
    await move('2027-02-10T22:00:00.000Z');
    await dispatch();
    expect(twilio.to(phone.e164).map((t) => t.body)).toEqual([expect.stringMatching(/: your visit is now Wed 10 February at 22:00/)]);

    s.setNow(new Date('2027-02-09T08:00:00Z'));
    await dispatch();
    const reminder = (await textsTo(phone.e164)).find((m) => m.kind === 'reminder');
    expect(reminder).toMatchObject({ status: 'skipped', lastError: 'Not sent: the visit moved; its new time has its own reminder.' });

    await clockAt(new Date('2027-02-09T09:00:00Z'));
    await move('2027-02-10T20:00:00.000Z');
    await settings({ textsEnabled: false });
    try {
      await dispatch();
    } finally {
      await settings({ textsEnabled: true });
    }
    expect(twilio.to(phone.e164)).toHaveLength(1);
    const [latest] = (await textsTo(phone.e164)).filter((m) => m.kind === 'booking_changed');
    expect(latest).toMatchObject({ status: 'skipped', lastError: 'Not sent: the salon no longer sends this text.' });
  });

  it('stops texting at the monthly cap, e-mails the owners once, and reminds by e-mail instead', async () => {
    // May 2027: a month of its own, so the other tests' texts do not count towards it.
    await clockAt(new Date('2027-05-10T10:00:00Z'));
    const [first, second, third] = [mobile(6), mobile(7), mobile(8)];
    await visitAt(first.typed, '2027-05-11T07:00:00.000Z');
    await visitAt(second.typed, '2027-05-11T08:00:00.000Z');
    await visitAt(third.typed, '2027-05-11T09:00:00.000Z');
    try {
      await settings({ textsEnabled: true, textMonthlySegmentCap: 1, reminderHours: 24 });
      await remind();
      await dispatch();
    } finally {
      await settings({ textMonthlySegmentCap: 1000 });
    }
    expect([first, second, third].map((p) => twilio.to(p.e164).length).sort()).toEqual([0, 0, 1]);
    const refused = (await outbox()).filter((m) => m.channel === 'sms' && m.lastError === 'Not sent: this month’s text limit is reached.');
    expect(refused.map((m) => m.status)).toEqual(['skipped', 'skipped']);
    const notices = (await outbox()).filter((m) => m.kind === 'text_cap_reached');
    expect(notices.map((m) => m.to)).toEqual(['owner@salon.example']);
    expect(notices[0]!.subject).toMatch(/^Texts stopped: .+ reached its limit for May 2027$/);
    const mailed = (await outbox()).filter((m) => m.channel === 'email' && m.kind === 'reminder');
    expect(mailed.length).toBeGreaterThanOrEqual(2);
  });

  it('marks a reminder the provider could not deliver as failed and e-mails it instead, once', async () => {
    await clockAt(NOW);
    await settings({ textsEnabled: true, reminderHours: 24 });
    const phone = mobile(9);
    const id = await visitAt(phone.typed, '2027-02-09T08:15:00.000Z');
    await remind();
    await dispatch();
    const [text] = twilio.to(phone.e164);
    const report = twilio.statusReport(text!.sid, 'undelivered', '30003');
    expect((await post(report)).statusCode).toBe(204);
    expect((await post(report)).statusCode).toBe(204);

    const [listed] = await textsTo(phone.e164);
    expect(listed).toMatchObject({ status: 'failed', lastError: 'Not delivered (provider error 30003).' });
    const mailed = (await outbox()).filter((m) => m.channel === 'email' && m.kind === 'reminder' && m.appointmentId === id);
    expect(mailed).toHaveLength(1);
  });

  it('marks a delivered text delivered', async () => {
    await clockAt(NOW);
    const phone = mobile(10);
    await book(phone.typed, '2027-02-11T14:00:00.000Z', 'Dora Delivered');
    await dispatch();
    const [text] = twilio.to(phone.e164);
    expect((await post(twilio.statusReport(text!.sid, 'delivered'))).statusCode).toBe(204);
    expect((await textsTo(phone.e164))[0]!.status).toBe('delivered');
  });

  it('confirms the visit on C, answers R with the manage link, stops on STOP and resumes on START', async () => {
    await clockAt(NOW);
    await settings({ textsEnabled: true });
    const phone = mobile(11);
    const id = await book(phone.typed, '2027-02-12T10:00:00.000Z', 'Elsie Replies');
    await dispatch();

    const confirmed = await post(twilio.reply(phone.e164, 'c'));
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.headers['content-type']).toMatch(/^text\/xml/);
    expect(await confirmedAt(id)).toEqual(NOW);
    const listed = await s.staff.read<{ _id: string; clientConfirmedAt: string | null }[]>('/api/appointments?limit=100');
    expect(listed.find((a) => a._id === id)?.clientConfirmedAt).toBe(NOW.toISOString());

    await post(twilio.reply(phone.e164, 'Change'));
    await dispatch();
    const answer = twilio.to(phone.e164).at(-1)!;
    expect(answer.body).toMatch(
      /: to change or cancel your visit on Fri 12 February at 10:00: https:\/\/salon\.example\/m\/[A-Za-z0-9_-]{43}$/,
    );

    await post(twilio.reply(phone.e164, 'STOP'));
    const before = twilio.to(phone.e164).length;
    const moved = await s.staff.patch(`/api/appointments/${id}`, { start: '2027-02-12T11:00:00.000Z', end: '2027-02-12T12:00:00.000Z' });
    expect(moved.statusCode, moved.body).toBe(200);
    await dispatch();
    expect(twilio.to(phone.e164)).toHaveLength(before);
    const change = (await textsTo(phone.e164)).find((m) => m.kind === 'booking_changed');
    expect(change).toMatchObject({ status: 'skipped', lastError: 'Not sent: the client replied STOP.' });

    await post(twilio.reply(phone.e164, 'START'));
    const movedAgain = await s.staff.patch(`/api/appointments/${id}`, {
      start: '2027-02-12T12:00:00.000Z',
      end: '2027-02-12T13:00:00.000Z',
    });
    expect(movedAgain.statusCode, movedAgain.body).toBe(200);
    await dispatch();
    expect(twilio.to(phone.e164).at(-1)!.body).toMatch(/: your visit is now Fri 12 February at 12:00, Cut with Alice\. Manage: /);
  });

  it('shows any other reply to staff as a message from the client, once however often it is posted', async () => {
    await clockAt(NOW);
    const phone = mobile(12);
    await book(phone.typed, '2027-02-12T15:00:00.000Z', 'Fay Late');
    await dispatch();
    const reply = twilio.reply(phone.e164, 'Running 10 minutes late, sorry!');
    const answers = await Promise.all(Array.from({ length: 20 }, () => post(reply)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    const { messages } = await s.staff.read<ClientTextMessages>('/api/texts/messages');
    const mine = messages.filter((m) => m.from === phone.e164);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ body: 'Running 10 minutes late, sorry!', clientName: 'Fay Late', seen: false });
    expect((await s.staff.post(`/api/texts/messages/${mine[0]!._id}/seen`)).statusCode).toBe(204);
    expect((await s.staff.read<ClientTextMessages>('/api/texts/messages')).messages.some((m) => m._id === mine[0]!._id)).toBe(false);
  });

  it('refuses unsigned, wrongly signed and re-addressed webhooks, and a replay changes nothing', async () => {
    await clockAt(NOW);
    const phone = mobile(13);
    const id = await book(phone.typed, '2027-02-13T10:00:00.000Z', 'Gia Forged');
    await dispatch();
    const genuine = twilio.reply(phone.e164, 'C');
    const unsigned = { ...genuine, headers: { 'content-type': 'application/x-www-form-urlencoded' } };
    const wrongToken = signedPost(TEXT_INBOUND_PATH, Object.fromEntries(new URLSearchParams(genuine.payload)), 'not-the-auth-token-123');
    const tampered = { ...genuine, payload: genuine.payload.replace('From=%2B', 'From=%2B4') };
    for (const forged of [unsigned, wrongToken, tampered]) {
      const res = await post(forged);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'BAD_SIGNATURE' });
    }
    expect(await confirmedAt(id)).toBeNull();

    expect((await post(genuine)).statusCode).toBe(200);
    expect(await confirmedAt(id)).toEqual(NOW);
    await post(twilio.reply(phone.e164, 'R', /MessageSid=(\w+)/.exec(genuine.payload)![1]));
    await dispatch();
    expect(twilio.to(phone.e164)).toHaveLength(1);
  });

  it('takes a burst of 500 replies from unknown numbers without acting on anything', async () => {
    await clockAt(NOW);
    const before = await s.db.select({ id: appointments.id }).from(appointments).where(eq(appointments.clientConfirmedAt, NOW));
    const burst = Array.from({ length: 500 }, (_, i) => twilio.reply(`+4474000${String(10_000 + i)}`, i % 2 ? 'C' : 'R'));
    const answers = await Promise.all(burst.map(post));
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    const after = await s.db.select({ id: appointments.id }).from(appointments).where(eq(appointments.clientConfirmedAt, NOW));
    expect(after).toHaveLength(before.length);
    await dispatch();
    expect(twilio.texts.filter((t) => t.to.startsWith('+4474000'))).toEqual([]);
  });

  it('texts the link to pay a no-show fee with the e-mail', async () => {
    await clockAt(NOW);
    await settings({ textsEnabled: true });
    const phone = mobile(15);
    const id = await givenAppointment(s.db, {
      beauticianId: s.alice,
      serviceId: s.cut,
      start: '2027-02-08T08:00:00.000Z',
      status: 'no_show',
      client: { name: 'Jo Missed', email: 'jo@example.co.uk', phone: phone.typed },
    });
    const charged = await s.staff.post(`/api/appointments/${id}/fee/charge`);
    expect(charged.json()).toMatchObject({ status: 'requested' });
    await dispatch();
    const [text, ...more] = twilio.to(phone.e164);
    expect(more).toEqual([]);
    expect(text!.body).toMatch(
      /: a fee of £22\.50 is due for your missed visit on Mon 8 February at 08:00\. Pay here: https:\/\/salon\.example\/fee\/[A-Za-z0-9_-]{43}$/,
    );
  });

  it('refuses a number the provider will not text for good, without trying again', async () => {
    await clockAt(NOW);
    const phone = mobile(14);
    twilio.refuse.add(phone.e164);
    await book(phone.typed, '2027-02-13T14:00:00.000Z', 'Hana Refused');
    await dispatch();
    s.setNow(new Date(NOW.getTime() + HOUR));
    await dispatch();
    expect((await textsTo(phone.e164))[0]).toMatchObject({ status: 'failed', attempts: 1 });
    expect((await textsTo(phone.e164))[0]!.lastError).toMatch(/not a valid phone number/);
  });
});
