import { describe, expect, it } from 'vitest';
import { SALON_TIME_ZONE, timeInZone } from '../time.ts';
import type { ServiceTiming } from './service-timing.ts';
import type { BeauticianDay } from './slots.ts';
import type { TimeRange } from './time-ranges.ts';
import type { Visit } from './visit-plan.ts';
import { visitSlotAt, visitSlots, type VisitSlot } from './visit-slots.ts';
import { beauticianDay, serviceTiming, slotRules, weekly } from '../../../tests/builders/availability.builder.ts';

// 2026-01-15 is a Thursday in GMT, so London wall time equals UTC there.
const THURSDAY = '2026-01-15';
const at = (time: string, date = THURSDAY) => new Date(`${date}T${time}:00Z`);
const range = (from: string, to: string, date = THURSDAY): TimeRange => ({ start: at(from, date), end: at(to, date) });

const days = (entries: Record<string, Partial<BeauticianDay>>) => new Map(Object.entries(entries).map(([id, d]) => [id, beauticianDay(d)]));
const everyoneFree = days({ alice: {}, bella: {}, cara: {} });

// A colour: 30 minutes applying, 45 developing (the client sits, the beautician is free), 30 rinsing and finishing.
const COLOUR: ServiceTiming = { ...serviceTiming(105), processingStartMin: 30, processingMin: 45 };
const CUT = serviceTiming(30);
const BLOW_DRY = serviceTiming(30);

const visitOf = (...services: Array<[ServiceTiming, string[]]>): Visit => ({
  services: services.map(([t, candidates]) => ({ timing: t, candidates })),
});
const hhmm = (d: Date) => d.toISOString().slice(11, 16);
const starts = (slots: VisitSlot[]) => slots.map((s) => hhmm(s.start));
/** Who does what when, e.g. 'alice 09:00–10:45'. */
const plan = (slot: VisitSlot | null | undefined) =>
  slot?.parts.map((p) => `${p.beauticianId} ${hhmm(p.client.start)}–${hhmm(p.client.end)}`);
const slotAt = (slots: VisitSlot[], time: string) => slots.find((s) => hhmm(s.start) === time);

describe('back-to-back fit', () => {
  const colourCutBlowDry = visitOf([COLOUR, ['alice']], [CUT, ['bella']], [BLOW_DRY, ['bella']]);

  it('starts each service when the one before ends, processing included in the client’s time', () => {
    const slots = visitSlots(THURSDAY, colourCutBlowDry, everyoneFree, slotRules());
    expect(plan(slots[0])).toEqual(['alice 09:00–10:45', 'bella 10:45–11:15', 'bella 11:15–11:45']);
    expect(slots[0]!.end).toEqual(at('11:45'));
    // 165 minutes in all: every 15 minutes from 09:00 until it ends at closing.
    expect(starts(slots)).toHaveLength(22);
    expect(starts(slots).at(-1)).toBe('14:15');
  });

  it('offers a start only where every service fits right after the one before, with no waiting', () => {
    const bellaBusy = days({ alice: {}, bella: { busy: [range('11:00', '11:30')] } });
    const result = starts(visitSlots(THURSDAY, colourCutBlowDry, bellaBusy, slotRules()));
    // Bella's part runs from start + 1:45 to start + 2:45: it must end by 11:00 (never) or begin at 11:30.
    expect(result[0]).toBe('09:45');
    expect(result).not.toContain('09:30');
  });

  it('gives each service its own start, end, processing part and busy time, and the visit its end', () => {
    const slot = visitSlotAt(at('09:00'), visitOf([COLOUR, ['alice']], [serviceTiming(30, 0, 10), ['bella']]), everyoneFree, slotRules());
    expect(slot?.end).toEqual(at('11:15'));
    expect(slot?.parts[0]).toMatchObject({
      beauticianId: 'alice',
      client: range('09:00', '10:45'),
      processing: range('09:30', '10:15'),
      busy: [range('09:00', '09:30'), range('10:15', '10:45')],
    });
    expect(slot?.parts[1]).toMatchObject({ beauticianId: 'bella', processing: null, busy: [range('10:45', '11:25')], bufferAfterMin: 10 });
  });

  it('checks a requested start exactly as the day’s slots offer it', () => {
    const slots = visitSlots(THURSDAY, colourCutBlowDry, everyoneFree, slotRules());
    expect(visitSlotAt(at('10:30'), colourCutBlowDry, everyoneFree, slotRules())).toEqual(slotAt(slots, '10:30'));
    expect(visitSlotAt(at('10:40'), colourCutBlowDry, everyoneFree, slotRules())).toBeNull(); // between two steps
    expect(visitSlotAt(at('14:30'), colourCutBlowDry, everyoneFree, slotRules())).toBeNull(); // would end after closing
  });
});

