import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { givenAppointment } from '../../../tests/builders/appointment.builder.ts';
import { givenBeautician, givenService } from '../../../tests/builders/catalog.builder.ts';
import { givenSalon } from '../../../tests/builders/salon.builder.ts';
import { noSalon, salonAppForSuite } from '../../../tests/support/salon-app.ts';
import { engines } from '../../../tests/support/test-database.ts';
import { appointments } from '../db/schema/booking.ts';
import { HOLD_EXPIRY_QUEUE } from './hold-expiry.job.ts';

const NOW = new Date('2026-11-23T08:00:00Z');

describe.each(engines)('the hold-expiry job on pg-boss (%s)', (engine) => {
  const s = salonAppForSuite(engine, NOW, { given: noSalon, signIn: false, jobs: { processes: 1 } });

  it('releases an expired hold (freeing its slot) and leaves a live one alone', async () => {
    const { db } = s;
    await givenSalon(db);
    const alice = await givenBeautician(db, { name: 'Alice' });
    const cut = await givenService(db, { name: 'Cut', primaryBeauticianId: alice });
    const hold = (start: string) =>
      givenAppointment(db, { beauticianId: alice, serviceId: cut, start, status: 'reserved_unpaid', paymentMode: 'deposit' });
    const expired = await hold('2026-11-25T10:00:00Z');
    const live = await hold('2026-11-25T12:00:00Z');
    await db
      .update(appointments)
      .set({ holdExpiresAt: new Date(NOW.getTime() - 60_000) })
      .where(eq(appointments.id, expired));
    await db
      .update(appointments)
      .set({ holdExpiresAt: new Date(NOW.getTime() + 60_000) })
      .where(eq(appointments.id, live));

    // The schedule fires once a minute; sending the job runs the same worker now.
    await s.jobs[0]!.boss.send(HOLD_EXPIRY_QUEUE, {});
    const status = async (id: string) => (await db.select().from(appointments).where(eq(appointments.id, id)))[0]!.status;
    await expect.poll(() => status(expired), { timeout: 20_000, interval: 250 }).toBe('cancelled_expired');
    expect(await status(live)).toBe('reserved_unpaid');
  });
});
