import { describe, expect, it } from 'vitest';
import { FeeListSchema, type FeeList } from '../../../core/schemas/fee.schema.ts';
import { visitFees } from '../../db/schema/fees.ts';
import { offlineTestCard, type TestCardBehaviour } from '../../payments/offline-provider.ts';
import { givenAppointment } from '../../../../tests/builders/appointment.builder.ts';
import { givenSavedCard } from '../../../../tests/builders/card.builder.ts';
import { givenBeautician } from '../../../../tests/builders/catalog.builder.ts';
import { signInAsStaff } from '../../../../tests/support/staff-session.ts';
import { engines } from '../../../../tests/support/test-database.ts';
import { salonAppForSuite } from '../../../../tests/support/salon-app.ts';

const NOW = new Date('2026-11-23T15:00:00Z');
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const ago = (ms: number) => new Date(NOW.getTime() - ms);

type Status = 'charging' | 'paid' | 'requested' | 'failed' | 'waived' | 'refunded';

describe.each(engines)('GET /api/fees: the dashboard’s no-show and late-cancellation fees (%s)', (engine) => {
  const s = salonAppForSuite(engine, NOW);
  let slot = 0;

  /** A £45 Cut the client missed, each at a time of its own (one an hour, going back from this morning). */
  const missed = async (beauticianId = s.alice, clientName = `Client ${slot}`) => {
    const start = new Date(Date.UTC(2026, 10, 23, 9) - slot++ * HOUR).toISOString();
    return givenAppointment(s.db, {
      beauticianId,
      serviceId: s.cut,
      start,
      status: 'no_show',
      client: { name: clientName, email: `client${slot}@example.com`, phone: `0770090${String(slot).padStart(4, '0')}` },
    });
  };

  /** A fee written straight to the table: `status`, last changed `changedAt`. */
  const givenFee = async (status: Status, changedAt: Date, beauticianId = s.alice) => {
    const visitId = await missed(beauticianId);
    await s.db.insert(visitFees).values({
      visitId,
      kind: 'late_cancellation',
      percent: 50,
      pricePence: 4500,
      feePence: 2250,
      keptPence: 0,
      chargePence: 2250,
      status,
      provider: 'offline',
      failure: status === 'failed' ? 'Your card has insufficient funds.' : '',
      waiveReason: status === 'waived' ? 'First time' : null,
      refundedPence: status === 'refunded' ? 2250 : 0,
      createdAt: ago(30 * DAY),
      updatedAt: changedAt,
    });
    return visitId;
  };

  /** A no-show with a saved test card, charged through the API now. */
  const charged = async (behaviour: TestCardBehaviour) => {
    const id = await missed();
    await givenSavedCard(s.db, id, offlineTestCard(behaviour));
    const res = await s.staff.post(`/api/appointments/${id}/fee/charge`);
    expect(res.statusCode, res.body).toBe(200);
    return id;
  };

  const list = async (cookie?: string) => {
    const res = await (cookie ? s.as(cookie) : s.staff).get('/api/fees');
    expect(res.statusCode, res.body).toBe(200);
    return FeeListSchema.parse(res.json()).fees;
  };
  const ids = (fees: FeeList['fees'], of: readonly string[]) => fees.map((f) => f.appointmentId).filter((id) => of.includes(id));

  it('lists the waiting fees first, then those decided in the last 7 days, each newest first', async () => {
    const requestedLongAgo = await givenFee('requested', ago(10 * DAY));
    const failedThisAfternoon = await givenFee('failed', ago(HOUR));
    const charging = await givenFee('charging', ago(2 * HOUR));
    const paidYesterday = await givenFee('paid', ago(DAY));
    const waivedJustInside = await givenFee('waived', ago(7 * DAY - 60_000));
    const refundedLastWeek = await givenFee('refunded', ago(8 * DAY));
    const paidJustOutside = await givenFee('paid', ago(7 * DAY + 60_000));
    const declinedNow = await charged('declined');
    const paidNow = await charged('succeeds');
    const mine = [
      requestedLongAgo,
      failedThisAfternoon,
      charging,
      paidYesterday,
      waivedJustInside,
      refundedLastWeek,
      paidJustOutside,
      declinedNow,
      paidNow,
    ];

    const fees = await list();
    expect(ids(fees, mine)).toEqual([
      declinedNow,
      failedThisAfternoon,
      charging,
      requestedLongAgo,
      paidNow,
      paidYesterday,
      waivedJustInside,
    ]);
    // Open fees come before every decided one, whoever wrote them.
    const open = fees.map((f) => ['charging', 'requested', 'failed'].includes(f.status));
    expect(open).toEqual([...open].sort((a, b) => Number(b) - Number(a)));

    const byId = new Map(fees.map((f) => [f.appointmentId, f]));
    expect(byId.get(declinedNow)).toEqual({
      appointmentId: declinedNow,
      kind: 'no_show',
      status: 'failed',
      charge: 22.5,
      clientName: expect.stringMatching(/^Client \d+$/),
      serviceName: 'Cut',
      start: expect.stringMatching(/^2026-11-2\dT\d\d:00:00\.000Z$/),
      decidedAt: NOW.toISOString(),
      failure: 'Your card has insufficient funds.',
      waiveReason: null,
      // Every charge names who made it (issue 39).
      decidedBy: 'Test Manager',
      refundedBy: null,
    });
    expect(byId.get(paidNow)).toMatchObject({ status: 'paid', decidedAt: NOW.toISOString(), failure: '' });
    expect(byId.get(waivedJustInside)).toMatchObject({ kind: 'late_cancellation', status: 'waived', waiveReason: 'First time' });
    expect(byId.get(waivedJustInside)!.decidedAt).toBe(ago(7 * DAY - 60_000).toISOString());
  });

  it('shows a stylist only the fees of their own beautician’s appointments', async () => {
    const bea = await givenBeautician(s.db, { name: 'Bea' });
    const beasOpen = await givenFee('requested', ago(3 * HOUR), bea);
    const beasPaid = await givenFee('paid', ago(2 * DAY), bea);
    const alicesOpen = await givenFee('failed', ago(30 * 60_000));
    const alicesPaid = await givenFee('paid', ago(DAY / 2));

    const stylist = await signInAsStaff(s.app, s.db, { role: 'stylist', beauticianId: bea, email: 'bea-fees@example.com' });
    expect((await list(stylist)).map((f) => f.appointmentId)).toEqual([beasOpen, beasPaid]);

    const reception = await signInAsStaff(s.app, s.db, { role: 'reception', email: 'reception-fees@example.com' });
    const all = [beasOpen, beasPaid, alicesOpen, alicesPaid];
    expect(ids(await list(reception), all)).toEqual([alicesOpen, beasOpen, alicesPaid, beasPaid]);
  });

  it('answers at most 50 fees, the waiting ones kept', async () => {
    for (let n = 0; n < 3; n++) await givenFee('paid', ago(HOUR));
    for (let n = 0; n < 50; n++) await givenFee('requested', ago(n * 60_000 + 1));
    const fees = await list();
    expect(fees).toHaveLength(50);
    expect(fees.every((f) => ['charging', 'requested', 'failed'].includes(f.status))).toBe(true);
  });

  // Issue 40: a no-show nobody has charged or waived was on no list; the panel is for exactly those.
  it('lists first the fees nobody has charged or waived, each until it is decided', async () => {
    const undecided = await missed();
    const paidInFull = await givenAppointment(s.db, {
      beauticianId: s.alice,
      serviceId: s.cut,
      start: ago(3 * DAY).toISOString(),
      status: 'no_show',
      amountPaidPence: 4500,
    });
    const lastMonth = await givenAppointment(s.db, {
      beauticianId: s.alice,
      serviceId: s.cut,
      start: ago(31 * DAY).toISOString(),
      status: 'no_show',
    });

    const fees = await list();
    expect(fees[0]).toEqual({
      appointmentId: undecided,
      kind: 'no_show',
      status: 'none',
      charge: 22.5,
      clientName: expect.stringMatching(/^Client \d+$/),
      serviceName: 'Cut',
      start: expect.any(String),
      decidedAt: null,
      failure: '',
      waiveReason: null,
      decidedBy: null,
      refundedBy: null,
    });
    // Before the 50 fees still waiting (the test above); nothing to decide where the money kept covers the fee; a visit
    // of over a month ago is left to its own page.
    expect(fees).toHaveLength(50);
    expect(ids(fees, [undecided, paidInFull, lastMonth])).toEqual([undecided]);

    expect((await s.staff.post(`/api/appointments/${undecided}/fee/waive`, { reason: 'Her first miss' })).statusCode).toBe(200);
    // Decided, it leaves the undecided (and here, behind 50 waiting fees, the list).
    expect((await list()).filter((f) => f.status === 'none')).toEqual([]);
  });

  it('refuses a request without a session', async () => {
    expect((await s.app.inject({ method: 'GET', url: '/api/fees' })).statusCode).toBe(401);
  });
});