describe("'any' per service", () => {
  const MANICURE = serviceTiming(60);
  const PEDICURE = serviceTiming(60);
  const either = ['alice', 'bella'];
  const visit = visitOf([MANICURE, either], [PEDICURE, either]);
  const busyDays = days({ alice: { busy: [range('10:00', '11:00')] }, bella: { busy: [range('11:00', '12:00')] } });

  it('finds a qualified beautician for each service on its own, two where no one can take both', () => {
    const slots = visitSlots(THURSDAY, visit, busyDays, slotRules());
    expect(plan(slotAt(slots, '09:00'))).toEqual(['bella 09:00–10:00', 'bella 10:00–11:00']);
    expect(plan(slotAt(slots, '10:00'))).toEqual(['bella 10:00–11:00', 'alice 11:00–12:00']);
    expect(plan(slotAt(slots, '11:00'))).toEqual(['alice 11:00–12:00', 'alice 12:00–13:00']);
  });

  it('offers nothing where a service has no qualified beautician free', () => {
    const onlyAlice = visitOf([MANICURE, either], [PEDICURE, ['alice']]);
    expect(starts(visitSlots(THURSDAY, onlyAlice, busyDays, slotRules()))).not.toContain('09:30'); // pedicure 10:30: Alice is busy
  });

  it('starts the visit on the step grid of whoever takes the first service', () => {
    const late = days({ alice: { beauticianHours: weekly('09:10', '17:00') }, bella: { busy: [range('09:00', '17:00')] } });
    const result = starts(visitSlots(THURSDAY, visitOf([MANICURE, either]), late, slotRules()));
    expect(result.slice(0, 2)).toEqual(['09:10', '09:25']);
  });
});

describe('the same beautician for several services', () => {
  it('keeps the client with as few beauticians as can do the visit, then the catalogue’s order', () => {
    const visit = visitOf([CUT, ['alice', 'bella']], [BLOW_DRY, ['bella', 'alice']]);
    expect(plan(visitSlots(THURSDAY, visit, everyoneFree, slotRules())[0])).toEqual(['alice 09:00–09:30', 'alice 09:30–10:00']);
    const bellaOnlyBlowDries = visitOf([CUT, ['alice', 'bella']], [BLOW_DRY, ['cara', 'bella']]);
    expect(plan(visitSlots(THURSDAY, bellaOnlyBlowDries, everyoneFree, slotRules())[0])).toEqual([
      'bella 09:00–09:30',
      'bella 09:30–10:00',
    ]);
  });

  it('goes straight on from one service to the next: no clean-up or preparation between them', () => {
    // An hour free between two appointments; the cut's clean-up and the blow-dry's preparation would need 85 minutes.
    const visit = visitOf([serviceTiming(30, 0, 15), ['alice']], [serviceTiming(30, 10, 0), ['alice']]);
    const gap = days({ alice: { busy: [range('09:00', '10:00'), range('11:00', '12:00')] } });
    const slot = visitSlotAt(at('10:00'), visit, gap, slotRules());
    expect(slot?.parts.map((p) => [p.bufferBeforeMin, p.bufferAfterMin])).toEqual([
      [0, 0],
      [0, 0],
    ]);
    expect(slot?.parts.flatMap((p) => p.busy)).toEqual([range('10:00', '10:30'), range('10:30', '11:00')]);
  });

  it('takes "one beautician for everything they can do" as the client’s choice, others for the rest', () => {
    const either = ['alice', 'bella'];
    const visit: Visit = { ...visitOf([CUT, either], [BLOW_DRY, either], [serviceTiming(45), ['cara']]), oneBeautician: 'bella' };
    expect(plan(visitSlots(THURSDAY, visit, everyoneFree, slotRules())[0])).toEqual([
      'bella 09:00–09:30',
      'bella 09:30–10:00',
      'cara 10:00–10:45',
    ]);
    const bellaBusy = days({ alice: {}, bella: { busy: [range('09:30', '10:00')] }, cara: {} });
    expect(starts(visitSlots(THURSDAY, visit, bellaBusy, slotRules()))).not.toContain('09:00'); // not Alice instead
  });

  it('keeps her clean-up and preparation around another beautician’s service between hers, without overlap', () => {
    const between = (trimMin: number) =>
      visitOf([serviceTiming(30, 0, 15), ['alice']], [serviceTiming(trimMin), ['bella']], [serviceTiming(30, 10, 0), ['alice']]);
    // Alice cleans up to start + 45; her preparation for the blow-dry begins at start + 30 + trim − 10.
    expect(visitSlots(THURSDAY, between(20), everyoneFree, slotRules())).toEqual([]);
    const slot = visitSlots(THURSDAY, between(25), everyoneFree, slotRules())[0];
    expect(slot?.parts.map((p) => p.busy)).toEqual([[range('09:00', '09:45')], [range('09:30', '09:55')], [range('09:45', '10:25')]]);
  });
});

