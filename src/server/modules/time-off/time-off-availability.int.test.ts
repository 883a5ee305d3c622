import { describe, expect, it } from 'vitest';
import { bookingRequest } from '../../../../tests/builders/booking.builder.ts';
import { givenBeautician, givenService } from '../../../../tests/builders/catalog.builder.ts';
import { anotherProcess } from '../../../../tests/support/another-process.ts';
import { salonAppForSuite } from '../../../../tests/support/salon-app.ts';
import { engines } from '../../../../tests/support/test-database.ts';
import { availabilityOf, staffApi } from '../../../../tests/support/time-off-api.ts';
import { SLOT_TAKEN_MESSAGE } from '../booking/create-booking.ts';
import { timeOff } from '../../db/schema/time-off.ts';

// Monday 23 Nov 2026, 08:00 in London (GMT: London = UTC). The salon opens every day 09:00–17:00; so do Alice and Bea.
const NOW = new Date('2026-11-23T08:00:00Z');
const hhmm = (iso: string) => iso.slice(11, 16);
const quarterHours = (from: string, to: string) => {
  const [start, end] = [from, to].map((t) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3)));
  return Array.from({ length: (end! - start!) / 15 + 1 }, (_, i) => start! + i * 15).map(
    (m) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`,
  );
};

describe.each(engines)('time off and closures in availability (%s)', (engine) => {
  const s = salonAppForSuite(engine, NOW);
  const api = staffApi(s);
  const available = availabilityOf(s);
  const ids = {} as { bea: string; colour: string };
  const cutFor = (who: string, date: string) =>
    available.starts(`serviceId=${s.cut}&${who}&date=${date}`).then((starts) => starts.map(hhmm));
  const colourFor = (who: string, date: string) =>
    available.starts(`serviceId=${ids.colour}&${who}&date=${date}`).then((starts) => starts.map(hhmm));

  it("an afternoon off: her slots vanish, and 'any' loses them only where nobody else can take them", async () => {
    ids.bea = await givenBeautician(s.db, { name: 'Bea' });
    ids.colour = await givenService(s.db, { name: 'Colour', primaryBeauticianId: s.alice, additionalBeauticianIds: [ids.bea] });
    expect(await cutFor(`beauticianId=${s.alice}`, '2026-11-27')).toEqual(quarterHours('09:00', '16:00'));
    const res = await api.addTimeOff({ beauticianId: s.alice, kind: 'break', start: '2026-11-27T13:00:00Z', end: '2026-11-27T17:00:00Z' });
    expect(res.statusCode, res.body).toBe(201);
    expect(await cutFor(`beauticianId=${s.alice}`, '2026-11-27')).toEqual(quarterHours('09:00', '12:00'));
    expect(await cutFor('any=true', '2026-11-27')).toEqual(quarterHours('09:00', '12:00'));
    expect(await colourFor('any=true', '2026-11-27')).toEqual(quarterHours('09:00', '16:00'));
    const booking = await s.app.inject({
      method: 'POST',
      url: '/api/appointments',
      payload: bookingRequest({ serviceId: s.cut, beauticianId: s.alice, startISO: '2026-11-27T14:00:00Z' }),
    });
    expect([booking.statusCode, booking.json().error]).toEqual([409, SLOT_TAKEN_MESSAGE]);
  });

  it("a whole day off is 'Not working', not 'Fully booked'; for 'any' only when every candidate is off", async () => {
    await api.addTimeOff({ beauticianId: s.alice, kind: 'sick', startDate: '2026-11-30', endDate: '2026-11-30' });
    const alices = await available.month(`serviceId=${s.cut}&beauticianId=${s.alice}&year=2026&month=11`);
    expect(alices).toEqual({ fullyBooked: [], notWorking: ['2026-11-30'], closed: [] });
    expect(await available.month(`serviceId=${s.cut}&any=true&year=2026&month=11`)).toEqual(alices);
    expect((await available.month(`serviceId=${ids.colour}&any=true&year=2026&month=11`)).notWorking).toEqual([]);
    expect(await colourFor('any=true', '2026-11-30')).toEqual(quarterHours('09:00', '16:00'));

    await api.addTimeOff({ beauticianId: ids.bea, kind: 'training', startDate: '2026-11-30', endDate: '2026-12-01' });
    expect((await available.month(`serviceId=${ids.colour}&any=true&year=2026&month=11`)).notWorking).toEqual(['2026-11-30']);
    expect(await colourFor('any=true', '2026-11-30')).toEqual([]);
    expect((await available.month(`beauticianId=${ids.bea}&year=2026&month=12`)).notWorking).toEqual(['2026-12-01']);
  });

  it('a closure closes the day for everyone, named, and the month says so', async () => {
    const res = await api.addClosure({ startDate: '2026-12-25', endDate: '2026-12-26', label: 'Christmas' });
    expect(res.statusCode, res.body).toBe(201);
    const closed = [
      { date: '2026-12-25', label: 'Christmas' },
      { date: '2026-12-26', label: 'Christmas' },
    ];
    for (const who of [`beauticianId=${s.alice}`, `beauticianId=${ids.bea}`, 'any=true']) {
      expect(await available.month(`serviceId=${ids.colour}&${who}&year=2026&month=12`), who).toMatchObject({ fullyBooked: [], closed });
      expect(await colourFor(who, '2026-12-25'), who).toEqual([]);
    }
    expect(await colourFor('any=true', '2026-12-24')).toEqual(quarterHours('09:00', '16:00'));
  });

  it("time off written by another process shows on this one's cached answers once its notification arrives", async () => {
    const alicesDay = () => cutFor(`beauticianId=${s.alice}`, '2026-12-02');
    expect(await alicesDay()).toEqual(quarterHours('09:00', '16:00'));
    await anotherProcess(s.db)
      .insert(timeOff)
      .values({
        beauticianId: s.alice,
        startsAt: new Date('2026-12-02T09:00:00Z'),
        endsAt: new Date('2026-12-02T12:00:00Z'),
        kind: 'other',
      });
    await expect.poll(alicesDay).toEqual(quarterHours('12:00', '16:00'));
  });
});

// Monday 22 March 2027. The clocks go forward at 01:00 on Sunday 28 March: that London day lasts 23 hours.
const SPRING = new Date('2027-03-22T08:00:00Z');

describe.each(engines)('time off on the day the clocks change (%s)', (engine) => {
  const s = salonAppForSuite(engine, SPRING);
  const api = staffApi(s);
  const available = availabilityOf(s);
  const alicesDay = (date: string) => available.starts(`serviceId=${s.cut}&beauticianId=${s.alice}&date=${date}`);

  it('a morning off on the 23-hour day is London time: the first start offered is 12:00 BST', async () => {
    const res = await api.addTimeOff({
      beauticianId: s.alice,
      kind: 'training',
      start: '2027-03-28T09:00:00+01:00',
      end: '2027-03-28T12:00:00+01:00',
    });
    expect(res.json().timeOff).toMatchObject({ start: '2027-03-28T08:00:00.000Z', end: '2027-03-28T11:00:00.000Z', allDay: false });
    const starts = await alicesDay('2027-03-28');
    expect([starts[0], starts.at(-1)]).toEqual(['2027-03-28T11:00:00.000Z', '2027-03-28T15:00:00.000Z']);
    await api.call('DELETE', `/api/time-off/${res.json().timeOff._id}`);
  });

  it('the whole 23-hour day off runs from midnight GMT to midnight BST, and only that day is Not working', async () => {
    const res = await api.addTimeOff({ beauticianId: s.alice, kind: 'holiday', startDate: '2027-03-28', endDate: '2027-03-28' });
    expect(res.json().timeOff).toMatchObject({ start: '2027-03-28T00:00:00.000Z', end: '2027-03-28T23:00:00.000Z', allDay: true });
    expect(await alicesDay('2027-03-28')).toEqual([]);
    expect((await alicesDay('2027-03-27'))[0]).toBe('2027-03-27T09:00:00.000Z');
    expect((await alicesDay('2027-03-29'))[0]).toBe('2027-03-29T08:00:00.000Z');
    expect((await available.month(`serviceId=${s.cut}&beauticianId=${s.alice}&year=2027&month=3`)).notWorking).toEqual(['2027-03-28']);
  });
});
