import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingRequest } from '../../../../tests/builders/booking.builder.ts';
import { givenBeautician, givenService } from '../../../../tests/builders/catalog.builder.ts';
import { givenSalon } from '../../../../tests/builders/salon.builder.ts';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.ts';
import { engines } from '../../../../tests/support/test-database.ts';

// Monday 23 Nov 2026, 08:00 in London.
const NOW = new Date('2026-11-23T08:00:00Z');

describe.each(engines)('availability API (%s)', (engine) => {
  let t: TestApp;
  let dana: string;
  let erin: string;
  let facial: string;

  beforeAll(async () => {
    t = await createTestApp(engine, NOW);
    await givenSalon(t.db); // every day 09:00–17:00
    // Dana works Wednesdays 09:00–11:00 and Fridays 09:00–17:00; Erin works Wednesdays only.
    dana = await givenBeautician(t.db, {
      name: 'Dana',
      hours: [
        { dayOfWeek: 3, start: '09:00', end: '11:00' },
        { dayOfWeek: 5, start: '09:00', end: '17:00' },
      ],
    });
    erin = await givenBeautician(t.db, { name: 'Erin', hours: [{ dayOfWeek: 3, start: '09:00', end: '17:00' }] });
    facial = await givenService(t.db, {
      name: 'Facial',
      primaryBeauticianId: dana,
      additionalBeauticianIds: [erin],
      variants: [{ name: 'Standard', durationMin: 60, bufferAfterMin: 15 }],
    });
  });
  afterAll(() => t.close());

  const slots = async (query: string) => {
    const res = await t.app.inject({ url: `/api/slots?serviceId=${facial}&variantName=Standard&${query}` });
    expect(res.statusCode).toBe(200);
    return (res.json().slots as Array<{ startISO: string }>).map((s) => s.startISO.slice(11, 16));
  };

  it("offers 15-minute starts inside the salon's and the beautician's hours", async () => {
    // 09:00–11:00 with a 60-minute facial and 15 minutes clean-up: the last start is 09:45.
    expect(await slots(`beauticianId=${dana}&date=2026-11-25`)).toEqual(['09:00', '09:15', '09:30', '09:45']);
    expect(await slots(`beauticianId=${dana}&date=2026-11-24`)).toEqual([]);
  });

  it("answers for each beautician and for any separately, whichever is asked first", async () => {
    // Wednesday 9 Dec: the first question works the day out for Dana, Erin and any at once.
    const erinsDay = Array.from({ length: 28 }, (_, i) => `${String(9 + Math.floor(i / 4)).padStart(2, '0')}:${String((i % 4) * 15).padStart(2, '0')}`);
    expect(await slots(`beauticianId=${dana}&date=2026-12-09`)).toEqual(['09:00', '09:15', '09:30', '09:45']);
    expect(await slots(`beauticianId=${erin}&date=2026-12-09`)).toEqual(erinsDay);
    expect(await slots('any=true&date=2026-12-09')).toEqual(erinsDay);
    expect(await slots(`beauticianId=${dana}&date=2026-12-09`)).toEqual(['09:00', '09:15', '09:30', '09:45']);
  });

  it('removes a booked slot and its buffer for the next customer', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/appointments',
      payload: bookingRequest({ serviceId: facial, beauticianId: dana, startISO: '2026-11-27T10:00:00Z' }),
    });
    expect(res.statusCode).toBe(201);
    // 10:00–11:00 plus 15 minutes' clean-up holds Dana until 11:15; a 75-minute block cannot fit before 10:00.
    const friday = await slots(`beauticianId=${dana}&date=2026-11-27`);
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
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/appointments',
      payload: bookingRequest({ serviceId: facial, beauticianId: dana, startISO: '2026-12-02T09:45:00Z' }),
    });
    expect(first.statusCode).toBe(201);
    const res = await t.app.inject({ url: `/api/slots/fully-booked?beauticianId=${dana}&year=2026&month=12&serviceId=${facial}&variantName=Standard` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ fullyBooked: ['2026-12-02'], notWorking: [], closed: [] });
    // With Erin also able to do it, "any" is not fully booked that day.
    const any = await t.app.inject({ url: `/api/slots/fully-booked?any=true&year=2026&month=12&serviceId=${facial}` });
    expect(any.json()).toEqual({ fullyBooked: [], notWorking: [], closed: [] });
  });

  it('rejects bad queries with per-field messages', async () => {
    const res = await t.app.inject({ url: `/api/slots?serviceId=${facial}&variantName=Standard&date=25-11-2026&beauticianId=${dana}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.fields).toHaveProperty('date');
    const month = await t.app.inject({ url: `/api/slots/fully-booked?beauticianId=${dana}&year=2026&month=13` });
    expect(month.statusCode).toBe(400);
    expect(month.json().details.fields.month).toBe('month must be 1 to 12');
  });
});
