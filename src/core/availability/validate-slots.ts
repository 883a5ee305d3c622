import { dateInZone } from '../time.ts';

/** Spec §9: above this share of discarded slots the list is not trusted at all. */
export const INVALID_SLOT_THRESHOLD = 0.2;

interface SlotIso {
  startISO: string;
  endISO: string;
}

function isUsable(slot: SlotIso, date: string, zone: string): boolean {
  const start = new Date(slot.startISO);
  const end = new Date(slot.endISO);
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) return false;
  return end.getTime() > start.getTime() && dateInZone(start, zone) === date;
}

/**
 * The web's guard over `GET /api/slots` (spec §5 'Calendar / slots'): drop slots with bad dates, an end
 * not after the start, or a start on another day in the salon zone. When more than 20% were dropped the
 * answer is suspect, so nothing is shown and the caller shows spec §8's 'Temporary error fetching slots'.
 */
export function validateSlots(slots: SlotIso[], date: string, zone: string): { slots: SlotIso[]; tooManyInvalid: boolean } {
  const valid = slots.filter((slot) => isUsable(slot, date, zone));
  const discarded = slots.length - valid.length;
  // k / 5k rounds to the same double as the literal 0.2, so exactly 20% is not "more than".
  const tooManyInvalid = slots.length > 0 && discarded / slots.length > INVALID_SLOT_THRESHOLD;
  return { slots: tooManyInvalid ? [] : valid, tooManyInvalid };
}
