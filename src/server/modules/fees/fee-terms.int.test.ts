import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ClientProfile } from '../../../core/schemas/client-profile.schema.ts';
import type { FeeList, FeeView } from '../../../core/schemas/fee.schema.ts';
import type { ManageCancelPreview } from '../../../core/schemas/notifications.schema.ts';
import { givenSavedCard } from '../../../../tests/builders/card.builder.ts';
import { givenBookingWithLink } from '../../../../tests/support/manage-link.ts';
import { salonAppForSuite } from '../../../../tests/support/salon-app.ts';
import { signInAsStaff } from '../../../../tests/support/staff-session.ts';
import { engines } from '../../../../tests/support/test-database.ts';
import { appointments } from '../../db/schema/booking.ts';
import { offlineTestCard } from '../../payments/offline-provider.ts';

// Issue 39: money a role should not move, and terms that stay as agreed. A client is charged the fee their booking's
// terms named, on the price they were told, under the window they were told, whatever the owner sets afterwards; and
// reception cannot charge a visit staff booked or repriced after its time. Monday 23 Nov 2026, 12:00; Alice's Cut is
// 60 minutes, £45; the salon's terms start at 50% for a no-show and 30% for a late cancellation, free until 24 hours.

const NOW = new Date('2026-11-23T12:00:00Z');
const HOUR = 3_600_000;

