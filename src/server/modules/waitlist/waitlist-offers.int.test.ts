import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AdminAppointment } from '../../../core/schemas/admin-appointment.schema.ts';
import type { AdminWaitlist, WaitlistOfferPublic } from '../../../core/schemas/waitlist.schema.ts';
import { bookingRequest } from '../../../../tests/builders/booking.builder.ts';
import { givenSalonWithCut } from '../../../../tests/builders/scenario.builder.ts';
import { everyDay } from '../../../../tests/builders/salon.builder.ts';
import { bookThroughApi } from '../../../../tests/support/book-through-api.ts';
import { salonAppForSuite } from '../../../../tests/support/salon-app.ts';
import { signInAsStaff } from '../../../../tests/support/staff-session.ts';
import { engines } from '../../../../tests/support/test-database.ts';
import { joinThroughApi, linkTokenMailed } from '../../../../tests/support/waitlist.ts';
import { appointments } from '../../db/schema/booking.ts';
import { waitlistEntries, waitlistOffers } from '../../db/schema/waitlist.ts';
import { WAITLIST_QUEUE } from '../../jobs/waitlist.job.ts';

// Issue 28: a cancelled Saturday time refilled from the waitlist. The salon opens 09:00–12:00, so Alice's Saturday of
// one-hour cuts is three visits; everyone waits for Saturday 6 March 2027 (GMT: salon time is UTC).

const NOW = new Date('2027-03-01T09:00:00Z');
const SATURDAY = [{ date: '2027-03-06', from: '09:00', to: '12:00' }];
const at = (hour: number) => `2027-03-06T${String(hour).padStart(2, '0')}:00:00.000Z`;
const client = (name: string) => ({ name, email: `${name.toLowerCase()}@example.co.uk`, phone: '07400 123456', notes: '' });

