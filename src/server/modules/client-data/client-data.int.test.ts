import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ERASED_CLIENT_NAME } from '../../../core/client-data.ts';
import type { ClientDataExport } from '../../../core/schemas/client-data.schema.ts';
import { givenAppointment } from '../../../../tests/builders/appointment.builder.ts';
import { bookThroughApi } from '../../../../tests/support/book-through-api.ts';
import { databaseRefusal } from '../../../../tests/support/database-refusal.ts';
import { findTextAnywhere } from '../../../../tests/support/find-text-anywhere.ts';
import { salonAppForSuite } from '../../../../tests/support/salon-app.ts';
import { engines } from '../../../../tests/support/test-database.ts';
import { tillApi } from '../../../../tests/support/till-api.ts';
import { appointments } from '../../db/schema/booking.ts';
import { payments } from '../../db/schema/checkout.ts';
import { clients } from '../../db/schema/clients.ts';
import { moneyEntries } from '../../db/schema/till.ts';

// Monday 23 November 2026, 08:00 in London. The clients booked in early October and came on 5 October.
const NOW = new Date('2026-11-23T08:00:00Z');
const BOOKED_AT = new Date('2026-10-01T08:00:00Z');
const JANE = { name: 'Jane Doe-Whitfield', email: 'Jane.Doe@Example.com', phone: '07700 900111', notes: 'Allergic to latex' };
const BOB = { name: 'Robert Bloggs', email: 'bob@example.org', phone: '07700 900222', notes: '' };
const REPORT = 'startDate=2026-09-01&endDate=2026-11-30';

