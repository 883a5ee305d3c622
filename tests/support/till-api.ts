import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/server/db/client.ts';
import { givenAppointment, type AppointmentOptions } from '../builders/appointment.builder.ts';
import type { SalonApp } from './salon-app.ts';

export interface PaymentInput {
  method: string;
  amount: number;
  tip?: number;
}

/** What a till request may carry beside its payments: its id, a note, and what a short payment's rest is. */
export interface TillExtras {
  requestId?: string;
  note?: string;
  shortfall?: 'discount' | 'owed';
  /** who gets a visit's tips: 'even', 'most' or beautician ids (issue 25) */
  tipTo?: string | string[];
}

/** Signed-in calls to the till's routes of a suite's app. */
export function tillApi(suite: SalonApp) {
  const { call } = suite.staff;
  return {
    call,
    checkout: (id: string, payments: PaymentInput[], extra: TillExtras = {}) =>
      call('POST', `/api/appointments/${id}/checkout`, { requestId: randomUUID(), payments, ...extra }),
    pay: (id: string, payments: PaymentInput[], extra: TillExtras = {}) =>
      call('POST', `/api/appointments/${id}/payments`, { requestId: randomUUID(), payments, ...extra }),
    reverse: (entryId: string, reason = 'Rang up the wrong amount') => call('POST', `/api/money-entries/${entryId}/reverse`, { reason }),
    money: (id: string) => call('GET', `/api/appointments/${id}/money`),
    awaiting: () => call('GET', '/api/appointments/awaiting-checkout'),
    owed: () => call('GET', '/api/appointments/owed'),
  };
}

/** Every appointment and money entry, as one checksum: a refused request must leave both as they were. */
export async function appointmentsAndMoney(db: Database): Promise<string> {
  const sum = (table: string) => sql.raw(`(select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) from ${table} t)`);
  const { rows } = (await db.execute(sql`select ${sum('appointments')} || ${sum('money_entries')} as sum`)) as unknown as {
    rows: Array<{ sum: string }>;
  };
  return rows[0]!.sum;
}

/** Alice's Cuts that have started by `now`, each two hours before the last so none overlaps another. */
export function startedVisits(suite: SalonApp, now: Date) {
  let hoursBack = 0;
  return (options: Partial<AppointmentOptions> = {}): Promise<string> =>
    givenAppointment(suite.db, {
      beauticianId: suite.alice,
      serviceId: suite.cut,
      start: new Date(now.getTime() - (hoursBack += 2) * 3_600_000).toISOString(),
      ...options,
    });
}