describe.each(engines)('the waitlist refilling a cancellation (%s)', (engine) => {
  const s = salonAppForSuite(engine, NOW, {
    given: (t) => givenSalonWithCut(t.db, { hours: everyDay('09:00', '12:00') }),
    secondApp: true,
    jobs: { processes: 1 },
  });

  const fullSaturday = async () => {
    const ids: string[] = [];
    for (const hour of [9, 10, 11]) {
      ids.push(
        await bookThroughApi(s.app, { serviceId: s.cut, beauticianId: s.alice, startISO: at(hour), client: client(`Booked${hour}`) }),
      );
    }
    return ids;
  };
  const join = (name: string) =>
    joinThroughApi(s.app, { serviceId: s.cut, windows: SATURDAY, name, email: `${name.toLowerCase()}@example.co.uk`, db: s.db });
  const offersOf = (entryId: string) => s.db.select().from(waitlistOffers).where(eq(waitlistOffers.entryId, entryId));
  const openOffers = () => s.db.select().from(waitlistOffers).where(eq(waitlistOffers.status, 'open'));
  const offerToken = (name: string) => linkTokenMailed(s.db, `${name.toLowerCase()}@example.co.uk`, 'offer');
  const cancel = (id: string) => s.staff.post(`/api/appointments/${id}/cancel`, { requestedBy: 'staff' });
  const publicBooking = (hour: number, who: string) =>
    s.app.inject({
      method: 'POST',
      url: '/api/appointments',
      payload: bookingRequest({ serviceId: s.cut, beauticianId: s.alice, startISO: at(hour), client: client(who) }),
    });

  let booked: string[] = [];
  let ivy = '';
  let jade = '';
  let kay = '';

  it('offers a cancelled time to the first client waiting, once, held from everyone else', async () => {
    booked = await fullSaturday();
    ivy = await join('Ivy');
    jade = await join('Jade');
    kay = await join('Kay');
    expect(await openOffers()).toEqual([]);

    expect((await cancel(booked[1]!)).statusCode).toBe(200);
    const [offer, ...more] = await openOffers();
    expect(more).toEqual([]);
    expect(offer).toMatchObject({ entryId: ivy, startAt: new Date(at(10)), status: 'open' });
    // Held for the salon's 30 minutes: the visit is days away.
    expect(offer!.expiresAt).toEqual(new Date(NOW.getTime() + 30 * 60_000));

    const view = await s.app.inject({ method: 'GET', url: `/api/offers/${await offerToken('Ivy')}` });
    expect(view.json<WaitlistOfferPublic>()).toMatchObject({
      status: 'open',
      startISO: at(10),
      services: [{ serviceName: 'Cut', variantName: 'Standard', beauticianName: 'Alice' }],
      price: 45,
      client: { name: 'Ivy' },
    });

    // Nobody else can take it while the offer lives: not a customer, not staff, not another process.
    expect((await publicBooking(10, 'Lou')).statusCode).toBe(409);
    const staffBooking = await s.staff.post('/api/staff-bookings', {
      client: client('Lou'),
      serviceId: s.cut,
      variantName: 'Standard',
      beauticianId: s.alice,
      start: at(10),
    });
    expect(staffBooking.statusCode).toBe(409);
    await s.runJobs(WAITLIST_QUEUE);
    expect((await openOffers()).map((o) => o.entryId)).toEqual([ivy]);

    const list = await s.staff.read<AdminWaitlist>('/api/waitlist/entries');
    expect(list.entries.map((e) => [e.clientName, e.offer?.startISO ?? null])).toEqual([
      ['Ivy', at(10)],
      ['Jade', null],
      ['Kay', null],
    ]);
    // The diary tells the offer's hold from an unpaid online booking, and until when it is held (issue 40).
    const diary = await s.staff.read<AdminAppointment[]>('/api/appointments?from=2027-03-06T00:00:00.000Z&to=2027-03-07T00:00:00.000Z');
    expect(diary.filter((a) => a.status === 'reserved_unpaid').map((a) => [a.client.name, a.start, a.waitlistOffer])).toEqual([
      ['Ivy', at(10), { heldUntil: offer!.expiresAt.toISOString() }],
    ]);
    expect(diary.filter((a) => a.status === 'confirmed').every((a) => a.waitlistOffer === null)).toBe(true);
  });

  it('passes a declined offer to the next client at once, and never offers it back', async () => {
    const token = await offerToken('Ivy');
    const declined = await s.app.inject({ method: 'POST', url: `/api/offers/${token}/decline` });
    expect(declined.json()).toEqual({ status: 'declined' });
    expect((await openOffers()).map((o) => [o.entryId, o.startAt])).toEqual([[jade, new Date(at(10))]]);
    // Sent again, it answers the same and changes nothing.
    expect((await s.app.inject({ method: 'POST', url: `/api/offers/${token}/decline` })).json()).toEqual({ status: 'declined' });
    expect((await openOffers()).map((o) => o.entryId)).toEqual([jade]);
    const late = await s.app.inject({ method: 'POST', url: `/api/offers/${token}/accept`, payload: { mode: 'pay_in_salon' } });
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toBe('You turned this time down, so it has been offered to the next client waiting.');
  });

  it('passes a lapsed offer on, and refuses it to its client after with a clear message', async () => {
    const token = await offerToken('Jade');
    s.setNow(new Date(NOW.getTime() + 31 * 60_000));
    await s.runJobs(WAITLIST_QUEUE);
    expect((await offersOf(jade)).map((o) => o.status)).toEqual(['lapsed']);
    expect((await openOffers()).map((o) => o.entryId)).toEqual([kay]);

    const late = await s.app.inject({ method: 'POST', url: `/api/offers/${token}/accept`, payload: { mode: 'pay_in_salon' } });
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toBe('Sorry, this offer has ended and the time has gone to the next client waiting.');
    expect((await openOffers()).map((o) => o.entryId)).toEqual([kay]);
    expect((await s.app.inject({ method: 'GET', url: `/api/offers/${token}` })).json().status).toBe('lapsed');
  });

  it('books the held time when its client accepts, 100 times at once over two processes, once', async () => {
    const token = await offerToken('Kay');
    const accept = (n: number) =>
      (n % 2 === 0 ? s.app : s.second.app).inject({
        method: 'POST',
        url: `/api/offers/${token}/accept`,
        payload: { mode: 'pay_in_salon' },
        remoteAddress: `10.0.${Math.floor(n / 50)}.${n % 50}`,
      });
    const answers = await Promise.all(Array.from({ length: 100 }, (_, n) => accept(n)));
    expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 200));
    const ids = new Set(answers.map((a) => a.json().appointmentId as string));
    expect(ids.size).toBe(1);
    const atTen = await s.db
      .select()
      .from(appointments)
      .where(and(eq(appointments.startAt, new Date(at(10))), inArray(appointments.status, ['confirmed', 'reserved_unpaid'])));
    expect(atTen.map((a) => [a.id, a.status, a.clientName])).toEqual([[[...ids][0], 'confirmed', 'Kay']]);
    expect((await offersOf(kay)).map((o) => o.status)).toEqual(['accepted']);
    const [entry] = await s.db.select().from(waitlistEntries).where(eq(waitlistEntries.id, kay));
    expect(entry!.status).toBe('booked');
    expect((await s.app.inject({ method: 'GET', url: `/api/offers/${token}` })).json()).toMatchObject({
      status: 'accepted',
      appointmentId: [...ids][0],
    });
  });

  it('ends entries when their last window passes', async () => {
    s.setNow(new Date('2027-03-06T12:01:00Z'));
    await s.runJobs(WAITLIST_QUEUE);
    const statuses = await s.db.select({ id: waitlistEntries.id, status: waitlistEntries.status }).from(waitlistEntries);
    expect(new Map(statuses.map((e) => [e.id, e.status]))).toEqual(
      new Map([
        [ivy, 'ended'],
        [jade, 'ended'],
        [kay, 'booked'],
      ]),
    );
    // Days later: the suite's session has lapsed, so reception signs in again.
    const reception = s.as(await signInAsStaff(s.app, s.db, { role: 'reception', email: 'desk@test-salon.example' }));
    expect((await reception.read<AdminWaitlist>('/api/waitlist/entries')).entries).toEqual([]);
  });
});
