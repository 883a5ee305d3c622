import { dateInZone } from '../../../core/time.ts';
import type { FullyBookedResponse, Slot } from '../../../core/schemas/availability.schema.ts';
import type { Database } from '../../db/client.ts';
import type { BeauticianRecord } from '../catalog/catalog.repository.ts';
import { loadSalon } from '../catalog/salon.service.ts';
import { fullyBookedInDiary, slotsByCandidate, type BookingTarget } from './availability.service.ts';
import { cacheGeneration } from './busy-cache.ts';
import type { Diary } from './diary.ts';

/**
 * Availability in one diary, worked out afresh for each question: what a client moving their booking sees
 * (docs/decisions/0025). The public pages' answers are remembered (busy-cache.ts); a move is rare, and its
 * diary leaves out the booking's own time, so it is never one of theirs.
 */

/** The free starts on `date`, each once whoever would take it (the union over the candidates). */
export async function diarySlots(db: Database, diary: Diary, date: string, now: Date): Promise<{ slots: Slot[] }> {
  const byCandidate = await slotsByCandidate(db, diary, date, now);
  const starts = new Set([...byCandidate.values()].flatMap((slots) => slots.map((s) => s.start.getTime())));
  const duration = diary.timing.durationMin * 60_000;
  const sorted = [...starts].sort((a, b) => a - b);
  return { slots: sorted.map((start) => ({ startISO: new Date(start).toISOString(), endISO: new Date(start + duration).toISOString() })) };
}

/** The dates of a month with no free start in the diary, and those its time off and closures rule out. */
export async function diaryFullyBooked(
  db: Database,
  diary: Diary,
  month: { year: number; month: number },
  now: Date,
): Promise<FullyBookedResponse> {
  const generation = cacheGeneration(db);
  return (await fullyBookedInDiary(db, diary, month, now, { generation, salon: await loadSalon(db) })).monthAt(now);
}

/** Those of the diary's candidates whose free slots right now include `start` (the rules and their appointments). */
export async function candidatesOffering(db: Database, diary: BookingTarget | Diary, start: Date, now: Date): Promise<BeauticianRecord[]> {
  const salon = await loadSalon(db);
  const byCandidate = await slotsByCandidate(db, diary, dateInZone(start, salon.settings.timeZone), now, salon);
  return diary.candidates.filter((b) => byCandidate.get(b.id)?.some((s) => s.start.getTime() === start.getTime()) ?? false);
}
