import { owedPence, takenPence, type MoneyFacts } from './revenue.ts';
import type { AppointmentStatus } from './schemas/appointment.schema.ts';
import { isCancelled } from './status.ts';

/**
 * A hold that lapsed unpaid was a checkout the client left, never a visit: a client's history leaves it out
 * (docs/decisions/0028), and it is no cancellation of theirs.
 */
export const NOT_A_VISIT_STATUSES = ['cancelled_expired'] as const satisfies readonly AppointmentStatus[];

export const isVisit = (status: AppointmentStatus): boolean => !(NOT_A_VISIT_STATUSES as readonly string[]).includes(status);

/** Still to come: booked (paid or being paid) and not yet started. */
export function isUpcoming(visit: { status: AppointmentStatus; startAt: Date }, now: Date): boolean {
  return (visit.status === 'confirmed' || visit.status === 'reserved_unpaid') && visit.startAt >= now;
}

export interface ClientTotals {
  /** pence actually taken: online and at the salon, less refunds, without tips (core/revenue.ts) */
  spentPence: number;
  /** pence their checked-out visits still owe (issue 23): shown on the profile until paid */
  owedPence: number;
  noShows: number;
  cancellations: number;
}

/**
 * What a client's appointments add up to. Money adds up over every service; a visit of several services
 * (`visitId`, issue 25) is one no-show or one cancellation, as the client booked it as one.
 */
export function clientTotals(visits: ReadonlyArray<MoneyFacts & { status: AppointmentStatus; visitId: string }>): ClientTotals {
  const counted = visits.filter((v) => isVisit(v.status));
  const visitsWhere = (test: (status: AppointmentStatus) => boolean) =>
    new Set(counted.filter((v) => test(v.status)).map((v) => v.visitId)).size;
  return {
    spentPence: counted.reduce((sum, v) => sum + takenPence(v), 0),
    owedPence: counted.reduce((sum, v) => sum + owedPence(v), 0),
    noShows: visitsWhere((status) => status === 'no_show'),
    cancellations: visitsWhere(isCancelled),
  };
}

/**
 * Marketing consent after an edit (PECR: when it was given is the record): ticking keeps the date it was first
 * given, or takes `now`; unticking withdraws it; leaving it out changes nothing.
 */
export function consentAfter(current: Date | null, wanted: boolean | undefined, now: Date): Date | null {
  if (wanted === undefined) return current;
  return wanted ? (current ?? now) : null;
}
