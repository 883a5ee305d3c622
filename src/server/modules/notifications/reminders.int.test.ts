import { describe, expect, it } from 'vitest';
import type { AppointmentStatus } from '../../../core/schemas/appointment.schema.ts';
import type { OutboxSummary } from '../../../core/schemas/notifications.schema.ts';
import { givenAppointment } from '../../../../tests/builders/appointment.builder.ts';
import { bookThroughApi } from '../../../../tests/support/book-through-api.ts';
import { quietBookingMail } from '../../../../tests/support/booking-mail.ts';
import { recipients, startSmtpSink } from '../../../../tests/support/smtp-sink.ts';
import { engines } from '../../../../tests/support/test-database.ts';
import { salonAppForSuite } from '../../../../tests/support/salon-app.ts';
import { dispatchDueMessages } from './mail-dispatch.service.ts';
import { queueDueReminders } from './reminders.service.ts';

// Monday 14 June 2027, 15:00 in London (BST, UTC+1): reminder times must read in London time, not UTC.
const NOW = new Date('2027-06-14T14:00:00Z');
const HOUR = 3_600_000;
const later = (hours: number) => new Date(NOW.getTime() + hours * HOUR);

describe.each(engines)('reminder e-mails (%s)', (engine) => {
  const s = salonAppForSuite(engine, NOW);

  const sweep = (at = NOW) => queueDueReminders(s.db, quietBookingMail, at);
  const appointment = (start: string, status: AppointmentStatus = 'confirmed') =>
    givenAppointment(s.db, { beauticianId: s.alice, serviceId: s.cut, start, status });
  /** The reminders the back office's Outbox lists for one appointment, newest first. */
  const remindersFor = async (id: string): Promise<OutboxSummary[]> => {
    const res = await s.staff.get('/api/outbox?pageSize=100');
    expect(res.statusCode).toBe(200);
    return (res.json().messages as OutboxSummary[]).filter((m) => m.kind === 'reminder' && m.appointmentId === id);
  };
  const staffPatch = async (path: string, payload: object) => {
    const res = await s.staff.patch(path, payload);
    expect(res.statusCode, res.body).toBe(200);
  };
  const moveTo = (id: string, startISO: string) =>
    // Evening times: staff confirm it is outside hours (docs/decisions/0026); the reminders are what is tested here.
    staffPatch(`/api/appointments/${id}`, {
      start: startISO,
      end: new Date(new Date(startISO).getTime() + HOUR).toISOString(),
      allow: ['outside_hours'],
    });
  const setReminderHours = (reminderHours: number) => staffPatch('/api/settings', { reminderHours });

  it('sends the client one reminder for an appointment inside the window, with its London time and manage link', async () => {
    const id = await appointment('2027-06-15T08:00:00.000Z'); // 09:00 BST, 18 hours away
    expect(await sweep()).toBe(1);

    const sink = await startSmtpSink();
    try {
      await dispatchDueMessages(s.db, sink.mailer, () => NOW);
      expect(sink.received).toHaveLength(1);
      const [mail] = sink.received;
      expect(recipients(mail!)).toEqual(['amelia@example.co.uk']);
      expect(mail!.subject).toBe('Reminder: Cut on Tue 15 June 2027 at 09:00');
      for (const part of [mail!.text!, mail!.html as string]) {
        expect(part).toContain('Tue 15 June 2027 at 09:00');
        expect(part).toMatch(/http:\/\/localhost:3000\/manage\/[A-Za-z0-9_-]{22}/);
      }
      expect(mail!.attachments.filter((a) => a.contentType.startsWith('text/calendar'))).toEqual([]);
    } finally {
      await sink.close();
    }

    expect(await sweep()).toBe(0);
    expect(await sweep(later(1))).toBe(0);
    expect(await remindersFor(id)).toHaveLength(1);
  });

  it('sends nothing for an appointment beyond the window until the clock moves into it', async () => {
    const id = await appointment('2027-06-15T15:00:00.000Z'); // 25 hours away
    await sweep();
    expect(await remindersFor(id)).toEqual([]);

    await sweep(later(1.5));
    const [reminder, ...more] = await remindersFor(id);
    expect(more).toEqual([]);
    expect(reminder).toMatchObject({ to: 'amelia@example.co.uk', subject: 'Reminder: Cut on Tue 15 June 2027 at 16:00' });
  });

  it('sends nothing for a cancelled, unpaid-hold or no-show appointment', async () => {
    const ids = [
      await appointment('2027-06-15T09:00:00.000Z', 'cancelled_no_refund'),
      await appointment('2027-06-15T10:00:00.000Z', 'reserved_unpaid'),
      await appointment('2027-06-15T11:00:00.000Z', 'no_show'),
    ];
    await sweep();
    for (const id of ids) expect(await remindersFor(id)).toEqual([]);
  });

  it('counts a booking made inside the window as its reminder', async () => {
    const id = await bookThroughApi(s.app, { serviceId: s.cut, beauticianId: s.alice, startISO: '2027-06-15T12:00:00.000Z' });
    await sweep();
    expect(await remindersFor(id)).toEqual([]);
  });

  it('follows the reminder hours set in the salon settings', async () => {
    const dayAway = await appointment('2027-06-15T14:00:00.000Z'); // 24 hours away
    const twoDaysAway = await appointment('2027-06-16T09:00:00.000Z'); // 43 hours away
    try {
      await setReminderHours(2);
      await sweep();
      expect(await remindersFor(dayAway)).toEqual([]);

      await setReminderHours(24);
      await sweep();
      expect(await remindersFor(dayAway)).toHaveLength(1);
      expect(await remindersFor(twoDaysAway)).toEqual([]);

      await setReminderHours(48);
      await sweep();
      expect(await remindersFor(twoDaysAway)).toHaveLength(1);
    } finally {
      await setReminderHours(24);
    }
  });

  it('reminds again of an appointment moved to a later day, once that day comes within the window', async () => {
    const id = await appointment('2027-06-15T13:00:00.000Z');
    await sweep();
    expect(await remindersFor(id)).toHaveLength(1);

    await moveTo(id, '2027-06-18T13:00:00.000Z'); // Friday, 14:00 BST
    await sweep();
    expect(await remindersFor(id)).toHaveLength(1);

    await sweep(new Date('2027-06-17T14:00:00Z'));
    await sweep(new Date('2027-06-17T14:05:00Z'));
    const reminders = await remindersFor(id);
    expect(reminders.map((r) => r.subject).sort()).toEqual([
      'Reminder: Cut on Fri 18 June 2027 at 14:00',
      'Reminder: Cut on Tue 15 June 2027 at 14:00',
    ]);
  });

  it('counts the change message of an appointment moved into the window as its reminder', async () => {
    const id = await appointment('2027-06-16T10:00:00.000Z'); // 44 hours away
    await moveTo(id, '2027-06-14T20:00:00.000Z'); // 6 hours away
    await sweep();
    expect(await remindersFor(id)).toEqual([]);
  });
});
