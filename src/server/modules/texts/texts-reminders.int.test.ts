import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { NOW, mobile, textingSalonForSuite } from '../../../../tests/support/texting-salon.ts';
import { engines } from '../../../../tests/support/test-database.ts';
import { quietBookingMail } from '../../../../tests/support/booking-mail.ts';
import { queueDueReminders } from '../notifications/reminders.service.ts';
import { outboxMessages } from '../../db/schema/notifications.ts';

// Issue 27, reminders: one text instead of the e-mail whichever process sweeps, the optional second, quiet hours held
// to their end on the days the clocks change and after a job was down, and none for a time the visit has left.

describe.each(engines)('text reminders through Twilio (%s)', (engine) => {
  const { s, twilio, clockAt, settings, dispatch, remind, outbox, textsTo, visitAt } = textingSalonForSuite(engine);

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
    expect(reminders[0]!.body).toMatch(/: see you Tue 9 Feb 09:30 for Cut with Alice\. Reply C to confirm, R to change\.$/);
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
    expect(reminders.every((t) => /: see you Mon 8 Feb 11:30 for Cut with Alice\./.test(t.body))).toBe(true);
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
    // Swept at 20:30, when it was due and not yet quiet; the sender (whose job was down) next runs at 21:30. The clock
    // moves first, so no sender, nudged or on its schedule, can send it at 20:30 meanwhile.
    s.setNow(new Date('2027-02-08T21:30:00Z'));
    expect(await queueDueReminders(s.db, quietBookingMail, new Date('2027-02-08T20:30:00Z'))).toBe(1);
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
    expect(twilio.to(phone.e164).map((t) => t.body)).toEqual([expect.stringMatching(/: your visit is now Wed 10 Feb 22:00/)]);

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
});
