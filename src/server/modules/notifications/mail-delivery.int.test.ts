import { beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { bookingRequest } from '../../../../tests/builders/booking.builder.ts';
import { givenBeautician, givenService } from '../../../../tests/builders/catalog.builder.ts';
import { givenSalon } from '../../../../tests/builders/salon.builder.ts';
import { inviteOf, recipients, startSmtpSink, type SmtpSink } from '../../../../tests/support/smtp-sink.ts';
import { engines } from '../../../../tests/support/test-database.ts';
import { salonAppForSuite } from '../../../../tests/support/salon-app.ts';
import { appointments } from '../../db/schema/booking.ts';
import { outboxMessages } from '../../db/schema/notifications.ts';
import { dispatchDueMessages } from './mail-dispatch.service.ts';

const NOW = new Date('2026-11-22T09:00:00Z');
// 28 March 2027 is the day British Summer Time starts: 10:00 in London is 09:00 UTC.
const DST_DAY_10AM = '2027-03-28T09:00:00.000Z';
const XSS = '<script>alert(1)</script><img src=x onerror=alert(1)>';

describe.each(engines)('booking e-mail through SMTP (%s)', (engine) => {
  const s = salonAppForSuite(engine, NOW, {
    given: async (t) => {
      await givenSalon(t.db, { bookingHorizonMonths: 6 });
      const alice = await givenBeautician(t.db, { name: 'Alice', email: 'alice@test-salon.example' });
      return { alice, cut: await givenService(t.db, { name: 'Cut & Finish', primaryBeauticianId: alice }) };
    },
  });
  let sink: SmtpSink;
  beforeEach(async () => {
    sink?.close();
    sink = await startSmtpSink();
  });

  const book = async (startISO: string, notes = '') => {
    const res = await s.app.inject({
      method: 'POST',
      url: '/api/appointments',
      payload: bookingRequest({
        serviceId: s.cut,
        beauticianId: s.alice,
        startISO,
        client: { name: 'Amelia Hughes', email: 'amelia@example.co.uk', phone: '07700 900456', notes },
      }),
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().appointmentId as string;
  };
  const send = (mailer = sink.mailer, at = NOW) => dispatchDueMessages(s.db, mailer, () => at);

  it('confirms to the client and the stylist, with an invite at the right time on the DST day', async () => {
    const id = await book(DST_DAY_10AM);
    expect(await send()).toMatchObject({ sent: 2, failed: 0 });

    const [client, stylist] = [...sink.received].sort((a) => (recipients(a)[0] === 'amelia@example.co.uk' ? -1 : 1));
    expect(recipients(client!)).toEqual(['amelia@example.co.uk']);
    expect(recipients(stylist!)).toEqual(['alice@test-salon.example']);
    expect(client!.subject).toBe('Booking confirmed: Cut & Finish on Sun 28 March 2027 at 10:00');
    for (const part of [client!.text!, client!.html as string]) {
      for (const fact of [
        'Cut &amp; Finish',
        'Standard',
        'Alice',
        'Sun 28 March 2027 at 10:00',
        '£45.00',
        '£45.00 to pay at the salon',
        '1 High Street, Bath BA1 1AA',
        '01225 000000',
      ]) {
        expect(part).toContain(part === client!.text ? fact.replace('&amp;', '&') : fact);
      }
    }
    expect(client!.html).toContain('https://www.google.com/maps/search/?api=1&amp;query=1%20High%20Street%2C%20Bath%20BA1%201AA');
    expect(client!.text).toMatch(/http:\/\/localhost:3000\/manage\/[A-Za-z0-9_-]{22}/);
    expect(stylist!.text).not.toContain('/manage/');

    const invite = inviteOf(client!);
    expect(invite).toMatchObject({ method: 'REQUEST', uid: `${id}@localhost`, sequence: 0 });
    expect(invite.start.toISOString()).toBe(DST_DAY_10AM);
    expect(invite.end.toISOString()).toBe('2027-03-28T10:00:00.000Z');
  });

  it('sends a change with the same UID and a higher SEQUENCE, then a cancellation with METHOD:CANCEL', async () => {
    const id = await book('2027-03-29T10:00:00.000Z');
    await send();
    const first = inviteOf(sink.received.find((m) => recipients(m)[0] === 'amelia@example.co.uk')!);
    sink.received.length = 0;

    const patch = await s.staff.patch(`/api/appointments/${id}`, { start: '2027-03-29T13:00:00.000Z', end: '2027-03-29T14:00:00.000Z' });
    expect(patch.statusCode).toBe(200);
    await send();
    const changed = sink.received.find((m) => recipients(m)[0] === 'amelia@example.co.uk')!;
    expect(changed.subject).toBe('Booking changed: Cut & Finish on Mon 29 March 2027 at 14:00');
    const second = inviteOf(changed);
    expect(second).toMatchObject({ method: 'REQUEST', uid: first.uid });
    expect(second.sequence).toBeGreaterThan(first.sequence);
    expect(second.start.toISOString()).toBe('2027-03-29T13:00:00.000Z');
    sink.received.length = 0;

    const cancel = await s.staff.post(`/api/appointments/${id}/cancel`, { requestedBy: 'staff' });
    expect(cancel.statusCode).toBe(200);
    await send();
    expect(sink.received.map(recipients).flat().sort()).toEqual(['alice@test-salon.example', 'amelia@example.co.uk']);
    const cancelled = sink.received.find((m) => recipients(m)[0] === 'amelia@example.co.uk')!;
    expect(cancelled.subject).toBe('Booking cancelled: Cut & Finish on Mon 29 March 2027 at 14:00');
    expect(cancelled.text).toContain('No refund is due.');
    // Nothing is left to pay for a cancelled booking: the payment line says what was paid instead.
    expect(cancelled.text).toContain('Nothing was paid');
    expect(cancelled.text).not.toContain('to pay at the salon');
    const third = inviteOf(cancelled);
    expect(third).toMatchObject({ method: 'CANCEL', uid: first.uid });
    expect(third.sequence).toBeGreaterThan(second.sequence);
  });

  it("delivers a client's note as inert text", async () => {
    await book('2027-03-30T10:00:00.000Z', XSS);
    await send();
    const stylist = sink.received.find((m) => recipients(m)[0] === 'alice@test-salon.example')!;
    expect(stylist.text).toContain(XSS);
    expect(stylist.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;');
    expect(stylist.html).not.toMatch(/<script|<img/i);
  });

  it('retries a send the SMTP server refused, and never touches the booking', async () => {
    await sink.close();
    sink = await startSmtpSink({ rejectFirst: 1 });
    const id = await book('2027-03-31T10:00:00.000Z');
    await s.db.delete(outboxMessages).where(eq(outboxMessages.toAddress, 'alice@test-salon.example'));

    expect(await send()).toMatchObject({ sent: 0, retrying: 1 });
    const [waiting] = await s.db.select().from(outboxMessages).where(eq(outboxMessages.appointmentId, id));
    expect(waiting).toMatchObject({ status: 'queued', attempts: 1 });
    expect(waiting!.lastError).toContain('Try again later');
    // Not due again until the back-off has passed.
    expect(await send()).toMatchObject({ sent: 0, retrying: 0 });

    expect(await send(sink.mailer, new Date(NOW.getTime() + 60_000))).toMatchObject({ sent: 1 });
    expect(sink.received.map(recipients)).toEqual([['amelia@example.co.uk']]);
    const [sent] = await s.db.select().from(outboxMessages).where(eq(outboxMessages.appointmentId, id));
    expect(sent).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    const [booking] = await s.db.select().from(appointments).where(eq(appointments.id, id));
    expect(booking!.status).toBe('confirmed');
  });

  it('without SMTP keeps each message once, as stored, for the Outbox', async () => {
    await book('2027-04-01T10:00:00.000Z');
    expect(await dispatchDueMessages(s.db, undefined, () => NOW)).toMatchObject({ stored: 2, sent: 0 });
    expect(await dispatchDueMessages(s.db, undefined, () => NOW)).toMatchObject({ stored: 0 });
    expect(sink.received).toEqual([]);
  });
});
