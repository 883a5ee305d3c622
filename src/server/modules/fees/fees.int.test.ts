import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { FeeView, PublicFee } from '../../../core/schemas/fee.schema.ts';
import type { RevenueReport } from '../../../core/schemas/revenue.schema.ts';
import type { TakingsReport } from '../../../core/schemas/till.schema.ts';
import { appointments } from '../../db/schema/booking.ts';
import { payments } from '../../db/schema/checkout.ts';
import { outboxMessages } from '../../db/schema/notifications.ts';
import { moneyEntries } from '../../db/schema/till.ts';
import { offlineTestCard, type TestCardBehaviour } from '../../payments/offline-provider.ts';
import { FEE_BEING_PAID_MESSAGE } from './fee.service.ts';
import { givenAppointment } from '../../../../tests/builders/appointment.builder.ts';
import { givenSavedCard } from '../../../../tests/builders/card.builder.ts';
import { pressPay } from '../../../../tests/support/offline-pay.ts';
import { signInAsStaff } from '../../../../tests/support/staff-session.ts';
import { engines } from '../../../../tests/support/test-database.ts';
import { salonAppForSuite } from '../../../../tests/support/salon-app.ts';

const NOW = new Date('2026-11-23T15:00:00Z');
const DAY = 'startDate=2026-11-23&endDate=2026-11-23';

