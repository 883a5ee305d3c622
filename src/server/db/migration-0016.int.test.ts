import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { upgradedFrom } from '../../../tests/support/migrate-up-to.ts';
import { databaseRefusal } from '../../../tests/support/database-refusal.ts';
import { engines } from '../../../tests/support/test-database.ts';
import { salonAppForSuite } from '../../../tests/support/salon-app.ts';
import type { RevenueReport } from '../../core/schemas/revenue.schema.ts';
import type { Database } from './client.ts';
import { EXCLUSION_VIOLATION } from './errors.ts';

// The salon ran version 0015 through November, then upgraded to visits (issue 25, docs/decisions/0032).
const NOW = new Date('2026-11-26T08:00:00Z');

/** Bookings as version 0015 stored them: Alice's £45 hours on 2 Nov at 10:00, 12:00 and 14:00 UTC. */
const OLD_BOOKINGS = [
  { at: '10:00', status: 'completed', mode: 'pay_in_salon', paid: 0, taken: 4500 },
  { at: '12:00', status: 'no_show', mode: 'deposit', paid: 900, taken: 0 },
  { at: '14:00', status: 'cancelled_full_refund', mode: 'pay_now', paid: 4500, taken: 0 },
];

async function writeVersion0015Bookings(db: Database): Promise<{ alice: string; ids: string[] }> {
  await db.execute(sql`insert into salon_settings (name) values ('Willow & Rose')`);
  const { rows } = (await db.execute(sql`insert into beauticians (name) values ('Alice') returning id`)) as unknown as {
    rows: Array<{ id: string }>;
  };
  const alice = rows[0]!.id;
  const ids: string[] = [];
  for (const b of OLD_BOOKINGS) {
    const start = `2026-11-02T${b.at}:00Z`;
    const end = `2026-11-02T${String(Number(b.at.slice(0, 2)) + 1)}:00:00Z`;
    const refunded = b.status === 'cancelled_full_refund' ? b.paid : 0;
    const inserted = (await db.execute(sql`
      insert into appointments (beautician_id, service_name, variant_name, beautician_name, duration_min, buffer_before_min,
        buffer_after_min, price_pence, start_at, end_at, occupied_from, occupied_to, status, payment_mode, client_name,
        client_email, client_phone, amount_paid_pence, refunded_pence, salon_taken_pence)
      values (${alice}, 'Cut', 'Standard', 'Alice', 60, 0, 0, 4500, ${start}, ${end}, ${start}, ${end}, ${b.status}, ${b.mode},
        'Amelia Hughes', 'amelia@example.co.uk', '07700 900456', ${b.paid}, ${refunded}, ${b.taken})
      returning id`)) as unknown as { rows: Array<{ id: string }> };
    ids.push(inserted.rows[0]!.id);
  }
  return { alice, ids };
}

describe.each(engines)('upgrading to visits: migration 0016 (%s)', (engine) => {
  let old: { alice: string; ids: string[] };
  const s = salonAppForSuite(
    engine,
    NOW,
    upgradedFrom(engine, '0015_till_discounts_and_requests', async (db) => (old = await writeVersion0015Bookings(db))),
  );

  it('makes every earlier booking a visit of one service, itself', async () => {
    const { rows } = (await s.db.execute(sql`select id, visit_id, visit_position, processing_from from appointments`)) as unknown as {
      rows: Array<{ id: string; visit_id: string; visit_position: number; processing_from: Date | null }>;
    };
    expect(rows).toHaveLength(OLD_BOOKINGS.length);
    for (const row of rows) expect(row).toEqual({ id: row.id, visit_id: row.id, visit_position: 0, processing_from: null });
  });

  it('keeps every revenue figure as it was', async () => {
    const res = await s.staff.get('/api/revenue?startDate=2026-11-01&endDate=2026-11-30');
    expect(res.statusCode, res.body).toBe(200);
    // The completed hour's £45 taken and the no-show's £9 deposit kept, one visit that happened; the refunded booking
    // counts nothing.
    expect(res.json<RevenueReport>().beauticians).toMatchObject([{ beauticianId: old.alice, revenue: 54, bookings: 1 }]);
  });

  it('still refuses a second live booking over an earlier one, whatever writes it', async () => {
    const refusal = await databaseRefusal(
      s.db.execute(sql`
        insert into appointments (beautician_id, service_name, variant_name, beautician_name, duration_min, buffer_before_min,
          buffer_after_min, price_pence, start_at, end_at, occupied_from, occupied_to, status, payment_mode, client_name,
          client_email, client_phone)
        values (${old.alice}, 'Trim', 'Standard', 'Alice', 20, 0, 0, 1500, '2026-11-02T10:30:00Z', '2026-11-02T10:50:00Z',
          '2026-11-02T10:30:00Z', '2026-11-02T10:50:00Z', 'confirmed', 'pay_in_salon', 'Ben Carter', 'ben@example.co.uk', '')`),
    );
    expect(refusal.code).toBe(EXCLUSION_VIOLATION);
    expect(refusal.message).toContain('appointments_no_overlap');
  });
});
