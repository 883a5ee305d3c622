import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { givenAppointment } from '../../../../tests/builders/appointment.builder.ts';
import { bookingRequest } from '../../../../tests/builders/booking.builder.ts';
import { givenBeautician, givenService } from '../../../../tests/builders/catalog.builder.ts';
import { givenSalon } from '../../../../tests/builders/salon.builder.ts';
import { anotherProcess } from '../../../../tests/support/another-process.ts';
import { bookThroughApi } from '../../../../tests/support/book-through-api.ts';
import { engines } from '../../../../tests/support/test-database.ts';
import { salonAppForSuite } from '../../../../tests/support/salon-app.ts';
import { staffApi } from '../../../../tests/support/time-off-api.ts';
import type { VisitSlot } from '../../../core/schemas/visit-availability.schema.ts';
import { salonSettings } from '../../db/schema/catalog.ts';

// Monday 23 Nov 2026, 08:00 in London (GMT, so London wall time is UTC); two hours' notice.
const NOW = new Date('2026-11-23T08:00:00Z');
const WEDNESDAY = '2026-11-25';
const at = (time: string, date = WEDNESDAY) => `${date}T${time}:00.000Z`;

describe.each(engines)('availability of a visit of several services (%s)', (engine) => {
  const s = salonAppForSuite(engine, NOW, {
    given: async (t) => {
      await givenSalon(t.db); // every day 09:00–17:00
      // The salon's order in a visit: colour, then cut, then styling (docs/decisions/0032).
      await t.db.update(salonSettings).set({ visitCategoryOrder: ['Colour', 'Cut', 'Styling'] });
      const alice = await givenBeautician(t.db, { name: 'Alice' });
      const bella = await givenBeautician(t.db, { name: 'Bella' });
      const cara = await givenBeautician(t.db, { name: 'Cara' });
      // A colour: 30 minutes applying, 45 developing (Alice free), 30 rinsing and finishing.
      const fullHead = { name: 'Full head', durationMin: 105, processingStartMin: 30, processingMin: 45 };
      const colour = await givenService(t.db, { name: 'Colour', category: 'Colour', primaryBeauticianId: alice, variants: [fullHead] });
      const cut = await givenService(t.db, {
        name: 'Cut',
        category: 'Cut',
        primaryBeauticianId: bella,
        additionalBeauticianIds: [alice],
        variants: [{ name: 'Standard', durationMin: 30, bufferAfterMin: 10 }],
      });
      const blowDry = await givenService(t.db, {
        name: 'Blow-dry',
        category: 'Styling',
        primaryBeauticianId: bella,
        additionalBeauticianIds: [cara],
        variants: [{ name: 'Standard', durationMin: 30 }],
      });
      const toner = await givenService(t.db, {
        name: 'Toner',
        primaryBeauticianId: alice,
        variants: [{ name: 'Standard', durationMin: 15 }],
      });
      const trim = await givenService(t.db, {
        name: 'Fringe trim',
        primaryBeauticianId: alice,
        variants: [{ name: 'Standard', durationMin: 20 }],
      });
      return { alice, bella, cara, colour, cut, blowDry, toner, trim, other: anotherProcess(t.db) };
    },
  });

  type Item = [service: string, variant: string, beautician: string];
  const colourCutBlowDry = (): Item[] => [
    [s.colour, 'Full head', 'any'],
    [s.cut, 'Standard', 'any'],
    [s.blowDry, 'Standard', 'any'],
  ];
  const visitQuery = (items: Item[], more = '') =>
    items.map(([service, variant, who]) => `service=${service}&variant=${encodeURIComponent(variant)}&beautician=${who}`).join('&') + more;
  const visitSlots = async (items: Item[], date = WEDNESDAY, more = ''): Promise<VisitSlot[]> => {
    const res = await s.app.inject({ url: `/api/slots/visit?${visitQuery(items, `&date=${date}${more}`)}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().slots;
  };
  const starts = async (items: Item[], date = WEDNESDAY) => (await visitSlots(items, date)).map((slot) => slot.startISO);
  /** Who does what when, e.g. 'Alice 09:00–10:45'. */
  const plan = (slot: VisitSlot | undefined) =>
    slot?.services.map((p) => `${p.beauticianName} ${p.startISO.slice(11, 16)}–${p.endISO.slice(11, 16)}`);

  it('offers a colour, a cut and a blow-dry as one visit, each start with who does which service when', async () => {
    const slots = await visitSlots(colourCutBlowDry());
    expect(slots[0]).toEqual({
      startISO: at('09:00'),
      endISO: at('11:45'),
      services: [
        {
          serviceId: s.colour,
          variantName: 'Full head',
          beauticianId: s.alice,
          beauticianName: 'Alice',
          startISO: at('09:00'),
          endISO: at('10:45'),
        },
        {
          serviceId: s.cut,
          variantName: 'Standard',
          beauticianId: s.bella,
          beauticianName: 'Bella',
          startISO: at('10:45'),
          endISO: at('11:15'),
        },
        {
          serviceId: s.blowDry,
          variantName: 'Standard',
          beauticianId: s.bella,
          beauticianName: 'Bella',
          startISO: at('11:15'),
          endISO: at('11:45'),
        },
      ],
    });
    // 165 minutes back to back: the last start ends the visit at closing.
    expect(slots.at(-1)?.startISO).toBe(at('14:15'));
  });

  it("puts the services in the salon's order, whatever order they were asked in", async () => {
    const [colour, cut, blowDry] = colourCutBlowDry();
    const slots = await visitSlots([blowDry!, colour!, cut!]);
    expect(slots[0]?.services.map((part) => part.serviceId)).toEqual([s.colour, s.cut, s.blowDry]);
    expect(slots).toEqual(await visitSlots([colour!, cut!, blowDry!]));
  });

  it("keeps to the beautician asked for each service, and to 'one beautician for everything they can do'", async () => {
    const [colour, cut] = colourCutBlowDry();
    const withCara = await visitSlots([colour!, cut!, [s.blowDry, 'Standard', s.cara]]);
    // Two beauticians rather than three: Alice, there for the colour, cuts too.
    expect(plan(withCara[0])).toEqual(['Alice 09:00–10:45', 'Alice 10:45–11:15', 'Cara 11:15–11:45']);
    const aliceForAll = await visitSlots(colourCutBlowDry(), WEDNESDAY, `&oneBeautician=${s.alice}`);
    // Alice colours and cuts; she does not blow-dry, so Bella does.
    expect(plan(aliceForAll[0])).toEqual(['Alice 09:00–10:45', 'Alice 10:45–11:15', 'Bella 11:15–11:45']);
  });

  it("fits around the day's bookings, its colour developing over the colourist's other client, and sees each new one", async () => {
    const colourThenBlowDry: Item[] = [
      [s.colour, 'Full head', 'any'],
      [s.blowDry, 'Standard', 'any'],
    ];
    const thursday = '2026-11-26';
    expect(await starts(colourThenBlowDry, thursday)).toContain(at('09:30', thursday));
    // Another client's cut with Alice 09:45–10:15, clean-up to 10:25: a colour at 09:15 applies before it, finishes after.
    await bookThroughApi(s.app, { serviceId: s.cut, beauticianId: s.alice, startISO: at('09:45', thursday) });
    const slots = await visitSlots(colourThenBlowDry, thursday);
    expect(plan(slots.find((slot) => slot.startISO === at('09:15', thursday)))).toEqual(['Alice 09:15–11:00', 'Bella 11:00–11:30']);
    expect(slots.map((slot) => slot.startISO)).not.toContain(at('09:30', thursday));
  });

  it("puts a later service of the visit inside another client's colour development, back to back", async () => {
    const saturday = '2026-11-28';
    // Another client's colour with Alice at 10:00: she applies 10:00–10:30 and finishes 11:15–11:45, free between.
    const colour = bookingRequest({
      serviceId: s.colour,
      variantName: 'Full head',
      beauticianId: s.alice,
      startISO: at('10:00', saturday),
    });
    expect((await s.app.inject({ method: 'POST', url: '/api/appointments', payload: colour })).statusCode).toBe(201);
    const cutThenTrim: Item[] = [
      [s.cut, 'Standard', s.bella],
      [s.trim, 'Standard', s.alice],
    ];
    const slots = await visitSlots(cutThenTrim, saturday);
    expect(plan(slots.find((slot) => slot.startISO === at('10:00', saturday)))).toEqual(['Bella 10:00–10:30', 'Alice 10:30–10:50']);
    expect(slots.map((slot) => slot.startISO)).not.toContain(at('10:30', saturday)); // the trim 11:00–11:20 would meet the rinse
  });

  it('drops a start once another app process books over it', async () => {
    const friday = '2026-11-27';
    const onlyBella: Item[] = [
      [s.cut, 'Standard', s.bella],
      [s.blowDry, 'Standard', s.bella],
    ];
    expect(await starts(onlyBella, friday)).toContain(at('12:00', friday));
    await givenAppointment(s.other, { beauticianId: s.bella, serviceId: s.blowDry, start: at('12:30', friday) });
    await expect.poll(() => starts(onlyBella, friday)).not.toContain(at('12:00', friday));
  });

  it('offers a visit of one service exactly where GET /api/slots offers that service', async () => {
    const res = await s.app.inject({ url: `/api/slots?serviceId=${s.cut}&variantName=Standard&any=true&date=${WEDNESDAY}` });
    expect(await starts([[s.cut, 'Standard', 'any']])).toEqual(res.json().slots.map((slot: { startISO: string }) => slot.startISO));
  });

  it("marks a month's dates with the spec's reasons for the whole visit", async () => {
    const { addTimeOff, addClosure } = staffApi(s);
    // Alice, the only colourist, is away on Wednesday 2 December; on Thursday 3rd she is in only from 15:00.
    expect((await addTimeOff({ beauticianId: s.alice, kind: 'holiday', startDate: '2026-12-02', endDate: '2026-12-02' })).statusCode).toBe(
      201,
    );
    const morning = { beauticianId: s.alice, kind: 'training', start: at('09:00', '2026-12-03'), end: at('15:00', '2026-12-03') };
    expect((await addTimeOff(morning)).statusCode).toBe(201);
    expect((await addClosure({ startDate: '2026-12-25', endDate: '2026-12-25', label: 'Christmas Day' })).statusCode).toBe(201);

    const month = async (items: Item[]) => {
      const res = await s.app.inject({ url: `/api/slots/visit/fully-booked?${visitQuery(items, '&year=2026&month=12')}` });
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    // Her colour fits 15:00–16:45 on the 3rd, but a blow-dry after it would run past closing.
    expect(await month(colourCutBlowDry().slice(0, 3))).toEqual({
      fullyBooked: ['2026-12-03'],
      notWorking: ['2026-12-02'],
      closed: [{ date: '2026-12-25', label: 'Christmas Day' }],
    });
    expect((await month([[s.colour, 'Full head', 'any']])).fullyBooked).toEqual([]);
  });

  describe('refuses a question it cannot answer, saying why', () => {
    const url = (query: string) => `/api/slots/visit?${query}&date=${WEDNESDAY}`;
    const refusal = async (path: string) => {
      const res = await s.app.inject({ url: path });
      return { status: res.statusCode, ...res.json() };
    };

    it.each([
      ['no service', () => url('variant=Standard&beautician=any'), 'service', 'Add at least one service to the visit'],
      [
        'a variant short',
        () => url(`service=${s.colour}&service=${s.cut}&variant=Full%20head&beautician=any&beautician=any`),
        'variant',
        'Give one variant for each service, in the same order: 2 services, 1 given',
      ],
      [
        'a beautician that is neither an id nor any',
        () => url(`service=${s.cut}&variant=Standard&beautician=Bella`),
        'beautician.0',
        "Each beautician must be a beautician's id or any",
      ],
      [
        'the same service twice',
        () =>
          url(
            visitQuery([
              [s.cut, 'Standard', 'any'],
              [s.cut, 'Standard', 'any'],
            ]),
          ),
        'service',
        'Each service can be in a visit only once',
      ],
      [
        'more services than any salon allows',
        () => url(visitQuery(Array.from({ length: 9 }, (): Item => [randomUUID(), 'Standard', 'any']))),
        'service',
        'A visit can have at most 8 services',
      ],
    ])('%s (400, per field)', async (_label, path, field, message) => {
      const res = await refusal(path());
      expect(res.status).toBe(400);
      expect(res.details.fields[field]).toBe(message);
    });

    it.each([
      [
        "more services than the salon's limit",
        () => url(visitQuery([...colourCutBlowDry(), [s.toner, 'Standard', 'any'], [s.trim, 'Standard', 'any']])),
        400,
        'VISIT_TOO_LONG',
        'A visit can have at most 4 services',
      ],
      [
        'a variant the service lacks',
        () => url(visitQuery([[s.colour, 'Half head', 'any']])),
        404,
        'VARIANT_NOT_FOUND',
        "Colour has no variant called 'Half head'.",
      ],
      [
        'a beautician who does not offer it',
        () => url(visitQuery([[s.colour, 'Full head', s.cara]])),
        400,
        'BEAUTICIAN_NOT_QUALIFIED',
        'Cara does not offer Colour.',
      ],
      [
        'one beautician for everything, who does none of it',
        () => url(`${visitQuery([[s.colour, 'Full head', 'any']])}&oneBeautician=${s.cara}`),
        400,
        'BEAUTICIAN_NOT_QUALIFIED',
        'Cara does not offer any of these services.',
      ],
      ['a service that does not exist', () => url(visitQuery([[randomUUID(), 'Standard', 'any']])), 404, 'NOT_FOUND', 'Service not found'],
    ])('%s', async (_label, path, status, code, error) => {
      expect(await refusal(path())).toEqual({ status, code, error });
    });

    it('a month out of range', async () => {
      const res = await refusal(`/api/slots/visit/fully-booked?${visitQuery([[s.cut, 'Standard', 'any']])}&year=2026&month=13`);
      expect(res.status).toBe(400);
      expect(res.details.fields.month).toBe('month must be 1 to 12');
    });
  });
});
