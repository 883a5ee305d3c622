import { describe, expect, it } from 'vitest';
import { givenBeautician, givenService } from '../../../../tests/builders/catalog.builder.ts';
import { givenSalon } from '../../../../tests/builders/salon.builder.ts';
import { bookThroughApi } from '../../../../tests/support/book-through-api.ts';
import { engines } from '../../../../tests/support/test-database.ts';
import { salonAppForSuite } from '../../../../tests/support/salon-app.ts';

// Monday 23 Nov 2026, 08:00 in London.
const NOW = new Date('2026-11-23T08:00:00Z');

describe.each(engines)('availability API (%s)', (engine) => {
  const s = salonAppForSuite(engine, NOW, {
    given: async (t) => {
      await givenSalon(t.db); // every day 09:00–17:00
      // Dana works Wednesdays 09:00–11:00 and Fridays 09:00–17:00; Erin works Wednesdays only.
      const dana = await givenBeautician(t.db, {
        name: 'Dana',
        hours: [
          { dayOfWeek: 3, start: '09:00', end: '11:00' },
          { dayOfWeek: 5, start: '09:00', end: '17:00' },
        ],
      });
      const erin = await givenBeautician(t.db, { name: 'Erin', hours: [{ dayOfWeek: 3, start: '09:00', end: '17:00' }] });
      const facial = await givenService(t.db, {
        name: 'Facial',
        primaryBeauticianId: dana,
        additionalBeauticianIds: [erin],
        variants: [{ name: 'Standard', durationMin: 60, bufferAfterMin: 15 }],
      });
      return { dana, erin, facial };
    },
    signIn: false,
  });

  const slots = async (query: string) => {
    const res = await s.app.inject({ url: `/api/slots?serviceId=${s.facial}&variantName=Standard&${query}` });
    expect(res.statusCode).toBe(200);
    return (res.json().slots as Array<{ startISO: string }>).map((s) => s.startISO.slice(11, 16));
  };

  it("offers 15-minute starts inside the salon's and the beautician's hours", async () => {
    // 09:00–11:00 with a 60-minute facial and 15 minutes clean-up: the last start is 09:45.
    expect(await slots(`beauticianId=${s.dana}&date=2026-11-25`)).toEqual(['09:00', '09:15', '09:30', '09:45']);
    expect(await slots(`beauticianId=${s.dana}&date=2026-11-24`)).toEqual([]);
  });

  it('answers for each beautician and for any separately, whichever is asked first', async () => {
    // Wednesday 9 Dec: the first question works the day out for Dana, Erin and any at once.
    const erinsDay = Array.from(
      { length: 28 },
      (_, i) => `${String(9 + Math.floor(i / 4)).padStart(2, '0')}:${String((i % 4) * 15).padStart(2, '0')}`,
    );
    expect(await slots(`beauticianId=${s.dana}&date=2026-12-09`)).toEqual(['09:00', '09:15', '09:30', '09:45']);
    expect(await slots(`beauticianId=${s.erin}&date=2026-12-09`)).toEqual(erinsDay);
    expect(await slots('any=true&date=2026-12-09')).toEqual(erinsDay);
    expect(await slots(`beauticianId=${s.dana}&date=2026-12-09`)).toEqual(['09:00', '09:15', '09:30', '09:45']);
  });

  it('removes a booked slot and its buffer for the next customer', async () => {
    await bookThroughApi(s.app, { serviceId: s.facial, beauticianId: s.dana, startISO: '2026-11-27T10:00:00Z' });
    // 10:00–11:00 plus 15 minutes' clean-up holds Dana until 11:15; a 75-minute block cannot fit before 10:00.
    const friday = await slots(`beauticianId=${s.dana}&date=2026-11-27`);
    expect(friday[0]).toBe('11:15');
    expect(friday.at(-1)).toBe('15:45');
  });

  it('offers the union of qualified beauticians for any', async () => {
    const any = await slots('any=true&date=2026-11-25');
    expect(any[0]).toBe('09:00');
    expect(any.at(-1)).toBe('15:45');
  });

  it('lists the fully booked dates of a month from one call', async () => {
    // Dana works 09:00–11:00 on Wednesday 2 Dec; a facial at 09:45 leaves 45 minutes, too short for another.
    await bookThroughApi(s.app, { serviceId: s.facial, beauticianId: s.dana, startISO: '2026-12-02T09:45:00Z' });
    const res = await s.app.inject({
      url: `/api/slots/fully-booked?beauticianId=${s.dana}&year=2026&month=12&serviceId=${s.facial}&variantName=Standard`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ fullyBooked: ['2026-12-02'], notWorking: [], closed: [] });
    // With Erin also able to do it, "any" is not fully booked that day.
    const any = await s.app.inject({ url: `/api/slots/fully-booked?any=true&year=2026&month=12&serviceId=${s.facial}` });
    expect(any.json()).toEqual({ fullyBooked: [], notWorking: [], closed: [] });
  });

  it('rejects bad queries with per-field messages', async () => {
    const res = await s.app.inject({ url: `/api/slots?serviceId=${s.facial}&variantName=Standard&date=25-11-2026&beauticianId=${s.dana}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.fields).toHaveProperty('date');
    const month = await s.app.inject({ url: `/api/slots/fully-booked?beauticianId=${s.dana}&year=2026&month=13` });
    expect(month.statusCode).toBe(400);
    expect(month.json().details.fields.month).toBe('month must be 1 to 12');
  });
});