describe('processing gaps bookable', () => {
  it("lets the visit's own processing part lie over its colourist's other appointment", () => {
    // Another client's cut 09:45–10:15: a colour at 09:15 applies before it and finishes after it.
    const aliceCuts = days({ alice: { busy: [range('09:45', '10:15')] }, bella: {} });
    const slot = visitSlotAt(at('09:15'), visitOf([COLOUR, ['alice']], [BLOW_DRY, ['bella']]), aliceCuts, slotRules());
    expect(plan(slot)).toEqual(['alice 09:15–11:00', 'bella 11:00–11:30']);
    expect(visitSlotAt(at('09:30'), visitOf([COLOUR, ['alice']], [BLOW_DRY, ['bella']]), aliceCuts, slotRules())).toBeNull();
  });

  it('puts a later service of the visit inside another booking’s processing part, where it fits back to back', () => {
    // Alice's 10:00 colour for someone else keeps her busy 10:00–10:30 and 11:15–11:45.
    const aliceColours = days({ alice: { busy: [range('10:00', '10:30'), range('11:15', '11:45')] }, bella: {} });
    const visit = visitOf([CUT, ['bella']], [serviceTiming(20), ['alice']]);
    const result = starts(visitSlots(THURSDAY, visit, aliceColours, slotRules()));
    expect(result).toEqual(expect.arrayContaining(['10:00', '10:15']));
    expect(result).not.toContain('10:30'); // the trim 11:00–11:20 would run into the rinse
  });

  it('never puts the visit’s next service inside its own colour’s processing part: the client has the colour on', () => {
    const slot = visitSlotAt(at('09:00'), visitOf([COLOUR, ['alice']], [CUT, ['alice', 'bella']]), everyoneFree, slotRules());
    expect(plan(slot)).toEqual(['alice 09:00–10:45', 'alice 10:45–11:15']);
    expect(slot?.parts[0]!.busy).toEqual([range('09:00', '09:30'), range('10:15', '10:45')]); // 09:30–10:15 left free
  });
});

describe('clean-up time', () => {
  const visit = visitOf([serviceTiming(30, 10, 0), ['alice']], [serviceTiming(30, 0, 15), ['bella']]);

  it('keeps the first service’s preparation and the last one’s clean-up inside working hours', () => {
    const result = starts(visitSlots(THURSDAY, visit, everyoneFree, slotRules()));
    expect(result[0]).toBe('09:15'); // 09:00 would need preparation from 08:50
    expect(result.at(-1)).toBe('15:45'); // the blow-dry ends 16:45 and its clean-up 17:00
  });

  it('keeps a beautician’s clean-up after her service though the client has moved on to another', () => {
    const cleanUpThenNext = visitOf([serviceTiming(30, 0, 15), ['alice']], [BLOW_DRY, ['bella']]);
    const aliceLater = days({ alice: { busy: [range('10:00', '11:00')] }, bella: {} });
    const result = starts(visitSlots(THURSDAY, cleanUpThenNext, aliceLater, slotRules()));
    expect(result).toContain('09:15'); // clean-up ends at 10:00
    expect(result).not.toContain('09:30');
  });
});

