import { sql } from 'drizzle-orm';
import type { Database } from '../../src/server/db/client.ts';
import type { SalonApp } from './salon-app.ts';

/** Signed-in calls to the time-off and closure routes of a suite's app. */
export function staffApi(suite: SalonApp) {
  const { call } = suite.staff;
  return {
    call,
    addTimeOff: (body: object) => call('POST', '/api/time-off', body),
    addClosure: (body: object) => call('POST', '/api/closures', body),
    list: (from: string, to: string, beauticianId?: string) =>
      call(
        'GET',
        `/api/time-off?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}${beauticianId ? `&beauticianId=${beauticianId}` : ''}`,
      ),
  };
}

/** Public reads of availability, as '/times' makes them. */
export function availabilityOf(suite: SalonApp) {
  return {
    /** the London HH:mm (GMT in winter: the same as UTC) of each start offered */
    starts: async (query: string): Promise<string[]> => {
      const res = await suite.app.inject({ url: `/api/slots?variantName=Standard&${query}` });
      if (res.statusCode !== 200) throw new Error(`GET /api/slots answered ${res.statusCode}: ${res.body}`);
      return (res.json().slots as Array<{ startISO: string }>).map((s) => s.startISO);
    },
    month: async (query: string) => {
      const res = await suite.app.inject({ url: `/api/slots/fully-booked?${query}` });
      if (res.statusCode !== 200) throw new Error(`GET /api/slots/fully-booked answered ${res.statusCode}: ${res.body}`);
      return res.json() as { fullyBooked: string[]; notWorking: string[]; closed: Array<{ date: string; label: string }> };
    },
  };
}

/** Every time-off row and appointment, as one checksum: a refused request must leave both as they were. */
export async function timeOffAndAppointments(db: Database): Promise<string> {
  const sum = (table: string) => sql.raw(`(select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) from ${table} t)`);
  const { rows } = (await db.execute(sql`select ${sum('time_off')} || ${sum('appointments')} as sum`)) as unknown as {
    rows: Array<{ sum: string }>;
  };
  return rows[0]!.sum;
}
