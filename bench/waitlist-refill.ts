import path from 'node:path';
import { eq } from 'drizzle-orm';
import { openDatabase } from '../src/server/db/client.ts';
import { migrateDatabase } from '../src/server/db/migrate.ts';
import { appointments } from '../src/server/db/schema/booking.ts';
import { waitlistEntries, waitlistOffers } from '../src/server/db/schema/waitlist.ts';
import { createOfflineProvider } from '../src/server/payments/offline-provider.ts';
import { waitlistActive } from '../src/server/modules/waitlist/waitlist.repository.ts';
import { refillWaitlist } from '../src/server/modules/waitlist/refill.service.ts';
import { givenAppointment } from '../tests/builders/appointment.builder.ts';
import { givenSalonWithCut } from '../tests/builders/scenario.builder.ts';
import { quietBookingMail } from '../tests/support/booking-mail.ts';
import { createScratchDatabase, type Engine } from '../tests/support/scratch-database.ts';

/** What the waitlist adds to a staff write (issue 28): the refill every write runs before it answers. */
export interface WaitlistRefillCost {
  engine: Engine;
  waiting: number;
  /** the bare baseline: the one indexed query a refill makes when nobody waits (median ms) */
  nobodyMs: number;
  /** a refill with `waiting` places for a full day: nothing to offer (median ms) */
  fullDayMs: number;
  /** the refill after one cancellation: the first in line offered the freed time (ms) */
  offerMs: number;
  offered: number;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function timed(runs: number, run: () => Promise<unknown>): Promise<number> {
  const ms: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await run();
    ms.push(performance.now() - started);
  }
  return median(ms);
}

/**
 * A salon of one beautician whose Saturday (09:00–17:00, eight one-hour cuts) is full, with `waiting` clients waiting
 * for it (each with three windows, the rest on days that are full too): a refill's cost when there is nothing to offer,
 * against the one query it makes when nobody waits, and the refill that offers a freed time.
 */
export async function measureWaitlistRefill(engine: Engine, waiting = 200): Promise<WaitlistRefillCost> {
  const scratch = await createScratchDatabase(engine, { label: 'waitlist' });
  const handle = await openDatabase(
    scratch.databaseUrl ? { databaseUrl: scratch.databaseUrl } : { dataDir: path.join(scratch.dataDir, 'pglite') },
  );
  try {
    await migrateDatabase(handle);
    const { db } = handle;
    const { alice, cut } = await givenSalonWithCut(db, { minNoticeMinutes: 0 });
    const days = ['2027-03-06', '2027-03-13', '2027-03-20'];
    const booked: string[] = [];
    for (const day of days)
      for (let hour = 9; hour < 17; hour++)
        booked.push(
          await givenAppointment(db, { beauticianId: alice, serviceId: cut, start: `${day}T${String(hour).padStart(2, '0')}:00:00Z` }),
        );
    const now = new Date('2027-03-01T09:00:00Z');
    const deps = { db, mail: quietBookingMail, provider: createOfflineProvider(), clock: () => now };
    const nobodyMs = await timed(50, () => waitlistActive(db));
    await db.insert(waitlistEntries).values(
      Array.from({ length: waiting }, (_, i) => ({
        clientName: `Waiting ${i}`,
        clientEmail: `waiting${i}@example.co.uk`,
        clientPhone: `07911 ${String(300_000 + i)}`,
        services: [{ serviceId: cut, variantName: 'Standard', any: i % 2 === 0, ...(i % 2 === 0 ? {} : { beauticianId: alice }) }],
        servicesLabel: ['Cut (Standard)'],
        windows: days.map((date) => ({ date, from: '09:00', to: '16:00' })),
        endsAt: new Date('2027-03-20T16:00:00Z'),
        valuePence: 4500,
        newClient: i % 3 === 0,
        tokenHash: `bench-${i}`,
        createdAt: now,
      })),
    );
    const fullDayMs = await timed(10, () => refillWaitlist(deps, now));
    await db.update(appointments).set({ status: 'cancelled_full_refund', cancelledAt: now }).where(eq(appointments.id, booked[3]!));
    const started = performance.now();
    const { offered } = await refillWaitlist(deps, now);
    const offerMs = performance.now() - started;
    const open = await db.select().from(waitlistOffers).where(eq(waitlistOffers.status, 'open'));
    return { engine, waiting, nobodyMs, fullDayMs, offerMs, offered: open.length === 1 ? offered : -open.length };
  } finally {
    await handle.close();
    await scratch.destroy();
  }
}

export function waitlistRefillLine(c: WaitlistRefillCost): string {
  return `Waitlist refill (${c.engine}): nobody waiting ${c.nobodyMs.toFixed(2)} ms (one query: the baseline); ${c.waiting} waiting for full days ${c.fullDayMs.toFixed(1)} ms (${(c.fullDayMs / c.nobodyMs).toFixed(0)}× the baseline); a freed time offered in ${c.offerMs.toFixed(1)} ms (${c.offered} offer)`;
}
