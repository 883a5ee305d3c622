import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { noSalon, salonAppForSuite } from '../../../tests/support/salon-app.ts';
import { engines } from '../../../tests/support/test-database.ts';
import { DEMO_STAFF } from './demo-data.ts';
import { staffUsers } from '../db/schema/auth.ts';
import { appointments } from '../db/schema/booking.ts';
import { moneyEntries } from '../db/schema/till.ts';
import { resetToDemo } from './seed-demo.ts';

const NOW = new Date('2026-11-24T08:00:00Z');

describe.each(engines)('the demo’s takings (%s)', (engine) => {
  const s = salonAppForSuite(engine, NOW, { given: noSalon, signIn: false });

  it('records the completed visits’ payments at the till, by the demo account, in step with each visit’s salon takings', async () => {
    const { db } = s;
    await resetToDemo(db, NOW);
    const [demo] = await db.select().from(staffUsers).where(eq(staffUsers.email, DEMO_STAFF.email));
    const visits = await db.select().from(appointments);
    const entries = await db.select().from(moneyEntries);
    const completed = visits.filter((v) => v.status === 'completed');
    expect(completed.length).toBeGreaterThanOrEqual(10);
    for (const visit of visits) {
      const own = entries.filter((e) => e.appointmentId === visit.id);
      const sum = (kind: string) => own.filter((e) => e.kind === kind).reduce((total, e) => total + e.amountPence, 0);
      expect(visit.salonTakenPence, visit.serviceName).toBe(sum('salon_payment'));
      expect(visit.discountPence, visit.serviceName).toBe(sum('discount'));
      if (visit.status !== 'completed') expect(own).toEqual([]);
      else expect(own.length).toBeGreaterThan(0);
      // Paid in full, or the rest given as a discount: no demo visit owes money (issue 23).
      if (visit.status === 'completed') expect(visit.salonTakenPence + visit.discountPence).toBe(visit.pricePence - visit.amountPaidPence);
      for (const e of own) expect(e).toMatchObject({ takenAt: visit.endAt, recordedBy: demo!.id });
    }
    expect(new Set(entries.map((e) => e.kind))).toEqual(new Set(['salon_payment', 'discount']));
    expect(new Set(entries.map((e) => e.method))).toEqual(new Set(['card', 'cash', 'discount']));
    expect(entries.some((e) => e.tipPence > 0)).toBe(true);
  });

  it('resets again over a demo whose till has been used', async () => {
    const { db } = s;
    await resetToDemo(db, NOW);
    const first = (await db.select().from(moneyEntries)).length;
    await resetToDemo(db, NOW);
    expect(await db.select().from(moneyEntries)).toHaveLength(first);
  });
});
