import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { countedRevenuePence } from '../../core/revenue.ts';
import type { AppointmentStatus } from '../../core/schemas/appointment.schema.ts';
import { migrateUpTo } from '../../../tests/support/migrate-up-to.ts';
import { createScratchDatabase, type ScratchDatabase } from '../../../tests/support/scratch-database.ts';
import { engines } from '../../../tests/support/test-database.ts';
import { openDatabase, type DatabaseHandle } from './client.ts';
import { migrateDatabase } from './migrate.ts';
import { appointments } from './schema/booking.ts';
import { moneyEntries, tillRequests } from './schema/till.ts';

/** A £45 visit written as the app before migration 0015 would have, with its salon takings and ledger entries. */
const visitBefore0015 = (
  beauticianId: string,
  start: string,
  status: AppointmentStatus,
  takenPence: number,
  requestId: string | null,
) => sql`
  with visit as (
    insert into appointments (beautician_id, service_name, variant_name, beautician_name, duration_min, buffer_before_min, buffer_after_min,
      price_pence, start_at, end_at, occupied_from, occupied_to, status, payment_mode, client_name, client_email, client_phone, salon_taken_pence)
    values (${beauticianId}, 'Cut', 'Standard', 'Alice', 60, 0, 0, 4500, ${start}::timestamptz, ${start}::timestamptz + interval '1 hour',
      ${start}::timestamptz, ${start}::timestamptz + interval '1 hour', ${status}, 'pay_in_salon', 'Amelia Hughes', 'amelia@example.co.uk', '07700 900456', ${takenPence})
    returning id, end_at)
  insert into money_entries (appointment_id, kind, method, amount_pence, taken_at, request_id)
  select id, 'salon_payment', 'card', ${takenPence}, end_at, ${requestId}::uuid from visit where ${takenPence} > 0`;

/**
 * Issue 23: before migration 0015 a checkout short of the price completed with no question, and revenue counted
 * what was taken. The migration records each such shortfall as a discount, so no figure changes on upgrade, and
 * keeps the till's request ids, so a request in flight during the upgrade still replays.
 */
describe.each(engines)('migration 0015 on a salon that used the till before it (%s)', (engine) => {
  // No test app (salonAppForSuite): the app cannot run on a database migrated only up to 0014.
  let scratch: ScratchDatabase;
  let handle: DatabaseHandle;
  const requestId = '5b1f7c2e-3d4a-4e8b-9c1d-2a3b4c5d6e7f';

  beforeAll(async () => {
    scratch = await createScratchDatabase(engine, { label: 'migration15' });
    handle = await openDatabase(
      scratch.databaseUrl ? { databaseUrl: scratch.databaseUrl } : { dataDir: path.join(scratch.dataDir, 'pglite') },
    );
    await migrateUpTo(handle, '0014_client_erasure');
  });
  afterAll(async () => {
    await handle?.close();
    await scratch?.destroy();
  });

  it('turns each completed visit’s shortfall into a discount entry, leaving every figure as it was', async () => {
    const { rows } = (await handle.db.execute(sql`insert into beauticians (name) values ('Alice') returning id`)) as unknown as {
      rows: Array<{ id: string }>;
    };
    const alice = rows[0]!.id;
    await handle.db.execute(visitBefore0015(alice, '2026-06-01T09:00:00Z', 'completed', 4000, requestId));
    await handle.db.execute(visitBefore0015(alice, '2026-06-01T11:00:00Z', 'completed', 4500, null));
    await handle.db.execute(visitBefore0015(alice, '2026-06-01T13:00:00Z', 'confirmed', 0, null));
    // What the old rule counted: money taken for completed visits, the price for confirmed ones.
    const before = [4000, 4500, 4500];

    await migrateDatabase(handle);

    const visits = await handle.db.select().from(appointments).orderBy(appointments.startAt);
    expect(visits.map((v) => v.discountPence)).toEqual([500, 0, 0]);
    expect(visits.map((v) => countedRevenuePence({ ...v, status: v.status as AppointmentStatus }))).toEqual(before);
    const discounts = await handle.db
      .select()
      .from(moneyEntries)
      .where(sql`${moneyEntries.kind} = 'discount'`);
    expect(discounts).toMatchObject([
      {
        appointmentId: visits[0]!.id,
        method: 'discount',
        amountPence: 500,
        takenAt: visits[0]!.endAt,
        note: 'Recorded as a discount when the till began asking (reverse it if the client still owes it)',
      },
    ]);
    expect(await handle.db.select().from(tillRequests)).toMatchObject([{ requestId, appointmentId: visits[0]!.id, fingerprint: null }]);
  });
});
