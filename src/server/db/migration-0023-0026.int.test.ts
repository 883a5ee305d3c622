import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { upgradedFrom } from '../../../tests/support/migrate-up-to.ts';
import { engines } from '../../../tests/support/test-database.ts';
import { salonAppForSuite } from '../../../tests/support/salon-app.ts';
import type { Database } from './client.ts';

// A salon on version 0022 (the waitlist) upgrades to issue 39's keys and agreed terms (docs/decisions/0037). Its data was
// written by the older code: client keys folded by JavaScript and by SQL's lower(), which could tell one address apart
// from itself; bookings whose stored no-show terms name their shares and window; a cancellation late under those terms;
// and a visit reception booked after its time.
const NOW = new Date('2026-11-26T08:00:00Z');

const rowsOf = async <T>(db: Database, query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;

async function writeVersion0022Data(db: Database): Promise<void> {
  await db.execute(sql`insert into salon_settings (name, no_show_fee_percent, late_cancellation_fee_percent, free_cancellation_hours,
    deposit_percent) values ('Willow & Rose', 50, 20, 24, 20)`);
  const alice = (await rowsOf<{ id: string }>(db, sql`insert into beauticians (name) values ('Alice') returning id`))[0]!.id;
  const ruth = (
    await rowsOf<{ id: string }>(
      db,
      sql`insert into staff_users (email, name, role) values ('ruth@salon.example', 'Ruth', 'reception') returning id`,
    )
  )[0]!.id;
  // One address, keyed 'ς' by the code (a staff edit) and 'σ' by SQL: two records the old keys told apart.
  await db.execute(sql`insert into clients (name, email, email_key, phone, phone_key, created_at) values
    ('Odysseas First', 'ABΣ@example.gr', 'abς@example.gr', '07700 900001', '7700900001', '2026-01-01T00:00:00Z'),
    ('Odysseas Again', 'abΣ@example.gr', 'abσ@example.gr', '07700 900002', '7700900002', '2026-02-01T00:00:00Z')`);
  const book = (values: { start: string; status: string; policy?: string; cancelledAt?: string; staff?: string; createdAt?: string }) => {
    const end = new Date(new Date(values.start).getTime() + 3_600_000).toISOString();
    return db.execute(sql`
      insert into appointments (beautician_id, service_name, variant_name, beautician_name, duration_min, buffer_before_min,
        buffer_after_min, price_pence, start_at, end_at, occupied_from, occupied_to, status, payment_mode, client_name,
        client_email, client_phone, policy_version, cancelled_at, cancelled_by, booked_by_staff_id, created_at)
      values (${alice}, 'Cut', 'Standard', 'Alice', 60, 0, 0, 4500, ${values.start}, ${end}, ${values.start}, ${end},
        ${values.status}, 'pay_in_salon', 'Amelia Hughes', 'amelia@example.co.uk', '07700 900456', ${values.policy ?? null},
        ${values.cancelledAt ?? null}, ${values.cancelledAt ? 'client' : null}, ${values.staff ?? null},
        ${values.createdAt ?? '2026-11-01T09:00:00Z'})`);
  };
  // Agreed at 40% and 25% with 48 hours' notice, cancelled 30 hours before: late under its own terms, not today's.
  await book({
    start: '2026-11-20T10:00:00Z',
    status: 'cancelled_no_refund',
    policy: 'no-show 40%; late 25% under 48h; card on file',
    cancelledAt: '2026-11-19T04:00:00Z',
  });
  // No stored terms: today's settings, held from now on.
  await book({ start: '2026-11-21T10:00:00Z', status: 'no_show' });
  // Booked by reception the day after it happened.
  await book({ start: '2026-11-22T10:00:00Z', status: 'no_show', staff: ruth, createdAt: '2026-11-23T09:00:00Z' });
}

describe.each(engines)('upgrading to agreed terms and one key rule: migrations 0023 to 0026 (%s)', (engine) => {
  const s = salonAppForSuite(engine, NOW, upgradedFrom(engine, '0022_waitlist', writeVersion0022Data));

  it('keys one address once, marking the later record as a possible duplicate of the first, and phones whole', async () => {
    const clients = await rowsOf<{ name: string; email_key: string | null; phone_key: string; duplicate: boolean }>(
      s.db,
      sql`select name, email_key, phone_key, possible_duplicate_of is not null as duplicate from clients order by created_at`,
    );
    expect(clients.slice(0, 2)).toEqual([
      { name: 'Odysseas First', email_key: 'abΣ@example.gr', phone_key: '+447700900001', duplicate: false },
      { name: 'Odysseas Again', email_key: null, phone_key: '+447700900002', duplicate: true },
    ]);
  });

  it('gives each booking the terms it was made under, its price as told, and its lateness decided once', async () => {
    const rows = await rowsOf<{
      start_at: Date | string;
      agreed_terms: unknown;
      booked_price_pence: number;
      cancelled_late: boolean;
      fee_owner_only: boolean;
    }>(s.db, sql`select start_at, agreed_terms, booked_price_pence, cancelled_late, fee_owner_only from appointments order by start_at`);
    expect(rows.map(({ start_at: _start, ...r }) => r)).toEqual([
      {
        agreed_terms: { noShowFeePercent: 40, lateCancellationFeePercent: 25, freeCancellationHours: 48, depositPercent: 20 },
        booked_price_pence: 4500,
        cancelled_late: true,
        fee_owner_only: false,
      },
      {
        agreed_terms: { noShowFeePercent: 50, lateCancellationFeePercent: 20, freeCancellationHours: 24, depositPercent: 20 },
        booked_price_pence: 4500,
        cancelled_late: false,
        fee_owner_only: false,
      },
      {
        agreed_terms: { noShowFeePercent: 50, lateCancellationFeePercent: 20, freeCancellationHours: 24, depositPercent: 20 },
        booked_price_pence: 4500,
        cancelled_late: false,
        fee_owner_only: true,
      },
    ]);
  });
});
