import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { givenAppointment } from '../../../../tests/builders/appointment.builder.ts';
import { givenSavedCard } from '../../../../tests/builders/card.builder.ts';
import { givenBeautician, givenService } from '../../../../tests/builders/catalog.builder.ts';
import { salonAppForSuite } from '../../../../tests/support/salon-app.ts';
import { signInAsStaff } from '../../../../tests/support/staff-session.ts';
import { engines } from '../../../../tests/support/test-database.ts';
import type { AppointmentStatus } from '../../../core/schemas/appointment.schema.ts';
import { appointments } from '../../db/schema/booking.ts';
import { clients } from '../../db/schema/clients.ts';
import { visitFees } from '../../db/schema/fees.ts';
import { offlineTestCard } from '../../payments/offline-provider.ts';

// Monday 23 Nov 2026, 12:00 in London. Alice's Cut is 60 minutes, £45; cancelling is free until 24 hours before.
const NOW = new Date('2026-11-23T12:00:00Z');

describe.each(engines)('a client’s no-show policy on their record (issue 26, %s)', (engine) => {
  const s = salonAppForSuite(engine, NOW);
  const profileOf = (id: string, cookie?: string) => (cookie ? s.as(cookie) : s.staff).get(`/api/clients/${id}`);
  const patch = (id: string, payload: object, cookie?: string) => (cookie ? s.as(cookie) : s.staff).patch(`/api/clients/${id}`, payload);
  const clientOf = async (appointmentId: string) =>
    (await s.db.select().from(appointments).where(eq(appointments.id, appointmentId)))[0]!.clientId!;
  const cardRuleOf = async (id: string) => (await s.db.select().from(clients).where(eq(clients.id, id)))[0]!.cardRule;

  /** An appointment of the client's, cancelled by `by` at `at` when given. */
  const visit = async (
    client: { name: string; email: string; phone: string },
    start: string,
    status: AppointmentStatus,
    cancelled?: { by: 'client' | 'staff'; at: string },
    where: { beauticianId?: string; serviceId?: string } = {},
  ) => {
    const id = await givenAppointment(s.db, {
      beauticianId: where.beauticianId ?? s.alice,
      serviceId: where.serviceId ?? s.cut,
      start,
      status,
      client,
    });
    if (cancelled)
      await s.db
        .update(appointments)
        .set({
          cancelledBy: cancelled.by,
          cancelledAt: new Date(cancelled.at),
          // Late or not, as the cancellation decides it under the booking's 24-hour window (docs/decisions/0037).
          cancelledLate: new Date(start).getTime() - new Date(cancelled.at).getTime() < 24 * 3_600_000,
        })
        .where(eq(appointments.id, id));
    return id;
  };

  /** A fee as the fees module leaves it, written straight to the table. */
  const givenFee = (values: {
    visitId: string;
    clientId: string;
    kind: 'no_show' | 'late_cancellation';
    status: string;
    feePence: number;
    percent: number;
    createdAt: string;
    waiveReason?: string;
    providerPaymentId?: string;
  }) =>
    s.db.insert(visitFees).values({
      ...values,
      pricePence: 4500,
      keptPence: 0,
      chargePence: values.feePence,
      provider: 'offline',
      testMoney: true,
      createdAt: new Date(values.createdAt),
      ...(values.status === 'paid' ? { paidAt: new Date(values.createdAt) } : {}),
    });

  it('shows the saved card (brand and last four only), the no-shows, the client’s late cancellations and the fees, newest first', async () => {
    const kim = { name: 'Kim Policy', email: 'kim.policy@example.co.uk', phone: '07700 900701' };
    const noShow = await visit(kim, '2026-11-16T10:00:00Z', 'no_show');
    // The same visit's second service: still one no-show.
    await givenAppointment(s.db, {
      beauticianId: s.alice,
      serviceId: s.cut,
      start: '2026-11-16T11:00:00Z',
      status: 'no_show',
      client: kim,
      visit: { id: noShow, position: 1 },
    });
    // Cancelled by the client 8 hours before: late. 48 hours before: in good time. By the salon 1 hour before: not theirs.
    const late = await visit(kim, '2026-11-20T10:00:00Z', 'cancelled_no_refund', { by: 'client', at: '2026-11-20T02:00:00Z' });
    await visit(kim, '2026-11-21T10:00:00Z', 'cancelled_full_refund', { by: 'client', at: '2026-11-19T10:00:00Z' });
    await visit(kim, '2026-11-22T10:00:00Z', 'cancelled_full_refund', { by: 'staff', at: '2026-11-22T09:00:00Z' });
    const card = offlineTestCard('succeeds');
    const id = await givenSavedCard(s.db, noShow, card);
    await givenFee({
      visitId: noShow,
      clientId: id,
      kind: 'no_show',
      status: 'paid',
      percent: 50,
      feePence: 2250,
      createdAt: '2026-11-16T12:00:00Z',
      providerPaymentId: 'offline_pi_fee-secret',
    });
    await givenFee({
      visitId: late,
      clientId: id,
      kind: 'late_cancellation',
      status: 'waived',
      percent: 20,
      feePence: 900,
      createdAt: '2026-11-20T09:00:00Z',
      waiveReason: 'Family emergency',
    });

    const res = await profileOf(id);
    expect(res.statusCode, res.body).toBe(200);
    // Never the provider's references: not the card's, not the customer's, not a payment's.
    expect(res.body).not.toContain(card.paymentMethodId);
    expect(res.body).not.toContain('offline_pm_');
    expect(res.body).not.toContain('offline_pi_');
    expect(res.json()).toMatchObject({ noShows: 1, cancellations: 3 });
    expect(res.json().noShowPolicy).toEqual({
      cardRule: 'policy',
      card: { brand: 'visa', last4: '4242', savedAt: expect.any(String), testMoney: true },
      noShows: 1,
      lateCancellations: 1,
      fees: [
        {
          visitId: late,
          kind: 'late_cancellation',
          status: 'waived',
          charge: 9,
          createdAt: '2026-11-20T09:00:00.000Z',
          waiveReason: 'Family emergency',
        },
        { visitId: noShow, kind: 'no_show', status: 'paid', charge: 22.5, createdAt: '2026-11-16T12:00:00.000Z', waiveReason: null },
      ],
    });
  });

  it('a client without a card, misses or fees', async () => {
    const id = await clientOf(
      await visit({ name: 'Lou Clean', email: 'lou.clean@example.co.uk', phone: '07700 900702' }, '2026-11-10T10:00:00Z', 'completed'),
    );
    expect((await profileOf(id)).json().noShowPolicy).toEqual({
      cardRule: 'policy',
      card: null,
      noShows: 0,
      lateCancellations: 0,
      fees: [],
    });
  });

  it('the owner sets whether the client must save a card; bad values are refused in words', async () => {
    const id = await clientOf(
      await visit({ name: 'Max Rule', email: 'max.rule@example.co.uk', phone: '07700 900703' }, '2026-11-11T10:00:00Z', 'completed'),
    );
    const required = await patch(id, { cardRule: 'require' });
    expect(required.statusCode, required.body).toBe(200);
    expect(required.json().noShowPolicy.cardRule).toBe('require');
    expect(await cardRuleOf(id)).toBe('require');
    expect((await patch(id, { cardRule: 'waive' })).json().noShowPolicy.cardRule).toBe('waive');
    expect((await profileOf(id)).json().noShowPolicy.cardRule).toBe('waive');

    const bad = await patch(id, { cardRule: 'always' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.fields).toEqual({ cardRule: 'cardRule must be policy, require or waive' });
    expect(await cardRuleOf(id)).toBe('waive');
    expect((await patch(id, { cardRule: 'policy' })).json().noShowPolicy.cardRule).toBe('policy');
  });

  it('a stylist sees it for their own visits but may not set the card rule (403)', async () => {
    const bea = await givenBeautician(s.db, { name: 'Bea Policy' });
    const colour = await givenService(s.db, { name: 'Colour Policy', primaryBeauticianId: bea });
    const nia = { name: 'Nia Scoped', email: 'nia.scoped@example.co.uk', phone: '07700 900704' };
    const withAlice = await visit(nia, '2026-11-12T10:00:00Z', 'no_show');
    const withBea = await visit(nia, '2026-11-13T10:00:00Z', 'no_show', undefined, { beauticianId: bea, serviceId: colour });
    const id = await givenSavedCard(s.db, withAlice, offlineTestCard('declined'));
    await givenFee({
      visitId: withBea,
      clientId: id,
      kind: 'no_show',
      status: 'failed',
      percent: 50,
      feePence: 2250,
      createdAt: '2026-11-13T12:00:00Z',
    });
    const stylist = await signInAsStaff(s.app, s.db, { role: 'stylist', beauticianId: s.alice, email: 'stylist-no-show@example.com' });

    const seen = await profileOf(id, stylist);
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json().noShowPolicy).toEqual({
      cardRule: 'policy',
      card: { brand: 'visa', last4: '9995', savedAt: expect.any(String), testMoney: true },
      noShows: 1,
      lateCancellations: 0,
      fees: [],
    });
    // The owner sees every visit's.
    expect((await profileOf(id)).json().noShowPolicy).toMatchObject({ noShows: 2, fees: [{ visitId: withBea, status: 'failed' }] });

    const refused = await patch(id, { cardRule: 'waive' }, stylist);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      error: 'Only the owner or reception can choose whether a client must save a card to book online.',
      code: 'FORBIDDEN',
    });
    // Not even with other changes that a stylist may make: nothing is saved.
    expect((await patch(id, { cardRule: 'require', notes: 'Not saved' }, stylist)).statusCode).toBe(403);
    expect(await cardRuleOf(id)).toBe('policy');
    expect((await profileOf(id)).json().notes).toBe('');
    // Their notes are still theirs to keep.
    expect((await patch(id, { notes: 'Patch test done' }, stylist)).statusCode).toBe(200);

    const reception = await signInAsStaff(s.app, s.db, { role: 'reception', email: 'reception-no-show@example.com' });
    expect((await patch(id, { cardRule: 'require' }, reception)).json().noShowPolicy.cardRule).toBe('require');
  });
});
