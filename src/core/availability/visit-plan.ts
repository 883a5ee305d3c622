import type { ServiceTiming } from './service-timing.ts';
import { plannedPart, type PlannedPart } from './visit-fit.ts';

/**
 * A visit of several services as availability takes it (docs/decisions/0032): its services in order, each with who
 * may do it, and the plan the search works from. Where it fits is visit-slots.ts's.
 */

export interface VisitService {
  timing: ServiceTiming;
  /** who may do it, in the catalogue's order: one named beautician, or every qualified one for 'any' */
  candidates: string[];
}

export interface Visit {
  /** in the order the client has them, back to back */
  services: VisitService[];
  /** "one beautician for everything they can do": they take every service they are a candidate for */
  oneBeautician?: string | undefined;
}

/** Each service's candidates once the client's "one beautician for everything they can do" is applied. */
export function visitCandidates(visit: Visit): string[][] {
  const one = visit.oneBeautician;
  return visit.services.map((s) => (one !== undefined && s.candidates.includes(one) ? [one] : s.candidates));
}

/** Each service's time for the client, in minutes from the visit's start: back to back, processing included. */
export function visitTimeline(visit: Visit): Array<{ fromMin: number; toMin: number }> {
  let at = 0;
  return visit.services.map((s) => ({ fromMin: at, toMin: (at += s.timing.durationMin) }));
}

/** A visit made ready for the search, whatever the date: its beauticians, and each part with what it needs. */
export interface PlannedVisit {
  beauticianIds: string[];
  parts: PlannedPart[];
}

export function planVisit(visit: Visit): PlannedVisit {
  const candidates = visitCandidates(visit);
  const beauticianIds = [...new Set(candidates.flat())];
  const index = new Map(beauticianIds.map((id, i) => [id, i]));
  const timeline = visitTimeline(visit);
  const parts = visit.services.map((s, i) =>
    plannedPart(
      s.timing,
      candidates[i]!.map((id) => index.get(id)!),
      timeline[i]!.fromMin,
    ),
  );
  return { beauticianIds, parts };
}

/**
 * A visit whose beauticians are chosen (staff booking it) at `start`: each service's start and the timing it keeps, back
 * to back for the client, with no preparation or clean-up between two services by the same beautician (the search's
 * rule, visit-fit.ts).
 */
export function visitPartsAt(
  start: Date,
  services: ReadonlyArray<{ timing: ServiceTiming; beauticianId: string }>,
): Array<{ start: Date; timing: ServiceTiming }> {
  const timeline = visitTimeline({ services: services.map((s) => ({ timing: s.timing, candidates: [s.beauticianId] })) });
  return services.map((s, i) => {
    const sameBefore = services[i - 1]?.beauticianId === s.beauticianId;
    const sameAfter = services[i + 1]?.beauticianId === s.beauticianId;
    return {
      start: new Date(start.getTime() + timeline[i]!.fromMin * 60_000),
      timing: {
        ...s.timing,
        bufferBeforeMin: sameBefore ? 0 : s.timing.bufferBeforeMin,
        bufferAfterMin: sameAfter ? 0 : s.timing.bufferAfterMin,
      },
    };
  });
}
