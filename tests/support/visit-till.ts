import { asc, inArray } from 'drizzle-orm';
import { appointments } from '../../src/server/db/schema/booking.ts';
import { moneyEntries } from '../../src/server/db/schema/till.ts';
import type { givenSalonForVisits } from '../builders/scenario.builder.ts';
import { givenVisit, type VisitOptions } from '../builders/visit.builder.ts';
import type { SalonApp } from './salon-app.ts';

export type VisitSalon = SalonApp<Awaited<ReturnType<typeof givenSalonForVisits>>>;

/**
 * Visits of several services that have started by `now` (issue 25), each four hours before the last so none overlaps
 * another: Alice's colour (£65) then Ben's cut (£40); or Alice's colour and cut, then Ben's blow-dry (£25).
 * Each answers the visit's parts' ids in order.
 */
export function startedVisitsOf(suite: VisitSalon, now: Date) {
  let hoursBack = 0;
  const start = () => new Date(now.getTime() - (hoursBack += 4) * 3_600_000).toISOString();
  return {
    colourAndCut: (options: Partial<VisitOptions> = {}) =>
      givenVisit(suite.db, {
        start: start(),
        parts: [
          { beauticianId: suite.alice, serviceId: suite.colour },
          { beauticianId: suite.ben, serviceId: suite.cut },
        ],
        ...options,
      }),
    colourCutAndBlowDry: (options: Partial<VisitOptions> = {}) =>
      givenVisit(suite.db, {
        start: start(),
        parts: [
          { beauticianId: suite.alice, serviceId: suite.colour },
          { beauticianId: suite.alice, serviceId: suite.cut },
          { beauticianId: suite.ben, serviceId: suite.blowDry },
        ],
        ...options,
      }),
  };
}

/** The parts as stored, in visit order. */
export const storedParts = (suite: VisitSalon, ids: string[]) =>
  suite.db.select().from(appointments).where(inArray(appointments.id, ids)).orderBy(asc(appointments.visitPosition));

/** Every ledger entry of the parts, as [part's place, kind, method, amount, tip] in pence, sorted. */
export async function ledgerOf(suite: VisitSalon, ids: string[]): Promise<Array<[number, string, string, number, number]>> {
  const rows = await suite.db.select().from(moneyEntries).where(inArray(moneyEntries.appointmentId, ids));
  return rows
    .map((e) => [ids.indexOf(e.appointmentId), e.kind, e.method, e.amountPence, e.tipPence] as [number, string, string, number, number])
    .sort((x, y) => JSON.stringify(x).localeCompare(JSON.stringify(y)));
}
