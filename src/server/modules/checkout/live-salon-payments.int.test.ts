import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { givenAppointment } from '../../../../tests/builders/appointment.builder.ts';
import { bookingRequest } from '../../../../tests/builders/booking.builder.ts';
import { salonAppForSuite } from '../../../../tests/support/salon-app.ts';
import { engines } from '../../../../tests/support/test-database.ts';
import { appointments } from '../../db/schema/booking.ts';
import { payments } from '../../db/schema/checkout.ts';
import { salonSettings } from '../../db/schema/catalog.ts';

// Monday 23 Nov 2026, 08:00 in London. Cut: 60 minutes, £45, so the 20% deposit is £9.
const NOW = new Date('2026-11-23T08:00:00Z');
/** The no-show policy a salon starts with (issue 26): no card asked for, half the price for a no-show, a fifth late. */
const DEFAULT_FEE_POLICY = {
  cardRequiredWhen: [],
  cardRequiredOverPence: null,
  noShowFeePercent: 50,
  lateCancellationFeePercent: 20,
  freeCancellationHours: 24,
};
const start = (hour: number) => new Date(Date.UTC(2026, 10, 25, hour)).toISOString();

describe.each(engines)('a live salon with no payment provider set up (%s)', (engine) => {
  const s = salonAppForSuite(engine, NOW, { app: { testPayments: false } });

  it('tells the booking pages there is no online payment', async () => {
    expect((await s.app.inject({ url: '/api/salon' })).json().booking).toEqual({
      onlinePayment: 'off',
      depositPercent: 20,
      minNoticeMinutes: 120,
      maxVisitServices: 4,
      visitCategoryOrder: [],
      waitlist: true,
      // No card can be saved here, so none is asked for, whatever the settings say (issue 26); the fees still apply.
      feePolicy: DEFAULT_FEE_POLICY,
    });
  });

  it('cannot require a card, and the settings say why (issue 26)', async () => {
    expect((await s.staff.read<{ cardsAvailable: boolean }>('/api/settings')).cardsAvailable).toBe(false);
    const refused = await s.staff.patch('/api/settings', { cardRequiredWhen: ['new_clients'] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toContain('A card can only be required when online payments are set up');
    expect((await s.staff.read<{ cardRequiredWhen: string[] }>('/api/settings')).cardRequiredWhen).toEqual([]);
    // Rules kept from when Stripe was set up ask for no card now, and do not stop the owner saving anything else.
    await s.db.update(salonSettings).set({ cardRequiredWhen: ['always'] });
    expect((await s.app.inject({ url: '/api/salon' })).json().booking.feePolicy.cardRequiredWhen).toEqual([]);
    expect((await s.staff.patch('/api/settings', { reminderHours: 24 })).statusCode).toBe(200);
    await s.db.update(salonSettings).set({ cardRequiredWhen: [] });
    // Nor can a fee be charged online: staff are told to take it at the till.
    const noShow = await givenAppointment(s.db, {
      beauticianId: s.alice,
      serviceId: s.cut,
      start: '2026-11-22T10:00:00Z',
      status: 'no_show',
    });
    const charge = await s.staff.post(`/api/appointments/${noShow}/fee/charge`);
    expect(charge.statusCode).toBe(409);
    expect(charge.json().error).toContain('Fees can only be charged when online payments are set up');
    expect((await s.staff.read<{ status: string }>(`/api/appointments/${noShow}/fee`)).status).toBe('none');
    await s.db.delete(appointments).where(eq(appointments.id, noShow));
  });

  it('refuses Pay now and Pay deposit before holding anything, and still books Pay at salon', async () => {
    for (const mode of ['pay_now', 'deposit'] as const) {
      const res = await s.app.inject({
        method: 'POST',
        url: '/api/checkout/create-session',
        payload: bookingRequest({ serviceId: s.cut, beauticianId: s.alice, startISO: start(9), mode }),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        error: 'This salon does not take payment online. Please choose Pay at salon.',
        code: 'NO_ONLINE_PAYMENT',
      });
    }
    expect(await s.db.select().from(appointments)).toEqual([]);
    expect(await s.db.select().from(payments)).toEqual([]);
    const atSalon = await s.app.inject({
      method: 'POST',
      url: '/api/appointments',
      payload: bookingRequest({ serviceId: s.cut, beauticianId: s.alice, startISO: start(9) }),
    });
    expect(atSalon.statusCode).toBe(201);
  });

  it('has no test payment page: nothing can be marked paid without a provider', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const res = await s.app.inject({
        method,
        url: '/pay/offline_cs_00000000-0000-4000-8000-000000000000',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: method === 'POST' ? '' : undefined,
      });
      expect(res.statusCode).toBe(404);
    }
    expect((await s.app.inject({ url: '/api/checkout/confirm?session_id=offline_cs_x' })).statusCode).toBe(404);
    expect((await s.db.select().from(appointments)).map((a) => a.amountPaidPence)).toEqual([0]);
  });
});

describe.each(engines)('test money in the demo, where the offline test provider takes payments (%s)', (engine) => {
  const s = salonAppForSuite(engine, NOW);

  it('tells the booking pages online payments are test payments', async () => {
    expect((await s.app.inject({ url: '/api/salon' })).json().booking).toEqual({
      onlinePayment: 'test',
      depositPercent: 20,
      minNoticeMinutes: 120,
      maxVisitServices: 4,
      visitCategoryOrder: [],
      waitlist: true,
      feePolicy: DEFAULT_FEE_POLICY,
    });
  });

  it('marks a paid deposit as test money in the list, the revenue report, both CSVs and the client’s page', async () => {
    const session = await s.app.inject({
      method: 'POST',
      url: '/api/checkout/create-session',
      payload: bookingRequest({ serviceId: s.cut, beauticianId: s.alice, startISO: start(10), mode: 'deposit' }),
    });
    const url = session.json().url as string;
    expect(
      (await s.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' }))
        .statusCode,
    ).toBe(303);

    const list = (await s.staff.get('/api/appointments')).json() as Array<Record<string, unknown>>;
    expect(list).toEqual([expect.objectContaining({ status: 'confirmed', amountPaid: 9, testMoney: true })]);
    const report = (await s.staff.get('/api/revenue?startDate=2026-11-25&endDate=2026-11-25')).json();
    // The visit is still to come: its price counts, £9 of it taken (in test money), the rest due (docs/decisions/0027).
    expect(report.beauticians).toEqual([expect.objectContaining({ revenue: 45, testMoney: 9 })]);
    const breakdown = (await s.staff.get('/api/revenue/export.csv?startDate=2026-11-25&endDate=2026-11-25')).body;
    expect(breakdown).toContain('Of which test money (£)');
    expect(breakdown).toContain('Total,45.00,1,,9.00');
    const rows = (await s.staff.get('/api/revenue/export.csv?startDate=2026-11-25&endDate=2026-11-25&kind=appointments')).body;
    expect(rows.trimEnd().split('\r\n').at(-1)).toMatch(/,45\.00,test money$/);
  });
});
