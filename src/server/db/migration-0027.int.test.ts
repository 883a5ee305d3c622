import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { upgradedFrom } from '../../../tests/support/migrate-up-to.ts';
import { engines } from '../../../tests/support/test-database.ts';
import { salonAppForSuite } from '../../../tests/support/salon-app.ts';
import type { Database } from './client.ts';

// A salon on version 0026 upgrades to issue 40's (docs/decisions/0038): the visits its auto-complete job completed are
// told from those a person checked out, so this morning's forgotten no-show can still be marked.
const NOW = new Date('2026-11-26T08:00:00Z');

const rowsOf = async <T>(db: Database, query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;

async function writeVersion0026Data(db: Database): Promise<void> {
  const alice = (await rowsOf<{ id: string }>(db, sql`insert into beauticians (name) values ('Alice') returning id`))[0]!.id;
  const ruth = (
    await rowsOf<{ id: string }>(
      db,
      sql`insert into staff_users (email, name, role) values ('ruth@salon.example', 'Ruth', 'reception') returning id`,
    )
  )[0]!.id;
  type Entry = { note: string; method: string; by: string | null };
  const completed = async (client: string, start: string, ...entries: Entry[]) => {
    const end = new Date(new Date(start).getTime() + 3_600_000).toISOString();
    const [row] = await rowsOf<{ id: string }>(
      db,
      sql`insert into appointments (beautician_id, service_name, variant_name, beautician_name, duration_min, buffer_before_min,
        buffer_after_min, price_pence, start_at, end_at, occupied_from, occupied_to, status, payment_mode, client_name,
        client_email, client_phone, salon_taken_pence)
      values (${alice}, 'Cut', 'Standard', 'Alice', 60, 0, 0, 4500, ${start}, ${end}, ${start}, ${end}, 'completed',
        'pay_in_salon', ${client}, '', '07700 900456', 4500) returning id`,
    );
    for (const entry of entries)
      await db.execute(sql`insert into money_entries (appointment_id, kind, method, amount_pence, taken_at, recorded_by, note)
        values (${row!.id}, 'salon_payment', ${entry.method}, 4500, ${end}, ${entry.by}, ${entry.note})`);
  };
  const byTheJob = { note: 'Completed automatically', method: 'not_recorded', by: null };
  await completed('Nobody Checked Out', '2026-11-24T10:00:00Z', byTheJob);
  await completed('Paid By Cash', '2026-11-24T11:00:00Z', { note: '', method: 'cash', by: ruth });
  // Completed by the job, then the cash she paid recorded by reception: she came.
  await completed('Corrected At The Till', '2026-11-24T12:00:00Z', byTheJob, { note: 'Paid cash', method: 'cash', by: ruth });
}

describe.each(engines)('upgrading to visits completed automatically: migration 0027 (%s)', (engine) => {
  const s = salonAppForSuite(engine, NOW, upgradedFrom(engine, '0026_agreed_terms', writeVersion0026Data));

  it('marks the visits the job completed, and not those a person checked out or recorded money for', async () => {
    const rows = await rowsOf<{ client_name: string; completed_automatically: boolean }>(
      s.db,
      sql`select client_name, completed_automatically from appointments order by start_at`,
    );
    expect(rows).toEqual([
      { client_name: 'Nobody Checked Out', completed_automatically: true },
      { client_name: 'Paid By Cash', completed_automatically: false },
      { client_name: 'Corrected At The Till', completed_automatically: false },
    ]);
  });
});
