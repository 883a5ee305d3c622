import { penceToPounds, sumPence } from './money.ts';
import { owedPence, takenPence, type MoneyFacts, type RevenueFacts } from './revenue.ts';
import type { AppointmentStatus } from './schemas/appointment.schema.ts';
import type { ClientVisit } from './schemas/client-profile.schema.ts';
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
 * A client's appointments as the visits they booked (issue 25): the services sharing a `visitId` together, each visit
 * where its first service comes and its services in the order given (start order: the order they happen).
 */
export function groupByVisit<T extends { visitId: string }>(parts: readonly T[]): T[][] {
  const visits = new Map<string, T[]>();
  for (const part of parts) visits.set(part.visitId, [...(visits.get(part.visitId) ?? []), part]);
  return [...visits.values()];
}

/** One service a client booked, as their profile reads it: what it was, when, by whom, and its money. */
export interface ClientPart extends RevenueFacts {
  id: string;
  visitId: string;
  startAt: Date;
  endAt: Date;
  serviceName: string;
  variantName: string;
  beauticianName: string;
}

/**
 * A client's visits as their profile lists them (issue 25: a visit of several services is one visit, as the Clients
 * list counts it): the live ones still to come soonest first, the rest latest first. `parts` in start order.
 */
export function clientVisits(parts: readonly ClientPart[], now: Date): { upcoming: ClientVisit[]; past: ClientVisit[] } {
  const visits = groupByVisit(parts);
  // What the client booked (its status, its start) is the visit's: its first service says it (docs/decisions/0032).
  const upcoming = (visit: ClientPart[]) => isUpcoming(visit[0]!, now);
  return {
    upcoming: visits.filter(upcoming).map(clientVisit),
    past: visits
      .filter((visit) => !upcoming(visit))
      .reverse()
      .map(clientVisit),
  };
}

function clientVisit(parts: ClientPart[]): ClientVisit {
  const [first, last] = [parts[0]!, parts[parts.length - 1]!];
  const pounds = (amount: (p: ClientPart) => number) => penceToPounds(sumPence(parts.map(amount)));
  const services = parts.map((p) => ({
    _id: p.id,
    start: p.startAt.toISOString(),
    end: p.endAt.toISOString(),
    service: p.serviceName,
    variantName: p.variantName,
    beautician: p.beauticianName,
    price: penceToPounds(p.pricePence),
  }));
  return {
    ...services[0]!,
    end: last.endAt.toISOString(),
    status: first.status,
    price: pounds((p) => p.pricePence),
    paid: pounds(takenPence),
    owed: pounds(owedPence),
    // A visit of one service keeps the shape it always had.
    ...(parts.length > 1 ? { services } : {}),
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
