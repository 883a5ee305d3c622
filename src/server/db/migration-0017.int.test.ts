import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { upgradedFrom } from '../../../tests/support/migrate-up-to.ts';
import { engines } from '../../../tests/support/test-database.ts';
import { salonAppForSuite } from '../../../tests/support/salon-app.ts';
import type { AdminAppointment } from '../../core/schemas/admin-appointment.schema.ts';
import type { Database } from './client.ts';

// The salon booked visits with version 0016, then upgraded to the list that says 'Service 2 of 3 in one visit'.
const NOW = new Date('2026-11-26T08:00:00Z');

/** Alice's visit of a cut and a blow-dry at 10:00 on 2 Dec, and a cut of one service at 14:00, as 0016 stored them. */
async function writeVersion0016Bookings(db: Database): Promise<void> {
  await db.execute(sql`insert into salon_settings (name) values ('Willow & Rose')`);
  const { rows } = (await db.execute(sql`insert into beauticians (name) values ('Alice') returning id`)) as unknown as {
    rows: Array<{ id: string }>;
  };
  const alice = rows[0]!.id;
  const book = async (service: string, at: string, visit?: { id: string; position: number }) => {
    const [start, end] = [`2026-12-02T${at}:00Z`, `2026-12-02T${String(Number(at.slice(0, 2)) + 1)}:00:00Z`];
    const inserted = (await db.execute(sql`
      insert into appointments (beautician_id, service_name, variant_name, beautician_name, duration_min, buffer_before_min,
        buffer_after_min, price_pence, start_at, end_at, occupied_from, occupied_to, status, payment_mode, client_name,
        client_email, client_phone, visit_id, visit_position)
      values (${alice}, ${service}, 'Standard', 'Alice', 60, 0, 0, 4500, ${start}, ${end}, ${start}, ${end}, 'confirmed',
        'pay_in_salon', 'Amelia Hughes', 'amelia@example.co.uk', '07700 900456', ${visit?.id ?? null}, ${visit?.position ?? 0})
      returning id`)) as unknown as { rows: Array<{ id: string }> };
    return inserted.rows[0]!.id;
  };
  const cut = await book('Cut', '10:00');
  await book('Blow Dry', '11:00', { id: cut, position: 1 });
  await book('Trim', '14:00');
}

describe.each(engines)('upgrading to visits that know their size: migration 0017 (%s)', (engine) => {
  const s = salonAppForSuite(engine, NOW, upgradedFrom(engine, '0016_visits_and_processing', writeVersion0016Bookings));

  it('counts the services of each visit booked before, and the list says where each service stands in its visit', async () => {
    const res = await s.staff.get('/api/appointments?sort=start&order=asc');
    expect(res.statusCode, res.body).toBe(200);
    const listed = res.json<AdminAppointment[]>();
    expect(listed.map((a) => [a.service.name, a.partOfVisit && [a.partOfVisit.place, a.partOfVisit.of]])).toEqual([
      ['Cut', [1, 2]],
      ['Blow Dry', [2, 2]],
      ['Trim', null],
    ]);
    expect(listed[1]!.partOfVisit!._id).toBe(listed[0]!._id);
  });
});
