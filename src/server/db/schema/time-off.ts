import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { beauticians } from './catalog.ts';

// Time off and closures (modules/time-off).

/**
 * Time nobody may book: a beautician's time off (`beautician_id` set: holiday, training, sick, a break…) or, with
 * no beautician, a salon closure (a label; bank holidays imported from core's list). Instants, start inclusive,
 * end exclusive; a whole-day closure runs from midnight to midnight in London. Migration 0009's triggers keep any
 * live appointment out of it unless staff allowed it (docs/decisions/0024).
 */
export const timeOff = pgTable(
  'time_off',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    beauticianId: uuid('beautician_id').references(() => beauticians.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** holiday, training, sick, break, other (a beautician's); closure, bank_holiday (the salon's) */
    kind: text('kind').notNull(),
    /** the reason or label shown with it, e.g. 'Christmas Day' */
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('time_off_beautician_idx').on(t.beauticianId, t.startsAt),
    index('time_off_closure_idx')
      .on(t.startsAt)
      .where(sql`${t.beauticianId} is null`),
    check('time_off_order', sql`${t.startsAt} < ${t.endsAt}`),
    check(
      'time_off_kind',
      sql`(${t.beauticianId} is not null and ${t.kind} in ('holiday','training','sick','break','other'))
        or (${t.beauticianId} is null and ${t.kind} in ('closure','bank_holiday'))`,
    ),
  ],
);