describe('time off and closures', () => {
  const visit = visitOf([COLOUR, ['alice']], [BLOW_DRY, ['bella']]);

  it('never leaves the client in the chair while their colourist is away, though an appointment may lie there', () => {
    const away = days({ alice: { off: [range('12:15', '12:45')] }, bella: {} });
    const booked = days({ alice: { busy: [range('12:15', '12:45')] }, bella: {} });
    // At 11:30 the colour develops 12:00–12:45, over the half hour.
    expect(starts(visitSlots(THURSDAY, visit, away, slotRules()))).not.toContain('11:30');
    expect(starts(visitSlots(THURSDAY, visit, booked, slotRules()))).toContain('11:30');
  });

  it('fits each service around its own beautician’s time off, and offers nothing on a closed day', () => {
    const bellaOff = days({ alice: {}, bella: { off: [range('13:00', '17:00')] } });
    expect(starts(visitSlots(THURSDAY, visit, bellaOff, slotRules())).at(-1)).toBe('10:45'); // the blow-dry ends at 13:00
    const closure = [range('00:00', '23:59')];
    expect(visitSlots(THURSDAY, visit, days({ alice: { off: closure }, bella: { off: closure } }), slotRules())).toEqual([]);
  });

  it("gives 'any' to the colleague who is in", () => {
    const either = visitOf([COLOUR, ['alice', 'cara']], [BLOW_DRY, ['bella']]);
    const aliceOff = days({ alice: { off: [range('09:00', '17:00')] }, bella: {}, cara: {} });
    expect(plan(visitSlots(THURSDAY, either, aliceOff, slotRules())[0])).toEqual(['cara 09:00–10:45', 'bella 10:45–11:15']);
  });
});

describe('the notice', () => {
  const visit = visitOf([CUT, ['alice']], [BLOW_DRY, ['bella']]);

  it('holds the visit’s start to the minimum notice, not its later services', () => {
    const result = starts(visitSlots(THURSDAY, visit, everyoneFree, slotRules({ now: at('08:00'), minNoticeMinutes: 120 })));
    expect(result[0]).toBe('10:00');
    expect(visitSlotAt(at('09:45'), visit, everyoneFree, slotRules({ now: at('08:00'), minNoticeMinutes: 120 }))).toBeNull();
  });

  it('offers nothing before today or past the bookable months', () => {
    expect(visitSlots('2026-01-14', visit, everyoneFree, slotRules({ now: at('06:00') }))).toEqual([]);
    expect(visitSlots('2026-04-16', visit, everyoneFree, slotRules({ now: at('06:00'), horizonMonths: 3 }))).toEqual([]);
    expect(visitSlots('2026-04-15', visit, everyoneFree, slotRules({ now: at('06:00'), horizonMonths: 3 }))).toHaveLength(29);
  });
});

describe('the DST change days', () => {
  // Open through the night, so a visit crosses 01:00–02:00 on the last Sunday of March and of October.
  const overnight = days({
    alice: { salonHours: weekly('00:00', '04:00'), beauticianHours: weekly('00:00', '04:00') },
    bella: { salonHours: weekly('00:00', '04:00'), beauticianHours: weekly('00:00', '04:00') },
  });
  const visit = visitOf([CUT, ['alice']], [BLOW_DRY, ['bella']]);
  const wall = (d: Date) => timeInZone(d, SALON_TIME_ZONE);

  it('runs a visit across the spring gap by elapsed time: 00:45 GMT, then 02:15 BST', () => {
    const slots = visitSlots('2026-03-29', visit, overnight, slotRules());
    expect(slots).toHaveLength(9); // 3 real hours for an hour's visit
    const slot = slots.find((s) => wall(s.start) === '00:45');
    expect(slot?.parts.map((p) => `${wall(p.client.start)}–${wall(p.client.end)}`)).toEqual(['00:45–02:15', '02:15–02:45']);
    expect(slot!.end.getTime() - slot!.start.getTime()).toBe(60 * 60_000);
  });

  it('runs a visit across the autumn hour that happens twice', () => {
    const slots = visitSlots('2026-10-25', visit, overnight, slotRules());
    expect(slots).toHaveLength(17); // 5 real hours
    const slot = slots.find((s) => s.start.toISOString() === '2026-10-25T00:30:00.000Z'); // 01:30 BST
    expect(slot?.parts.map((p) => `${wall(p.client.start)}–${wall(p.client.end)}`)).toEqual(['01:30–01:00', '01:00–01:30']);
    expect(slots.map((s) => wall(s.start)).filter((t) => t === '01:30')).toHaveLength(2);
  });
});

describe('a visit that would run past closing', () => {
  const visit = visitOf([COLOUR, ['alice']], [CUT, ['bella']]);

  it('is not offered: the last start ends the visit at closing', () => {
    const result = starts(visitSlots(THURSDAY, visit, everyoneFree, slotRules()));
    expect(result.at(-1)).toBe('14:45');
    expect(visitSlotAt(at('15:00'), visit, everyoneFree, slotRules())).toBeNull();
  });

  it('ends each service within its own beautician’s hours', () => {
    const bellaLeavesAtFour = days({ alice: {}, bella: { beauticianHours: weekly('09:00', '16:00') } });
    expect(starts(visitSlots(THURSDAY, visit, bellaLeavesAtFour, slotRules())).at(-1)).toBe('13:45');
  });
});
