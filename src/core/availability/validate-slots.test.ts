import { describe, expect, it } from 'vitest';
import { SALON_TIME_ZONE } from '../time.ts';
import { INVALID_SLOT_THRESHOLD, validateSlots } from './validate-slots.ts';

const DATE = '2026-07-02';
// Summer: London is UTC+1, so 09:00 London is 08:00Z.
const good = (hour: number) => ({
  startISO: `2026-07-02T${String(hour).padStart(2, '0')}:00:00.000Z`,
  endISO: `2026-07-02T${String(hour).padStart(2, '0')}:45:00.000Z`,
});
const BAD = [
  { startISO: 'not a date', endISO: '2026-07-02T09:00:00.000Z' },
  { startISO: '2026-07-02T09:00:00.000Z', endISO: '2026-07-02T09:00:00.000Z' }, // end not after start
  { startISO: '2026-07-02T10:00:00.000Z', endISO: '2026-07-02T09:00:00.000Z' },
  { startISO: '2026-07-02T23:30:00.000Z', endISO: '2026-07-03T00:30:00.000Z' }, // 00:30 on 3 July in London
  { startISO: '2026-07-02T09:00:00.000Z', endISO: '' },
] as const;

describe('validateSlots (spec §5)', () => {
  it('keeps good slots, including one at 00:30 BST whose UTC date is the day before', () => {
    const earlyMorning = { startISO: '2026-07-01T23:30:00.000Z', endISO: '2026-07-02T00:30:00.000Z' };
    const slots = [earlyMorning, good(8), good(9)];
    expect(validateSlots(slots, DATE, SALON_TIME_ZONE)).toEqual({ slots, tooManyInvalid: false });
  });

  it.each(BAD.map((slot) => [slot.startISO, slot.endISO, slot]))('discards %s → %s', (_start, _end, slot) => {
    const goodOnes = [1, 2, 3, 4, 5, 6, 7, 8, 9].map(good);
    expect(validateSlots([...goodOnes, slot], DATE, SALON_TIME_ZONE)).toEqual({ slots: goodOnes, tooManyInvalid: false });
  });

  it.each([
    ['exactly 20% of 10', 8, 2, false],
    ['exactly 20% of 5', 4, 1, false],
    ['exactly 20% of 15', 12, 3, false],
    ['30% of 10', 7, 3, true],
    ['25% of 4', 3, 1, true],
    ['all of them', 0, 3, true],
  ])('%s invalid: too many = %s', (_label, goodCount, badCount, tooMany) => {
    const goodOnes = Array.from({ length: goodCount }, (_, i) => good(i));
    const badOnes = Array.from({ length: badCount }, (_, i) => BAD[i % BAD.length]!);
    const result = validateSlots([...badOnes, ...goodOnes], DATE, SALON_TIME_ZONE);
    expect(result.tooManyInvalid).toBe(tooMany);
    expect(result.slots).toEqual(tooMany ? [] : goodOnes);
  });

  it('treats an empty answer as valid (the page says there are no times)', () => {
    expect(validateSlots([], DATE, SALON_TIME_ZONE)).toEqual({ slots: [], tooManyInvalid: false });
  });

  it('uses the spec threshold', () => {
    expect(INVALID_SLOT_THRESHOLD).toBe(0.2);
  });
});