describe.each(engines)('one client’s data: export and erasure (%s)', (engine) => {
  const suite = salonAppForSuite(engine, NOW);
  const till = tillApi(suite);
  const { call } = suite.staff;

  /** A pay-at-salon booking through the public API, made on 1 October, checked out at the till with a note. */
  const visit = async (client: typeof JANE, startISO: string, note: string) => {
    suite.setNow(BOOKED_AT);
    const id = await bookThroughApi(suite.app, { serviceId: suite.cut, beauticianId: suite.alice, startISO, client });
    suite.setNow(NOW);
    expect((await till.checkout(id, [{ method: 'card', amount: 45, tip: 5 }], { note })).statusCode).toBe(200);
    return id;
  };
  const clientOf = async (appointmentId: string) =>
    (await suite.db.select({ id: appointments.clientId }).from(appointments).where(eq(appointments.id, appointmentId)))[0]!.id!;

  let jane: string;
  let bob: string;
  let janeDeposit: string;

  it('exports the client’s record, visits with their money, and the e-mails sent to them, as a JSON file', async () => {
    const first = await visit(JANE, '2026-10-05T09:00:00Z', `${JANE.name} asked for a receipt`);
    await visit(BOB, '2026-10-05T11:00:00Z', 'Paid by card');
    // An earlier visit, its deposit paid online, linked to Jane's record by her e-mail in another case.
    janeDeposit = await givenAppointment(suite.db, {
      beauticianId: suite.alice,
      serviceId: suite.cut,
      start: '2026-09-10T10:00:00Z',
      status: 'completed',
      paymentMode: 'deposit',
      amountPaidPence: 900,
      paidAt: '2026-09-01T12:00:00Z',
      client: { ...JANE, email: 'jane.doe@example.com' },
    });
    await suite.db.insert(payments).values({
      appointmentId: janeDeposit,
      provider: 'offline',
      sessionId: 'sess_jane_deposit',
      amountPence: 900,
      status: 'paid',
      paidAt: new Date('2026-09-01T12:00:00Z'),
    });
    jane = await clientOf(first);
    bob = await clientOf((await suite.db.select().from(appointments).where(eq(appointments.clientName, BOB.name)))[0]!.id);
    expect(await clientOf(janeDeposit)).toBe(jane);

    const res = await call('GET', `/api/clients/${jane}/export`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="client-data-jane-doe-whitfield-2026-11-23.json"');
    const data = res.json<ClientDataExport>();
    expect(data.client).toMatchObject({
      _id: jane,
      name: JANE.name,
      email: JANE.email,
      phone: JANE.phone,
      marketingConsentAt: null,
      erasedAt: null,
    });
    expect(data.visits.map((v) => [v.start, v.status, v.service.name, v.price])).toEqual([
      ['2026-09-10T10:00:00.000Z', 'completed', 'Cut', 45],
      ['2026-10-05T09:00:00.000Z', 'completed', 'Cut', 45],
    ]);
    // Each a visit of one service: its own visit (services booked together share their first one's id).
    expect(data.visits.map((v) => v.visitId)).toEqual(data.visits.map((v) => v._id));
    const [deposit, checkedOut] = data.visits;
    expect(deposit!.onlinePayments).toEqual([
      { provider: 'offline', amount: 9, status: 'paid', paidAt: '2026-09-01T12:00:00.000Z', refunded: 0 },
    ]);
    expect(deposit!.money).toEqual([expect.objectContaining({ kind: 'online_payment', method: 'online', amount: 9 })]);
    expect(checkedOut!.details).toEqual(JANE);
    expect(checkedOut!.money).toEqual([
      expect.objectContaining({ kind: 'salon_payment', method: 'card', amount: 45, tip: 5, note: `${JANE.name} asked for a receipt` }),
    ]);
    // The confirmation of her booking went to her (the stylist's copy is the salon's own mail, not hers).
    expect(data.messages.map((m) => [m.kind, m.to])).toEqual([['booking_confirmed', JANE.email]]);
    expect(data.messages[0]!.text).toContain('Cut');
    // Nothing of Bob's.
    const text = res.body.toLowerCase();
    for (const needle of [BOB.name, BOB.email, BOB.phone, 'Paid by card']) expect(text).not.toContain(needle.toLowerCase());
  });

  it('answers 404 for a client that does not exist and 400 for an id that is not one', async () => {
    expect((await call('GET', '/api/clients/00000000-0000-4000-8000-000000000000/export')).statusCode).toBe(404);
    expect((await call('POST', '/api/clients/00000000-0000-4000-8000-000000000000/erase')).json()).toMatchObject({
      code: 'NOT_FOUND',
      error: 'Client not found',
    });
    expect((await call('GET', '/api/clients/nope/export')).statusCode).toBe(400);
  });

  it('refuses to erase a client with a booking still to come, and changes nothing', async () => {
    const upcoming = await givenAppointment(suite.db, {
      beauticianId: suite.alice,
      serviceId: suite.cut,
      start: '2026-11-30T10:00:00Z',
      client: BOB,
    });
    const before = await findTextAnywhere(suite.db, [BOB.email]);
    const res = await call('POST', `/api/clients/${bob}/erase`);
    expect([res.statusCode, res.json().code]).toEqual([409, 'CLIENT_HAS_UPCOMING_VISIT']);
    expect(res.json().error).toBe(
      'This client has a booking still to come. Cancel it (and refund what is due) first, then erase the client.',
    );
    expect(await findTextAnywhere(suite.db, [BOB.email])).toEqual(before);
    await suite.db.delete(appointments).where(eq(appointments.id, upcoming));
  });

  it('erases every personal field of the client everywhere, and leaves the revenue and the takings as they were', async () => {
    // A later booking she rang to cancel: its confirmation and cancellation e-mails, and the reason staff typed, name her too.
    const later = await bookThroughApi(suite.app, {
      serviceId: suite.cut,
      beauticianId: suite.alice,
      startISO: '2026-11-27T10:00:00Z',
      client: JANE,
    });
    const cancelled = await call('POST', `/api/appointments/${later}/cancel`, {
      requestedBy: 'staff',
      reason: `${JANE.name} rang from ${JANE.phone}`,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const revenue = (await call('GET', `/api/revenue?${REPORT}`)).json();
    const details = (await call('GET', `/api/revenue/details?${REPORT}`)).json();
    const takings = (await call('GET', `/api/takings?${REPORT}`)).json();
    const needles = [JANE.name, JANE.email, JANE.phone, '7700900111', JANE.notes];
    expect(await findTextAnywhere(suite.db, needles)).toEqual(
      expect.arrayContaining([
        'public.appointments.cancel_reason',
        'public.outbox_messages.to_address',
        'public.outbox_messages.text_body',
        'public.money_entries.note',
      ]),
    );

    const res = await call('POST', `/api/clients/${jane}/erase`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ _id: jane, erasedAt: NOW.toISOString() });

    expect(await findTextAnywhere(suite.db, needles)).toEqual([]);
    expect((await call('GET', `/api/revenue?${REPORT}`)).json()).toEqual(revenue);
    expect((await call('GET', `/api/revenue/details?${REPORT}`)).json()).toEqual(details);
    expect((await call('GET', `/api/takings?${REPORT}`)).json()).toEqual(takings);
    const [record] = await suite.db.select().from(clients).where(eq(clients.id, jane));
    expect(record).toMatchObject({
      name: ERASED_CLIENT_NAME,
      email: '',
      phone: '',
      emailKey: null,
      phoneKey: '',
      notes: '',
      marketingConsentAt: null,
      erasedAt: NOW,
    });
    // The visits are kept, anonymous, with their money; Bob's are untouched.
    const visits = await suite.db.select().from(appointments).where(eq(appointments.clientId, jane));
    expect(visits.map((v) => [v.clientName, v.status, v.pricePence]).sort()).toEqual([
      [ERASED_CLIENT_NAME, 'cancelled_no_refund', 4500],
      [ERASED_CLIENT_NAME, 'completed', 4500],
      [ERASED_CLIENT_NAME, 'completed', 4500],
    ]);
    expect(await findTextAnywhere(suite.db, [BOB.name, BOB.email])).toEqual(
      expect.arrayContaining(['public.appointments.client_name', 'public.clients.email', 'public.outbox_messages.to_address']),
    );
  });

  it('answers a second erasure with the first, changing nothing', async () => {
    suite.setNow(new Date('2026-11-23T09:00:00Z'));
    const res = await call('POST', `/api/clients/${jane}/erase`);
    suite.setNow(NOW);
    expect([res.statusCode, res.json()]).toEqual([200, { _id: jane, erasedAt: NOW.toISOString() }]);
  });

  it('exports an erased client as the anonymous record that is left', async () => {
    const data = (await call('GET', `/api/clients/${jane}/export`)).json<ClientDataExport>();
    expect(data.client).toMatchObject({ name: ERASED_CLIENT_NAME, email: '', phone: '', erasedAt: NOW.toISOString() });
    expect(data.visits.map((v) => v.details)).toEqual([0, 1, 2].map(() => ({ name: ERASED_CLIENT_NAME, email: '', phone: '', notes: '' })));
    expect(data.messages).toEqual([]);
  });

  it('keeps the ledger append-only for anything but the erasure’s blank note', async () => {
    const [entry] = await suite.db.select().from(moneyEntries).where(eq(moneyEntries.appointmentId, janeDeposit));
    // Refused by the ledger's own rule (migration 0011, SL002), not by any error that happens to come along.
    const appendOnly = { code: 'SL002', message: 'money entries are never changed or deleted; record a reversal' };
    expect(await databaseRefusal(suite.db.update(moneyEntries).set({ amountPence: 1 }).where(eq(moneyEntries.id, entry!.id)))).toEqual(
      appendOnly,
    );
    expect(await databaseRefusal(suite.db.update(moneyEntries).set({ note: 'changed' }).where(eq(moneyEntries.id, entry!.id)))).toEqual(
      appendOnly,
    );
    expect(
      await databaseRefusal(suite.db.execute(sql`update money_entries set note = '', amount_pence = 2 where id = ${entry!.id}`)),
    ).toEqual(appendOnly);
  });

  it('gives the same person booking again a new record, not the erased one', async () => {
    const fresh = await clientOf(
      await bookThroughApi(suite.app, { serviceId: suite.cut, beauticianId: suite.alice, startISO: '2026-11-25T10:00:00Z', client: JANE }),
    );
    expect(fresh).not.toBe(jane);
    expect((await suite.db.select().from(clients).where(eq(clients.id, fresh)))[0]).toMatchObject({ name: JANE.name, erasedAt: null });
  });
});
