import { describe, expect, it } from 'vitest';
import { HOUR, NOW, mobile, textingSalonForSuite } from '../../../../tests/support/texting-salon.ts';
import { FAKE_TWILIO } from '../../../../tests/support/fake-twilio.ts';
import { engines } from '../../../../tests/support/test-database.ts';
import { givenAppointment } from '../../../../tests/builders/appointment.builder.ts';

// Issue 27, sending: a confirmation texted once by two processes' senders, none to a landline or with texts off, the
// monthly cap (the owners told once, reminders e-mailed), delivery reports, the fee link, a number Twilio refuses.

describe.each(engines)('texts sent through Twilio (%s)', (engine) => {
  const { s, twilio, clockAt, settings, dispatch, remind, outbox, textsTo, post, book, visitAt } = textingSalonForSuite(engine);

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
    expect(sent[0]!.body).toMatch(/: booked Cut with Alice, Wed 10 Feb 14:00\. Manage: https:\/\/salon\.example\/m\/[A-Za-z0-9_-]{22}$/);
    const token = /\/m\/([A-Za-z0-9_-]{22})$/.exec(sent[0]!.body)![1]!;
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
      /: a fee of £22\.50 is due for your missed visit on Mon 8 Feb 08:00\. Pay here: https:\/\/salon\.example\/fee\/[A-Za-z0-9_-]{22}$/,
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
