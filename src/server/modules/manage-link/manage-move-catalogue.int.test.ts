import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { givenAppointment } from '../../../../tests/builders/appointment.builder.ts';
import { givenBookingWithLink } from '../../../../tests/support/manage-link.ts';
import { salonAppForSuite } from '../../../../tests/support/salon-app.ts';
import { engines } from '../../../../tests/support/test-database.ts';
import { appointments } from '../../db/schema/booking.ts';
import { outboxMessages } from '../../db/schema/notifications.ts';

// Sunday 22 Nov 2026, 09:00 in London (GMT). The salon works every day 09:00–17:00; the Cut was 60 minutes when these
// clients booked it. Since then the salon changes its catalogue (docs/decisions/0025, 0008).
const NOW = new Date('2026-11-22T09:00:00Z');
const OTHER_CLIENT = { name: 'Olive Other', email: 'olive@example.co.uk', phone: '07700 900999' };

describe.each(engines)('a client moves a booking the catalogue has changed under (%s)', (engine) => {
  const s = salonAppForSuite(engine, NOW);
  const staff = s.staff.call;
  const move = (token: string, payload: object) => s.app.inject({ method: 'POST', url: `/api/manage/${token}/move`, payload });
  const row = async (id: string) => (await s.db.select().from(appointments).where(eq(appointments.id, id)))[0]!;
  const startsOf = async (url: string) => ((await s.app.inject({ url })).json().slots as { startISO: string }[]).map((x) => x.startISO);
  const changeMails = (id: string) =>
    s.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.appointmentId, id), eq(outboxMessages.kind, 'booking_changed')));
  const cutVariant = (durationMin: number) => ({ name: 'Standard', durationMin, price: 45, bufferBeforeMin: 0, bufferAfterMin: 0 });

  it('keeps the length it was booked for when the service has grown longer since', async () => {
    const { id, token } = await givenBookingWithLink(s.db, { beauticianId: s.alice, serviceId: s.cut, start: '2026-11-26T10:00:00Z' }, NOW);
    await givenAppointment(s.db, { beauticianId: s.alice, serviceId: s.cut, start: '2026-11-27T12:00:00Z', client: OTHER_CLIENT });
    const longer = await staff('PATCH', `/api/services/${s.cut}`, { variants: [cutVariant(90)] });
    expect(longer.statusCode, longer.body).toBe(200);

    // A new client's 90 minutes no longer fit before Olive at 12:00; this booking's 60 still do.
    expect(await startsOf(`/api/slots?serviceId=${s.cut}&beauticianId=${s.alice}&variantName=Standard&date=2026-11-27`)).not.toContain(
      '2026-11-27T11:00:00.000Z',
    );
    expect(await startsOf(`/api/manage/${token}/slots?beauticianId=${s.alice}&date=2026-11-27`)).toContain('2026-11-27T11:00:00.000Z');
    const moved = await move(token, { startISO: '2026-11-27T11:00:00.000Z', beauticianId: s.alice });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ start: '2026-11-27T11:00:00.000Z', end: '2026-11-27T12:00:00.000Z' });
    expect(await row(id)).toMatchObject({
      startAt: new Date('2026-11-27T11:00:00Z'),
      endAt: new Date('2026-11-27T12:00:00Z'),
      durationMin: 60,
    });
  });

  it('is refused in words, with the salon’s phone, once the service is no longer offered online, and changes nothing', async () => {
    const { id, token } = await givenBookingWithLink(s.db, { beauticianId: s.alice, serviceId: s.cut, start: '2026-11-28T14:00:00Z' }, NOW);
    expect((await staff('PATCH', `/api/services/${s.cut}`, { active: false })).statusCode).toBe(200);

    // The link still shows the booking (it can be cancelled), with nobody to move it to.
    const shown = await s.app.inject({ url: `/api/manage/${token}` });
    expect([shown.statusCode, shown.json().moveBeauticians]).toEqual([200, []]);
    const refusal = {
      code: 'NOT_MOVABLE',
      error: 'This booking cannot be moved online any more. To change it, please call Test Salon on 01225 000000.',
    };
    for (const res of [
      await move(token, { startISO: '2026-11-29T10:00:00.000Z', beauticianId: s.alice }),
      await s.app.inject({ url: `/api/manage/${token}/slots?beauticianId=${s.alice}&date=2026-11-29` }),
    ]) {
      expect([res.statusCode, res.json()]).toEqual([409, refusal]);
    }
    expect(await row(id)).toMatchObject({ startAt: new Date('2026-11-28T14:00:00Z'), status: 'confirmed', icsSequence: 0 });
    expect(await changeMails(id)).toEqual([]);
  });
});