describe.each(engines)('fees as the client agreed to them (%s)', (engine) => {
  const s = salonAppForSuite(engine, NOW);
  const terms = async (patch: object) => expect((await s.staff.patch('/api/settings', patch)).statusCode).toBe(200);
  const fee = (id: string, cookie = s.cookie) => s.as(cookie).read<FeeView>(`/api/appointments/${id}/fee`);
  const charge = (id: string, cookie = s.cookie) => s.as(cookie).post(`/api/appointments/${id}/fee/charge`);
  let n = 0;
  /** A booking made under the terms set now, `hoursAhead` from now, with its manage link and a saved test card. */
  const booked = async (hoursAhead: number, card = true) => {
    n += 1;
    const client = { name: `Client ${n}`, email: `terms${n}@example.co.uk`, phone: `07700 9${String(n).padStart(5, '0')}` };
    const booking = await givenBookingWithLink(
      s.db,
      { beauticianId: s.alice, serviceId: s.cut, start: new Date(NOW.getTime() + hoursAhead * HOUR).toISOString(), client },
      NOW,
    );
    if (card) await givenSavedCard(s.db, booking.id, offlineTestCard('succeeds'));
    return booking;
  };
  const markNoShow = (id: string, cookie = s.cookie) => s.as(cookie).patch(`/api/appointments/${id}/status`, { status: 'no_show' });
  const preview = async (token: string) =>
    (await s.app.inject({ method: 'GET', url: `/api/manage/${token}/cancel/preview` })).json<ManageCancelPreview>();
  const cancelByClient = (token: string) => s.app.inject({ method: 'POST', url: `/api/manage/${token}/cancel`, payload: {} });

  it('charges a late cancellation the fee its terms stated, after the owner raises the fee', async () => {
    await terms({ noShowFeePercent: 50, lateCancellationFeePercent: 30, freeCancellationHours: 24 });
    const { token, id } = await booked(7);
    await terms({ lateCancellationFeePercent: 60 });
    expect((await preview(token)).lateFee).toMatchObject({ fee: 13.5, charge: 13.5 });
    expect((await cancelByClient(token)).json()).toMatchObject({ lateFee: { charge: 13.5, status: 'paid' } });
    expect(await fee(id)).toMatchObject({ kind: 'late_cancellation', percent: 30, charge: 13.5, status: 'paid' });
  });

  it('offers a no-show the fee agreed when booking, not the one the owner set since', async () => {
    await terms({ noShowFeePercent: 50, lateCancellationFeePercent: 30, freeCancellationHours: 24 });
    const { id } = await booked(2);
    await terms({ noShowFeePercent: 80 });
    s.setNow(new Date(NOW.getTime() + 4 * HOUR));
    expect((await markNoShow(id)).statusCode).toBe(200);
    expect(await fee(id)).toMatchObject({ kind: 'no_show', percent: 50, fee: 22.5, charge: 22.5, status: 'none' });
    s.setNow(NOW);
  });

  it('keeps the window a booking was made with: a longer one adds no fee, a shorter one takes none away', async () => {
    await terms({ noShowFeePercent: 50, lateCancellationFeePercent: 30, freeCancellationHours: 24 });
    const early = await booked(8 * 24);
    const late = await booked(7);
    await terms({ freeCancellationHours: 720 });
    const page = (await s.app.inject({ method: 'GET', url: `/api/manage/${early.token}` })).json();
    expect(page.freeCancellationHours).toBe(24);
    expect((await preview(early.token)).lateFee).toBeNull();
    expect((await cancelByClient(early.token)).json()).toMatchObject({ status: 'cancelled_no_refund', lateFee: null });
    expect((await fee(early.id)).kind).toBeNull();

    await terms({ freeCancellationHours: 24 });
    expect((await cancelByClient(late.token)).statusCode).toBe(200);
    await terms({ freeCancellationHours: 2 });
    const [row] = await s.db.select({ clientId: appointments.clientId }).from(appointments).where(eq(appointments.id, late.id));
    const profile = await s.staff.read<ClientProfile>(`/api/clients/${row!.clientId}`);
    expect(profile.noShowPolicy.lateCancellations).toBe(1);
    expect((await fee(late.id)).kind).toBe('late_cancellation');
    await terms({ freeCancellationHours: 24 });
  });

  it('charges a visit repriced since it was booked no more than its terms on the price told at booking, and only as the owner', async () => {
    await terms({ noShowFeePercent: 50, lateCancellationFeePercent: 30, freeCancellationHours: 24 });
    const { id } = await booked(2);
    expect((await s.staff.patch(`/api/appointments/${id}`, { price: 450 })).statusCode).toBe(200);
    s.setNow(new Date(NOW.getTime() + 4 * HOUR));
    expect((await markNoShow(id)).statusCode).toBe(200);
    const reception = await signInAsStaff(s.app, s.db, { role: 'reception', email: `reception${n}@salon.example` });
    expect((await charge(id, reception)).statusCode).toBe(403);
    const charged = await charge(id);
    expect(charged.statusCode, charged.body).toBe(200);
    expect(charged.json()).toMatchObject({ fee: 22.5, charge: 22.5, status: 'paid' });
    s.setNow(NOW);
  });

  it('leaves a visit staff booked or repriced after its time to the owner, who sees every charge and who made it', async () => {
    await terms({ noShowFeePercent: 50 });
    s.setNow(new Date(NOW.getTime() + 24 * HOUR));
    // A day on, yesterday's sessions have ended: each signs in afresh.
    const owner = await signInAsStaff(s.app, s.db, { email: 'owner.next.day@salon.example' });
    const reception = await signInAsStaff(s.app, s.db, { role: 'reception', name: 'Rhea Reception', email: 'rhea@salon.example' });
    // Yesterday's visit, booked by reception today at a made-up price.
    const made = await s.as(reception).post('/api/staff-bookings', {
      client: { name: 'Gone Client', phone: '07700 900999', email: 'gone@example.co.uk' },
      serviceId: s.cut,
      variantName: 'Standard',
      beauticianId: s.alice,
      start: '2026-11-23T10:00:00.000Z',
      price: 100_000,
      allow: ['past'],
    });
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json().appointment._id as string;
    await givenSavedCard(s.db, id, offlineTestCard('succeeds'));
    expect((await markNoShow(id, reception)).statusCode).toBe(200);
    const refused = await charge(id, reception);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('FEE_OWNER_ONLY');
    expect(await fee(id, reception)).toMatchObject({ status: 'none', ownerOnly: true });

    // Booked in time at a price reception set, or after its time and moved later since: the owner's too.
    const madeUp = await s.as(reception).post('/api/staff-bookings', {
      client: { name: 'Made Up', phone: '07700 900998', email: 'madeup@example.co.uk' },
      serviceId: s.cut,
      variantName: 'Standard',
      beauticianId: s.alice,
      start: '2026-11-24T12:01:00.000Z',
      price: 50_000,
    });
    expect(madeUp.statusCode, madeUp.body).toBe(201);
    const madeUpId = madeUp.json().appointment._id as string;
    await givenSavedCard(s.db, madeUpId, offlineTestCard('succeeds'));
    s.setNow(new Date('2026-11-24T13:30:00.000Z'));
    const receptionLater = await signInAsStaff(s.app, s.db, { role: 'reception', email: 'rhea.later@salon.example' });
    const ownerLater = await signInAsStaff(s.app, s.db, { email: 'owner.later@salon.example' });
    expect((await markNoShow(madeUpId, receptionLater)).statusCode).toBe(200);
    expect((await charge(madeUpId, receptionLater)).json().code).toBe('FEE_OWNER_ONLY');
    const moved = await s.as(ownerLater).patch(`/api/appointments/${id}`, {
      start: '2026-11-25T10:00:00.000Z',
      end: '2026-11-25T11:00:00.000Z',
    });
    expect([200, 409]).toContain(moved.statusCode);
    expect(await fee(id, receptionLater)).toMatchObject({ ownerOnly: true });

    // A visit booked in time but repriced since is the owner's to charge too.
    const { id: repriced } = await booked(-20);
    expect((await s.as(reception).patch(`/api/appointments/${repriced}`, { price: 90 })).statusCode).toBe(200);
    expect((await markNoShow(repriced, owner)).statusCode).toBe(200);
    expect((await charge(repriced, reception)).statusCode).toBe(403);

    const byOwner = await charge(repriced, owner);
    expect(byOwner.json()).toMatchObject({ status: 'paid', charge: 22.5 });
    const list = await s.as(owner).read<FeeList>('/api/fees');
    expect(list.fees.find((f) => f.appointmentId === repriced)).toMatchObject({ status: 'paid', decidedBy: 'Test Manager' });
    s.setNow(NOW);
  });
});
