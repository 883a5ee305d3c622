import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ClientTextMessages } from '../../../core/schemas/texts.schema.ts';
import { signedPost } from '../../../../tests/support/fake-twilio.ts';
import { NOW, mobile, textingSalonForSuite } from '../../../../tests/support/texting-salon.ts';
import { engines } from '../../../../tests/support/test-database.ts';
import { appointments } from '../../db/schema/booking.ts';
import { TEXT_INBOUND_PATH } from '../../sms/text-sender.ts';

// Issue 27, replies: C confirms, R answers with the link, STOP and START, anything else shown to staff once; only
// signed webhooks act, a replay changes nothing, and a burst of strangers' replies acts on nothing.

describe.each(engines)('replies to texts through Twilio (%s)', (engine) => {
  const { s, twilio, clockAt, settings, dispatch, textsTo, post, book, confirmedAt } = textingSalonForSuite(engine);

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
    expect(answer.body).toMatch(/: to change or cancel your visit on Fri 12 Feb 10:00: https:\/\/salon\.example\/m\/[A-Za-z0-9_-]{22}$/);

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
    expect(twilio.to(phone.e164).at(-1)!.body).toMatch(/: your visit is now Fri 12 Feb 12:00, Cut with Alice\. Manage: /);
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
});
