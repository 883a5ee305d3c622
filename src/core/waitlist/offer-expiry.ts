/**
 * How long an offered time is held for the client it is offered to (issue 28, docs/decisions/0036): the salon's
 * `waitlistOfferMinutes`, shortened when the visit is close so that, if it lapses, the next client in line still has
 * time to take it up: never more than a quarter of the time left before the visit, and never less than five minutes.
 */
export const MIN_OFFER_MINUTES = 5;

export function offerExpiry(now: Date, start: Date, offerMinutes: number): Date {
  const minute = 60_000;
  const left = start.getTime() - now.getTime();
  const held = Math.max(MIN_OFFER_MINUTES * minute, Math.min(offerMinutes * minute, Math.floor(left / 4 / minute) * minute));
  return new Date(now.getTime() + held);
}
