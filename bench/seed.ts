import { sql } from 'drizzle-orm';
import type { Database } from '../src/server/db/client.ts';
import { hashPassword } from '../src/server/modules/auth/password.ts';
import { insertSalonMoney } from './seed-money.ts';

/** The bench's staff account: the admin scenarios sign in once and reuse the cookie. */
export const BENCH_STAFF = { email: 'bench@salon.example', password: 'bench-password-2026' };

export const BENCH_SIZE = { beauticians: 12, services: 40, historyDays: 3 * 365, futureDays: 100 } as const;

/**
 * A large salon: 12 beauticians (Monday to Saturday, 09:00–18:00), 40 services with two variants and three
 * qualified beauticians each, and three years of history (about 60,000 appointments) plus the next 100 days
 * half booked. Appointments sit on a fixed 90-minute grid of 60 + 15 minutes, so none overlap and the
 * exclusion constraint holds by construction. Everything is set-based SQL: seconds, not minutes.
 */
export async function seedLargeSalon(db: Database): Promise<void> {
  const passwordHash = await hashPassword(BENCH_STAFF.password);
  await db.transaction(async (tx) => {
    await tx.execute(sql`insert into salon_settings (id, name, address, phone, email)
      values (1, 'Bench Beauty', '1 Load Street, Manchester', '0161 496 0000', 'hello@bench.example')`);
    await tx.execute(sql`insert into salon_hours (day_of_week, start_time, end_time)
      select d, '09:00', '18:00' from generate_series(1, 6) d`);
    await tx.execute(sql`insert into beauticians (name, email, bio, specialties)
      select 'Beautician ' || lpad(i::text, 2, '0'), 'b' || i || '@bench.example', 'Bench beautician', array['Hair','Nails']
      from generate_series(1, ${BENCH_SIZE.beauticians}) i`);
    await tx.execute(sql`insert into beautician_hours (beautician_id, day_of_week, start_time, end_time)
      select b.id, d, '09:00', '18:00' from beauticians b cross join generate_series(1, 6) d`);
    await tx.execute(sql`with numbered as (select id, row_number() over (order by name) - 1 as n from beauticians)
      insert into services (name, category, description, primary_beautician_id)
      select 'Service ' || lpad(i::text, 2, '0'), 'Category ' || (i % 5), 'A bench service', nb.id
      from generate_series(0, ${BENCH_SIZE.services - 1}) i join numbered nb on nb.n = i % ${BENCH_SIZE.beauticians}`);
    await tx.execute(sql`with s as (select id, row_number() over (order by name) - 1 as n from services),
        b as (select id, row_number() over (order by name) - 1 as n from beauticians)
      insert into service_beauticians (service_id, beautician_id)
      select s.id, b.id from s join b on b.n in ((s.n + 1) % ${BENCH_SIZE.beauticians}, (s.n + 5) % ${BENCH_SIZE.beauticians})`);
    await tx.execute(sql`insert into service_variants (service_id, position, name, duration_min, price_pence, buffer_after_min)
      select id, 0, 'Standard', 60, 4500, 15 from services
      union all select id, 1, 'Express', 30, 2500, 0 from services`);
    await insertAppointments(tx as unknown as Database);
    await insertSalonMoney(tx as unknown as Database);
    await tx.execute(
      sql`insert into staff_users (email, name, password_hash) values (${BENCH_STAFF.email}, 'Bench Manager', ${passwordHash})`,
    );
  });
}

/**
 * Six 60-minute appointments (+15 minutes after) a day per beautician on the 90-minute grid, about 89% of the
 * past ones and half the future ones taken. The hash makes the choice repeatable without a random seed.
 * A quarter are paid online, 1 to 20 days ahead: the trigger of migration 0011 records each payment (per row) at
 * its paid_at. A completed visit's balance was taken at the salon (salon_taken_pence; its entries come next).
 */
async function insertAppointments(db: Database): Promise<void> {
  await db.execute(sql`
    with today as (select (now() at time zone 'Europe/London')::date as d),
      b as (select id, name, row_number() over (order by name) - 1 as n from beauticians),
      sv as (select s.id, s.name, row_number() over (order by s.name) - 1 as n from services s),
      grid as (
        select day::date as day, b.id as beautician_id, b.name as beautician_name, b.n as bn, k,
          ((day::date + time '09:00' + (k - 1) * interval '90 minutes') at time zone 'Europe/London') as start_at,
          abs(hashtext(b.n::text || day::date::text || k::text)) % 100 as roll
        from today, generate_series(today.d - ${BENCH_SIZE.historyDays}::int, today.d + ${BENCH_SIZE.futureDays}::int, interval '1 day') day
        cross join b cross join generate_series(1, 6) k
        where extract(isodow from day) between 1 and 6)
    insert into appointments (beautician_id, service_id, service_name, variant_name, beautician_name, duration_min,
      buffer_before_min, buffer_after_min, price_pence, start_at, end_at, occupied_from, occupied_to, status, payment_mode,
      client_name, client_email, client_phone, amount_paid_pence, paid_at, salon_taken_pence)
    select g.beautician_id, sv.id, sv.name, 'Standard', g.beautician_name, 60, 0, 15, 4500,
      g.start_at, g.start_at + interval '60 minutes', g.start_at, g.start_at + interval '75 minutes',
      case when g.day >= today.d then 'confirmed' when g.roll < 80 then 'completed' when g.roll < 84 then 'no_show' else 'cancelled_no_refund' end,
      case when g.roll % 4 = 0 then 'pay_now' else 'pay_in_salon' end,
      'Client ' || g.roll || '-' || g.k, 'client' || g.roll || '@mail.example', '07700 900' || lpad(g.roll::text, 3, '0'),
      case when g.roll % 4 = 0 then 4500 else 0 end,
      case when g.roll % 4 = 0 then least(now(), g.start_at) - (1 + g.roll % 20) * interval '1 day' end,
      case when g.day < today.d and g.roll < 80 and g.roll % 4 <> 0 then 4500 else 0 end
    from grid g cross join today
    join sv on sv.n = (g.bn + g.k * 7 + extract(doy from g.day)::int) % ${BENCH_SIZE.services}::int
    where (g.day < today.d and g.roll < 89) or (g.day >= today.d and g.roll < 50)`);
}