describe.each(engines)('no-show fees with the offline provider’s test cards (%s)', (engine) => {
  const s = salonAppForSuite(engine, NOW, { secondApp: true });
  let hour = 0;

  /** A £45 Cut this morning (or earlier), its £9 deposit paid, the client not come; a test card of `behaviour` saved. */
  const noShow = async (behaviour?: TestCardBehaviour, email = `client${hour}@example.com`) => {
    const start = new Date(Date.UTC(2026, 10, 23, 9 + (hour % 5), 0) - Math.floor(hour++ / 5) * 86_400_000).toISOString();
    const id = await givenAppointment(s.db, {
      beauticianId: s.alice,
      serviceId: s.cut,
      start,
      status: 'no_show',
      paymentMode: 'deposit',
      amountPaidPence: 900,
      paidAt: '2026-11-20T10:00:00Z',
      testMoney: true,
      client: { name: 'Nia Client', email, phone: `0770090${String(hour).padStart(4, '0')}` },
    });
    if (behaviour) await givenSavedCard(s.db, id, offlineTestCard(behaviour));
    return id;
  };
  const fee = (id: string) => s.staff.read<FeeView>(`/api/appointments/${id}/fee`);
  const charge = (id: string, onSecond = false) =>
    s.as(s.cookie, onSecond ? s.second : undefined).post(`/api/appointments/${id}/fee/charge`);
  const feeEntries = async (id: string) =>
    s.db
      .select({ kind: moneyEntries.kind, amountPence: moneyEntries.amountPence, takenAt: moneyEntries.takenAt })
      .from(moneyEntries)
      .where(and(eq(moneyEntries.appointmentId, id)))
      .orderBy(moneyEntries.recordedAt);
  const feeMail = async (id: string) =>
    s.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.appointmentId, id), eq(outboxMessages.kind, 'fee_requested')));
  const linkOf = (text: string) => /\/fee\/([A-Za-z0-9_-]{22})/.exec(text)![1]!;

  it('quotes the fee with the deposit counted towards it, and charges the saved card the rest, once', async () => {
    const id = await noShow('succeeds');
    expect(await fee(id)).toMatchObject({
      kind: 'no_show',
      percent: 50,
      fee: 22.5,
      kept: 9,
      charge: 13.5,
      status: 'none',
      card: { brand: 'visa', last4: '4242' },
    });
    const res = await charge(id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'paid', charge: 13.5, paidAt: NOW.toISOString() });
    // The money is the visit's: its ledger has the fee as an online payment on the day it was taken.
    expect(await feeEntries(id)).toEqual([
      { kind: 'online_payment', amountPence: 900, takenAt: new Date('2026-11-20T10:00:00Z') },
      { kind: 'online_payment', amountPence: 1350, takenAt: NOW },
    ]);
    const [row] = await s.db.select().from(appointments).where(eq(appointments.id, id));
    expect(row).toMatchObject({ status: 'no_show', amountPaidPence: 2250 });
    // Clicked again: the fee as it stands, nothing charged twice.
    expect((await charge(id)).json()).toMatchObject({ status: 'paid' });
    expect(await feeEntries(id)).toHaveLength(2);
  });

  it('charges once when 50 requests arrive at once over two processes', async () => {
    const id = await noShow('succeeds');
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => charge(id, i % 2 === 1)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(50).fill(200));
    expect(answers.some((a) => a.json().status === 'paid')).toBe(true);
    expect((await feeEntries(id)).filter((e) => e.amountPence === 1350)).toHaveLength(1);
    expect(await fee(id)).toMatchObject({ status: 'paid' });
  });

  it('puts the fee in that day’s takings and in revenue, and takes it out again when refunded', async () => {
    const id = await noShow('succeeds');
    const before = await s.staff.read<TakingsReport>(`/api/takings?${DAY}`);
    const revenueBefore = await s.staff.read<RevenueReport>(`/api/revenue?startDate=2026-11-01&endDate=2026-11-30`);
    await charge(id);
    const after = await s.staff.read<TakingsReport>(`/api/takings?${DAY}`);
    expect(after.totals.online - before.totals.online).toBeCloseTo(13.5);
    const revenue = await s.staff.read<RevenueReport>(`/api/revenue?startDate=2026-11-01&endDate=2026-11-30`);
    expect(revenue.beauticians[0]!.revenue - revenueBefore.beauticians[0]!.revenue).toBeCloseTo(13.5);

    const refunded = await s.staff.post(`/api/appointments/${id}/fee/refund`);
    expect(refunded.json()).toMatchObject({ status: 'refunded', refunded: 13.5 });
    expect((await s.staff.post(`/api/appointments/${id}/fee/refund`)).json()).toMatchObject({ status: 'refunded' });
    expect((await feeEntries(id)).at(-1)).toMatchObject({ kind: 'online_refund', amountPence: -1350 });
    const end = await s.staff.read<TakingsReport>(`/api/takings?${DAY}`);
    expect(end.totals.total).toBeCloseTo(before.totals.total);
    const revenueEnd = await s.staff.read<RevenueReport>(`/api/revenue?startDate=2026-11-01&endDate=2026-11-30`);
    expect(revenueEnd.beauticians[0]!.revenue).toBeCloseTo(revenueBefore.beauticians[0]!.revenue);
  });

  it('e-mails a link when the bank asks for authentication, and the fee is paid through it', async () => {
    const id = await noShow('authenticate');
    expect((await charge(id)).json()).toMatchObject({ status: 'requested' });
    const [mail] = await feeMail(id);
    expect(mail).toMatchObject({ subject: 'Test Salon: missed appointment fee of £13.50' });
    expect(mail!.textBody).toContain('Your bank asked for you to confirm this payment yourself');
    const token = linkOf(mail!.textBody);
    const page = await s.app.inject({ method: 'GET', url: `/api/fees/${token}` });
    expect(page.json<PublicFee>()).toMatchObject({ kind: 'no_show', amount: 13.5, status: 'due' });
    const pay = await s.app.inject({ method: 'POST', url: `/api/fees/${token}/pay` });
    expect(pay.statusCode, pay.body).toBe(200);
    const url = pay.json().url as string;
    expect(url).toMatch(/^\/pay\/offline_cs_/);
    const paid = await pressPay(s.app, url.replace('/pay/', ''));
    expect(paid.headers.location).toBe('/fee/paid');
    expect(await fee(id)).toMatchObject({ status: 'paid' });
    expect((await s.app.inject({ method: 'GET', url: `/api/fees/${token}` })).json()).toMatchObject({ status: 'paid' });
    expect((await s.app.inject({ method: 'POST', url: `/api/fees/${token}/pay` })).statusCode).toBe(409);
    expect((await feeEntries(id)).filter((e) => e.amountPence === 1350)).toHaveLength(1);
  });

  it('opens one payment page for a burst of clicks over two processes, a new one only as it closes; money paid twice goes back', async () => {
    const id = await noShow('authenticate');
    await charge(id);
    const token = linkOf((await feeMail(id))[0]!.textBody);
    const click = (app = s.app) => app.inject({ method: 'POST', url: `/api/fees/${token}/pay` });
    const burst = await Promise.all(Array.from({ length: 25 }, (_, n) => click(n % 2 === 0 ? s.app : s.second.app)));
    const opened = burst.filter((r) => r.statusCode === 200).map((r) => r.json().url as string);
    expect(opened.length).toBeGreaterThan(0);
    expect(new Set(opened).size).toBe(1);
    // Any click the first had not answered yet is asked to try again, and then gets the same page.
    expect(burst.filter((r) => r.statusCode !== 200).map((r) => r.json().code)).toEqual(Array(25 - opened.length).fill('FEE_PAGE_OPENING'));
    expect((await click()).json().url).toBe(opened[0]);
    const feeRow = (await s.db.select({ feeId: payments.feeId }).from(payments).where(eq(payments.appointmentId, id)))[0]!;
    expect(await s.db.select().from(payments).where(eq(payments.feeId, feeRow.feeId!))).toHaveLength(1);

    // Fifty-five minutes on, that page is about to close: the next click opens another, and both are paid.
    s.setNow(new Date(NOW.getTime() + 55 * 60_000));
    const later = (await click()).json().url as string;
    expect(later).not.toBe(opened[0]);
    const [first, second] = [opened[0]!.replace('/pay/', ''), later.replace('/pay/', '')];
    await pressPay(s.app, first);
    await pressPay(s.app, second);
    s.setNow(NOW);
    expect(await fee(id)).toMatchObject({ status: 'paid', charge: 13.5 });
    const [twice] = await s.db.select().from(payments).where(eq(payments.sessionId, second));
    expect(twice).toMatchObject({ status: 'refunded', refundedPence: 1350 });
    expect((await feeEntries(id)).map((e) => [e.kind, e.amountPence])).toEqual([
      ['online_payment', 900],
      ['online_payment', 1350],
      ['online_payment', 1350],
      ['online_refund', -1350],
    ]);
  });

  it('shows a declined card as failed, e-mails a link, and lets staff waive it with a reason', async () => {
    const id = await noShow('declined');
    expect((await charge(id)).json()).toMatchObject({ status: 'failed', failure: 'Your card has insufficient funds.' });
    expect((await feeMail(id))[0]!.textBody).toContain('it was declined');
    const noReason = await s.staff.post(`/api/appointments/${id}/fee/waive`, { reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error).toContain('Please say why the fee is waived.');
    const waived = await s.staff.post(`/api/appointments/${id}/fee/waive`, { reason: 'Family emergency' });
    expect(waived.json()).toMatchObject({ status: 'waived', waiveReason: 'Family emergency' });
    const token = linkOf((await feeMail(id))[0]!.textBody);
    expect((await s.app.inject({ method: 'GET', url: `/api/fees/${token}` })).json()).toMatchObject({ status: 'closed' });
    expect((await charge(id)).json()).toMatchObject({ status: 'waived' });
    expect(await feeEntries(id)).toHaveLength(1);
  });

  // Issue 40: a declined charge could only be waived; the client may have a good card by now.
  it('tries a declined card again, charging the card saved since, once', async () => {
    const id = await noShow('declined');
    expect((await charge(id)).json()).toMatchObject({ status: 'failed' });
    expect((await charge(id)).json()).toMatchObject({ status: 'failed', failure: 'Your card has insufficient funds.' });
    expect(await feeMail(id)).toHaveLength(2);

    await givenSavedCard(s.db, id, offlineTestCard('succeeds'));
    const [again, twice] = await Promise.all([charge(id), charge(id, true)]);
    expect([again.statusCode, twice.statusCode]).toEqual([200, 200]);
    expect(await fee(id)).toMatchObject({ status: 'paid', failure: '' });
    expect((await feeEntries(id)).filter((e) => e.amountPence === 1350)).toHaveLength(1);
  });

  // Review of issue 40: a retry while the client paid through their link took the money twice and recorded it once.
  it('does not try a declined card again while the client’s own payment page is open', async () => {
    const id = await noShow('declined');
    expect((await charge(id)).json()).toMatchObject({ status: 'failed' });
    const token = linkOf((await feeMail(id))[0]!.textBody);
    const page = (await s.app.inject({ method: 'POST', url: `/api/fees/${token}/pay` })).json().url as string;
    await givenSavedCard(s.db, id, offlineTestCard('succeeds'));
    const refused = await charge(id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'FEE_BEING_PAID', error: FEE_BEING_PAID_MESSAGE });
    await pressPay(s.app, page.replace('/pay/', ''));
    expect(await fee(id)).toMatchObject({ status: 'paid' });
    expect((await feeEntries(id)).filter((e) => e.amountPence === 1350)).toHaveLength(1);
  });

  it('asks a client with no saved card to pay through a link', async () => {
    const id = await noShow();
    expect(await fee(id)).toMatchObject({ card: null, charge: 13.5 });
    expect((await charge(id)).json()).toMatchObject({ status: 'requested' });
    expect((await feeMail(id))[0]!.textBody).toContain('You can pay it securely online.');
  });

  it('waives a fee nobody charged, and then never charges it', async () => {
    const id = await noShow('succeeds');
    expect((await s.staff.post(`/api/appointments/${id}/fee/waive`, { reason: 'First time' })).json()).toMatchObject({ status: 'waived' });
    expect((await charge(id)).json()).toMatchObject({ status: 'waived' });
    expect(await feeEntries(id)).toHaveLength(1);
  });

  it('refuses a stylist, and a visit with no fee, changing nothing', async () => {
    const id = await noShow('succeeds');
    const stylist = await signInAsStaff(s.app, s.db, { role: 'stylist', beauticianId: s.alice, email: 'stylist-fees@example.com' });
    expect((await s.as(stylist).post(`/api/appointments/${id}/fee/charge`)).statusCode).toBe(403);
    expect((await s.as(stylist).get(`/api/appointments/${id}/fee`)).statusCode).toBe(200);
    const confirmed = await givenAppointment(s.db, { beauticianId: s.alice, serviceId: s.cut, start: '2026-11-25T10:00:00Z' });
    const refused = await charge(confirmed);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toContain('only a no-show or a cancellation inside the cancellation window has one');
    expect(await fee(id)).toMatchObject({ status: 'none' });
  });
});
