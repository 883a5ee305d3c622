import { sql } from 'drizzle-orm';
import type { Database } from '../src/server/db/client.ts';

/**
 * The till's entries for the seeded completed visits (docs/decisions/0027), matching their salon_taken_pence:
 * taken 5 minutes after the visit, 60% by card, 28% cash, 5% other and 7% not recorded (auto-completed); a
 * third of those at the till leave a £2–£5 tip; 8% split card and cash; 2% taken by card by mistake, reversed and
 * taken in cash. Repeatable: the choice hashes the visit's beautician and start, as the appointments' does.
 */
export async function insertSalonMoney(db: Database): Promise<void> {
  await db.execute(sql`
    with visits as (
      select id, end_at + interval '5 minutes' as taken_at, salon_taken_pence as balance,
        abs(hashtext(beautician_name || start_at::text || 'till')) % 100 as roll
      from appointments where status = 'completed' and salon_taken_pence > 0)
    insert into money_entries (appointment_id, kind, method, amount_pence, tip_pence, taken_at, recorded_at)
    select v.id, 'salon_payment', p.method, p.amount, p.tip, v.taken_at, v.taken_at
    from visits v cross join lateral (values
      (case when v.roll < 60 then 'card' when v.roll < 88 then 'cash' when v.roll < 93 then 'other' else 'not_recorded' end,
        case when v.roll < 8 then v.balance - 2000 else v.balance end,
        case when v.roll < 93 and v.roll % 3 = 0 then 200 + (v.roll % 4) * 100 else 0 end),
      (case when v.roll < 8 then 'cash' end, 2000, 0)) as p(method, amount, tip)
    where p.method is not null`);
  await db.execute(sql`
    with wrong as (
      select m.id, m.appointment_id, m.amount_pence, m.tip_pence, m.taken_at + interval '2 minutes' as taken_at
      from money_entries m join appointments a on a.id = m.appointment_id
      where m.kind = 'salon_payment' and m.method = 'card' and m.amount_pence = a.salon_taken_pence
        and abs(hashtext(a.beautician_name || a.start_at::text || 'till')) % 100 in (58, 59)),
      reversed as (
        insert into money_entries (appointment_id, kind, method, amount_pence, tip_pence, taken_at, recorded_at, reverses_id, note)
        select appointment_id, 'reversal', 'card', -amount_pence, -tip_pence, taken_at, taken_at, id, 'Paid in cash, not by card'
        from wrong)
    insert into money_entries (appointment_id, kind, method, amount_pence, tip_pence, taken_at, recorded_at)
    select appointment_id, 'salon_payment', 'cash', amount_pence, tip_pence, taken_at, taken_at from wrong`);
}
