import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { migrateUpTo } from '../../../tests/support/migrate-up-to.ts';
import { signInAsStaff } from '../../../tests/support/staff-session.ts';
import { createUnmigratedTestDatabase, engines } from '../../../tests/support/test-database.ts';
import { noSalon, salonAppForSuite } from '../../../tests/support/salon-app.ts';
import type { TakingsFigures } from '../../core/schemas/till.schema.ts';
import type { Database } from './client.ts';
import { migrateDatabase } from './migrate.ts';

// Monday 23 Nov 2026. The salon ran a version without the ledger (migration 0010) through October, then upgraded:
// migration 0011 writes the money already recorded as entries (docs/decisions/0027).
const NOW = new Date('2026-11-23T08:00:00Z');
const BACKFILL_NOTE = 'Recorded when the till was introduced';

/** An appointment as version 0010 stored it: a £45 hour of Alice's on 2026-10-<day> at 10:00 UTC, and its money. */
interface OldVisit {
  day: number;
  status: string;
  mode: string;
  paid?: number;
  refunded?: number;
  paidAt?: string | null;
  cancelledAt?: string;
  testMoney?: boolean;
}

const OLD_VISITS: Record<string, OldVisit> = {
  depositThenTill: { day: 5, status: 'completed', mode: 'deposit', paid: 900, paidAt: '2026-10-01T12:00:00Z' },
  paidAtSalon: { day: 6, status: 'completed', mode: 'pay_in_salon' },
  refunded: {
    day: 7,
    status: 'cancelled_full_refund',
    mode: 'pay_now',
    paid: 4500,
    refunded: 4500,
    paidAt: '2026-10-02T12:00:00Z',
    cancelledAt: '2026-10-03T09:00:00Z',
  },
  testDepositNoPaidAt: { day: 28, status: 'confirmed', mode: 'deposit', paid: 900, paidAt: null, testMoney: true },
  paidInFullOnline: { day: 8, status: 'completed', mode: 'pay_now', paid: 4500, paidAt: '2026-10-04T12:00:00Z' },
  noShow: { day: 9, status: 'no_show', mode: 'pay_in_salon' },
};
/** When 0010's rows were made: the taken_at of a payment with no paid_at. */
const CREATED_AT = '2026-09-30T09:00:00Z';

async function writeVersion0010History(db: Database): Promise<Map<string, string>> {
  await db.execute(sql`insert into salon_settings (name) values ('Willow & Rose')`);
  const { rows } = (await db.execute(sql`insert into beauticians (name) values ('Alice') returning id`)) as unknown as {
    rows: Array<{ id: string }>;
  };
  const ids = new Map<string, string>();
  for (const [name, v] of Object.entries(OLD_VISITS)) {
    const start = `2026-10-${String(v.day).padStart(2, '0')}T10:00:00Z`;
    const end = `2026-10-${String(v.day).padStart(2, '0')}T11:00:00Z`;
    const inserted = (await db.execute(sql`
      insert into appointments (beautician_id, service_name, variant_name, beautician_name, duration_min, buffer_before_min,
        buffer_after_min, price_pence, start_at, end_at, occupied_from, occupied_to, status, payment_mode, client_name,
        client_email, client_phone, amount_paid_pence, refunded_pence, paid_at, cancelled_at, test_money, created_at, updated_at)
      values (${rows[0]!.id}, 'Cut', 'Standard', 'Alice', 60, 0, 0, 4500, ${start}, ${end}, ${start}, ${end}, ${v.status}, ${v.mode},
        ${name}, '', '', ${v.paid ?? 0}, ${v.refunded ?? 0}, ${v.paidAt ?? null}, ${v.cancelledAt ?? null}, ${v.testMoney ?? false},
        ${CREATED_AT}, ${CREATED_AT})
      returning id`)) as unknown as { rows: Array<{ id: string }> };
    ids.set(inserted.rows[0]!.id, name);
  }
  return ids;
}

describe.each(engines)('upgrading to the ledger: migration 0011 records the money already taken (%s)', (engine) => {
  let visits: Map<string, string>;
  const s = salonAppForSuite(engine, NOW, {
    // The app starts on the database of a salon that ran version 0010, upgraded.
    app: async () => {
      const database = await createUnmigratedTestDatabase(engine);
      await migrateUpTo(database.handle, '0010_time_off_guarantee');
      visits = await writeVersion0010History(database.handle.db);
      await migrateDatabase(database.handle);
      return { database };
    },
    given: noSalon,
    signIn: false,
  });

  it('writes each online payment and refund, and each completed visit’s balance as taken at the salon, not recorded how', async () => {
    const { rows } = (await s.database.handle.db.execute(sql`
      select appointment_id, kind, method, amount_pence, tip_pence, taken_at, note, test_money from money_entries`)) as unknown as {
      rows: Array<{
        appointment_id: string;
        kind: string;
        method: string;
        amount_pence: number;
        tip_pence: number;
        taken_at: Date | string;
        note: string;
        test_money: boolean;
      }>;
    };
    const entries = rows
      .map((r) => [
        visits.get(r.appointment_id),
        r.kind,
        r.method,
        r.amount_pence,
        r.tip_pence,
        new Date(r.taken_at).toISOString(),
        r.note,
        r.test_money,
      ])
      .sort((a, b) => `${a[0]}${a[1]}`.localeCompare(`${b[0]}${b[1]}`));
    expect(entries).toEqual([
      ['depositThenTill', 'online_payment', 'online', 900, 0, '2026-10-01T12:00:00.000Z', '', false],
      ['depositThenTill', 'salon_payment', 'not_recorded', 3600, 0, '2026-10-05T11:00:00.000Z', BACKFILL_NOTE, false],
      ['paidAtSalon', 'salon_payment', 'not_recorded', 4500, 0, '2026-10-06T11:00:00.000Z', BACKFILL_NOTE, false],
      ['paidInFullOnline', 'online_payment', 'online', 4500, 0, '2026-10-04T12:00:00.000Z', '', false],
      ['refunded', 'online_payment', 'online', 4500, 0, '2026-10-02T12:00:00.000Z', '', false],
      ['refunded', 'online_refund', 'online', -4500, 0, '2026-10-03T09:00:00.000Z', '', false],
      ['testDepositNoPaidAt', 'online_payment', 'online', 900, 0, new Date(CREATED_AT).toISOString(), '', true],
    ]);
    const taken = (await s.database.handle.db.execute(sql`select id, salon_taken_pence from appointments`)) as unknown as {
      rows: Array<{ id: string; salon_taken_pence: number }>;
    };
    expect(Object.fromEntries(taken.rows.map((r) => [visits.get(r.id), r.salon_taken_pence]))).toEqual({
      depositThenTill: 3600,
      paidAtSalon: 4500,
      refunded: 0,
      testDepositNoPaidAt: 0,
      paidInFullOnline: 0,
      noShow: 0,
    });
  });

  it('shows that money in the takings, each amount on the day it moved', async () => {
    const cookie = await signInAsStaff(s.app, s.db);
    const res = await s.as(cookie).get('/api/takings?startDate=2026-09-01&endDate=2026-10-31');
    expect(res.statusCode, res.body).toBe(200);
    const { totals } = res.json<{ totals: TakingsFigures }>();
    expect(totals).toEqual({ card: 0, cash: 0, other: 0, notRecorded: 81, online: 108, refunds: 45, tips: 0, total: 144, testMoney: 9 });
  });
});
