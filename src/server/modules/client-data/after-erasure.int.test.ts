import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingRequest } from '../../../../tests/builders/booking.builder.ts';
import { bookThroughApi } from '../../../../tests/support/book-through-api.ts';
import { manageTokenFromOutbox } from '../../../../tests/support/manage-link.ts';
import { salonAppForSuite } from '../../../../tests/support/salon-app.ts';
import { recipients, startSmtpSink, type SmtpSink } from '../../../../tests/support/smtp-sink.ts';
import { engines } from '../../../../tests/support/test-database.ts';
import { appointments } from '../../db/schema/booking.ts';
import { payments } from '../../db/schema/checkout.ts';
import { clients } from '../../db/schema/clients.ts';
import { outboxMessages } from '../../db/schema/notifications.ts';
import { ERASED_MESSAGE } from '../clients/clients.service.ts';
import { dispatchDueMessages } from '../notifications/mail-dispatch.service.ts';
import { pressPay } from '../../../../tests/support/offline-pay.ts';

// Monday 23 Nov 2026, 08:00 in London. On 1 October Jane booked 5 October online and paid her deposit; nobody checked
// her visit out, and none of her e-mails has gone yet (no mail job runs here). Then the salon erased her.
const NOW = new Date('2026-11-23T08:00:00Z');
const BOOKED_AT = new Date('2026-10-01T08:00:00Z');
const JANE = { name: 'Jane Leftover', email: 'jane.leftover@example.com', phone: '07700 900333', notes: '' };
const BOB_EMAIL = 'bob.stays@example.org';
/** Alice's address (the builder's default): she hears of each booking too */
const STYLIST = 'stylist@test-salon.example';

describe.each(engines)('what erasing a client leaves behind (%s)', (engine) => {
  const s = salonAppForSuite(engine, NOW);
  const staff = s.staff.call;
  const visitOf = async (id: string) => (await s.db.select().from(appointments).where(eq(appointments.id, id)))[0]!;
  let sink: SmtpSink;
  let visit: string;
  let clientId: string;
  let token: string;
  let beforeErasure: { holdAddressHash: string | null; requestId: string | null };

  beforeAll(async () => {
    sink = await startSmtpSink();
    s.setNow(BOOKED_AT);
    const hold = await s.app.inject({
      method: 'POST',
      url: '/api/checkout/create-session',
      payload: bookingRequest({
        serviceId: s.cut,
        beauticianId: s.alice,
        startISO: '2026-10-05T09:00:00Z',
        mode: 'deposit',
        requestId: randomUUID(),
        client: JANE,
      }),
    });
    expect(hold.statusCode, hold.body).toBe(200);
    const sessionId = hold.json<{ url: string }>().url.replace('/pay/', '');
    const paid = await pressPay(s.app, sessionId);
    expect(paid.statusCode).toBe(303);
    s.setNow(NOW);
    visit = (await s.db.select().from(payments).where(eq(payments.sessionId, sessionId)))[0]!.appointmentId;
    token = await manageTokenFromOutbox(s.db, visit);
    const row = await visitOf(visit);
    clientId = row.clientId!;
    beforeErasure = { holdAddressHash: row.holdAddressHash, requestId: row.requestId };
    // Someone else's booking today: its e-mails are queued beside hers.
    await bookThroughApi(s.app, { serviceId: s.cut, beauticianId: s.alice, startISO: '2026-11-30T09:00:00Z', clientEmail: BOB_EMAIL });

    const erased = await staff('POST', `/api/clients/${clientId}/erase`);
    expect(erased.statusCode, erased.body).toBe(200);
  });
  afterAll(() => sink?.close());

  it('never sends the e-mails still queued about her, while everyone else’s go', async () => {
    const queued = await s.db.select().from(outboxMessages).where(eq(outboxMessages.appointmentId, visit));
    expect(queued.length).toBeGreaterThan(0);

    await dispatchDueMessages(s.db, sink.mailer, () => NOW);
    // Bob's confirmation and Alice's copy of it; nothing of Jane's, to her or to Alice.
    expect(sink.received.flatMap(recipients).sort()).toEqual([BOB_EMAIL, STYLIST].sort());
    const hers = await s.db.select().from(outboxMessages).where(eq(outboxMessages.appointmentId, visit));
    expect(hers.map((m) => [m.status, m.lastError])).toEqual(hers.map(() => ['failed', 'Not sent: the client’s data was erased.']));
  });

  it('keeps nothing that tied her booking to her browser or to her request', async () => {
    expect(beforeErasure.holdAddressHash).toMatch(/\S/);
    expect(beforeErasure.requestId).toMatch(/\S/);
    expect(await visitOf(visit)).toMatchObject({
      holdAddressHash: null,
      requestId: null,
      clientName: 'Erased client',
      status: 'confirmed',
    });
  });

  it('opens nothing through her old manage link, even once staff move the visit to next week', async () => {
    const moved = await staff('PATCH', `/api/appointments/${visit}`, { start: '2026-11-30T14:00:00Z', end: '2026-11-30T15:00:00Z' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await visitOf(visit)).startAt).toEqual(new Date('2026-11-30T14:00:00Z'));

    const opened = await s.app.inject({ url: `/api/manage/${token}` });
    expect([opened.statusCode, opened.json().code]).toEqual([404, 'NOT_FOUND']);
    const cancelled = await s.app.inject({ method: 'POST', url: `/api/manage/${token}/cancel`, payload: {} });
    expect(cancelled.statusCode).toBe(404);
    expect((await visitOf(visit)).status).toBe('confirmed');
  });

  it('refuses, in words, to edit her record or to book her from it, and changes nothing', async () => {
    const [record] = await s.db.select().from(clients).where(eq(clients.id, clientId));
    const edited = await staff('PATCH', `/api/clients/${clientId}`, { name: JANE.name, notes: 'She came back' });
    expect([edited.statusCode, edited.json()]).toEqual([409, { code: 'CLIENT_ERASED', error: ERASED_MESSAGE }]);
    expect((await s.db.select().from(clients).where(eq(clients.id, clientId)))[0]).toEqual(record);

    const count = async () => (await s.db.select({ id: appointments.id }).from(appointments)).length;
    const before = await count();
    const booked = await staff('POST', '/api/staff-bookings', {
      clientId,
      client: { name: JANE.name, phone: JANE.phone },
      serviceId: s.cut,
      variantName: 'Standard',
      beauticianId: s.alice,
      start: '2026-12-01T10:00:00Z',
      sendConfirmation: false,
    });
    expect([booked.statusCode, booked.json()]).toEqual([
      409,
      { code: 'CLIENT_ERASED', error: 'This client’s details have been erased: type the client’s details instead.' },
    ]);
    expect(await count()).toBe(before);
  });
});
