import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ClientDataExport } from '../../../core/schemas/client-data.schema.ts';
import type { OutboxMessage, OutboxSummary } from '../../../core/schemas/notifications.schema.ts';
import { bookThroughApi } from '../../../../tests/support/book-through-api.ts';
import { signedPost } from '../../../../tests/support/fake-twilio.ts';
import { salonAppForSuite } from '../../../../tests/support/salon-app.ts';
import { engines } from '../../../../tests/support/test-database.ts';
import { appointments } from '../../db/schema/booking.ts';
import { MAIL_DISPATCH_QUEUE } from '../../jobs/mail-dispatch.job.ts';
import { TEXT_INBOUND_PATH } from '../../sms/text-sender.ts';

// Issue 27 without a text provider, as the demo runs: texts are kept in the Outbox as stored (nothing pretends they
// went), no webhook is taken, staff may answer a stored text as its client would; and a client's texts and replies
// are part of their data: exported, and erased with the rest.

const NOW = new Date('2027-02-08T10:00:00Z');
const PHONE = { typed: '07400 200001', e164: '+447400200001' };

describe.each(engines)('text messages without a provider (%s)', (engine) => {
  const s = salonAppForSuite(engine, NOW, { jobs: { processes: 1 } });
  const live = salonAppForSuite(engine, NOW, { app: { live: true, testPayments: false } });

  const smsRows = async () =>
    (await s.staff.read<{ messages: OutboxSummary[] }>('/api/outbox?pageSize=100')).messages.filter((m) => m.channel === 'sms');

  it('keeps the confirmation text in the Outbox as stored, takes no webhook, and lets staff answer it as the client', async () => {
    expect((await s.staff.patch('/api/settings', { textsEnabled: true })).statusCode).toBe(200);
    const id = await bookThroughApi(s.app, {
      serviceId: s.cut,
      beauticianId: s.alice,
      startISO: '2027-02-08T14:00:00.000Z',
      client: { name: 'Ivy Demo', email: 'ivy@example.co.uk', phone: PHONE.typed, notes: '' },
    });
    await s.runJobs(MAIL_DISPATCH_QUEUE);
    const [text, ...more] = await smsRows();
    expect(more).toEqual([]);
    expect(text).toMatchObject({ kind: 'booking_confirmed', to: PHONE.e164, status: 'stored', sentAt: expect.any(String) });
    const full = await s.staff.read<OutboxMessage>(`/api/outbox/${text!._id}`);
    expect(full.replyAsClient).toBe(true);
    expect(full.text).toMatch(/: booked Cut with Alice, Mon 8 Feb 14:00\. Manage: http:\/\/localhost:3000\/m\//);

    const webhook = signedPost(TEXT_INBOUND_PATH, { MessageSid: 'SM1', From: PHONE.e164, Body: 'C' });
    const refused = await s.app.inject({ method: 'POST', url: webhook.url, payload: webhook.payload, headers: webhook.headers });
    expect(refused.statusCode).toBe(404);

    expect((await s.staff.post(`/api/outbox/${text!._id}/reply`, { body: '  ' })).json()).toMatchObject({
      error: 'body: Please type the reply.',
    });
    const replied = await s.staff.post(`/api/outbox/${text!._id}/reply`, { body: 'C' });
    expect(replied.json()).toEqual({ intent: 'confirm' });
    const [row] = await s.db.select().from(appointments).where(eq(appointments.id, id));
    expect(row!.clientConfirmedAt).toEqual(NOW);
  });

  it('has no stand-in replies in a live salon', async () => {
    const res = await live.staff.post(`/api/outbox/${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}/reply`, { body: 'C' });
    expect(res.statusCode).toBe(404);
  });

  it("exports the client's texts and replies, and erases their number and words from both", async () => {
    const [booked] = await s.db.select().from(appointments).where(eq(appointments.clientName, 'Ivy Demo'));
    const [text] = await smsRows();
    s.setNow(new Date(NOW.getTime() + 60_000));
    await s.staff.post(`/api/outbox/${text!._id}/reply`, { body: 'Can I bring my daughter?' });
    const exported = await s.staff.read<ClientDataExport>(`/api/clients/${booked!.clientId}/export`);
    expect(exported.messages.filter((m) => m.channel === 'sms').map((m) => m.to)).toEqual([PHONE.e164]);
    expect(exported.textReplies.map((r) => [r.body, r.intent])).toEqual([
      ['C', 'confirm'],
      ['Can I bring my daughter?', 'message'],
    ]);

    // The visit must be over before its client can be erased.
    s.setNow(new Date('2027-02-08T16:00:00Z'));
    const erased = await s.staff.post(`/api/clients/${booked!.clientId}/erase`);
    expect(erased.statusCode, erased.body).toBe(200);
    const after = await s.staff.read<OutboxMessage>(`/api/outbox/${text!._id}`);
    expect(after).toMatchObject({ to: '', text: expect.not.stringContaining('Cut with Alice') });
    const { messages } = await s.staff.read<{ messages: { body: string; from: string }[] }>('/api/texts/messages?unseen=false');
    expect(messages.some((m) => m.body.includes('daughter') || m.from === PHONE.e164)).toBe(false);
  });
});
