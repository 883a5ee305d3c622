import { describe, expect, it } from 'vitest';
import { TIME_OFF_MESSAGES as M } from '../../../core/schemas/time-off.schema.ts';
import { givenAppointment } from '../../../../tests/builders/appointment.builder.ts';
import { givenBeautician, givenService } from '../../../../tests/builders/catalog.builder.ts';
import { salonAppForSuite } from '../../../../tests/support/salon-app.ts';
import { engines } from '../../../../tests/support/test-database.ts';
import { staffApi, timeOffAndAppointments } from '../../../../tests/support/time-off-api.ts';

// Monday 23 Nov 2026, 08:00 in London (GMT).
const NOW = new Date('2026-11-23T08:00:00Z');
const ZERO_ID = '00000000-0000-0000-0000-000000000000';

describe.each(engines)('salon closures (%s)', (engine) => {
  const s = salonAppForSuite(engine, NOW);
  const api = staffApi(s);
  const publicClosures = async () => (await s.app.inject({ url: '/api/closures' })).json().closures;

  it('are London dates from midnight to midnight: 29 March 2026 lasts 23 hours, 25 October 25', async () => {
    const spring = await api.addClosure({ startDate: '2026-03-29', endDate: '2026-03-29', label: 'Clocks forward' });
    expect(spring.statusCode, spring.body).toBe(201);
    expect(spring.json()).toEqual({
      closure: {
        _id: expect.any(String),
        kind: 'closure',
        label: 'Clocks forward',
        startDate: '2026-03-29',
        endDate: '2026-03-29',
        start: '2026-03-29T00:00:00.000Z',
        end: '2026-03-29T23:00:00.000Z',
      },
      appointmentsCovered: [],
    });
    const autumn = (await api.addClosure({ startDate: '2026-10-25', endDate: '2026-10-25', label: 'Clocks back' })).json().closure;
    expect([autumn.start, autumn.end]).toEqual(['2026-10-24T23:00:00.000Z', '2026-10-26T00:00:00.000Z']);
  });

  it("list publicly from today on, dates and names only, without anyone's time off", async () => {
    await api.addClosure({ startDate: '2027-02-15', endDate: '2027-02-19', label: 'Refurbishment' });
    await api.addTimeOff({ beauticianId: s.alice, kind: 'holiday', note: 'Lanzarote', startDate: '2027-01-04', endDate: '2027-01-08' });
    const res = await s.app.inject({ url: '/api/closures' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ closures: [{ startDate: '2027-02-15', endDate: '2027-02-19', label: 'Refurbishment' }] });
  });

  it('cover the appointments of every beautician, which stay booked; are edited and deleted', async () => {
    const bea = await givenBeautician(s.db, { name: 'Bea' });
    const nails = await givenService(s.db, { name: 'Nails', primaryBeauticianId: bea });
    const alices = await givenAppointment(s.db, { beauticianId: s.alice, serviceId: s.cut, start: '2026-12-03T10:00:00Z' });
    const beas = await givenAppointment(s.db, { beauticianId: bea, serviceId: nails, start: '2026-12-04T15:00:00Z' });
    const res = await api.addClosure({ startDate: '2026-12-02', endDate: '2026-12-03', label: 'Training days' });
    expect(res.json().appointmentsCovered.map((a: { _id: string }) => a._id)).toEqual([alices]);
    const id = res.json().closure._id;
    const moved = await api.call('PATCH', `/api/closures/${id}`, { startDate: '2026-12-03', endDate: '2026-12-04', label: 'Training' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().closure).toMatchObject({ _id: id, label: 'Training', startDate: '2026-12-03', endDate: '2026-12-04' });
    expect(moved.json().appointmentsCovered.map((a: { _id: string; beautician: { name: string } }) => [a._id, a.beautician.name])).toEqual([
      [alices, 'Alice'],
      [beas, 'Bea'],
    ]);
    expect((await api.call('DELETE', `/api/closures/${id}`)).statusCode).toBe(204);
    expect((await api.list('2026-12-01T00:00:00Z', '2026-12-10T00:00:00Z')).json().closures).toEqual([]);
  });

  it.each([
    ['no name', { startDate: '2027-03-01', endDate: '2027-03-01', label: '  ' }, 'label', M.labelRequired],
    ['a last day before the first', { startDate: '2027-03-02', endDate: '2027-03-01', label: 'Oops' }, 'endDate', M.lastDayBeforeFirst],
    ['more than a year', { startDate: '2027-03-01', endDate: '2028-03-01', label: 'Long' }, 'endDate', M.closureTooLong],
    ['a first day that is not a date', { startDate: '1 March', endDate: '2027-03-01', label: 'Oops' }, 'startDate', M.firstDayInvalid],
  ])('refuse %s with 400 in words, changing nothing', async (_case, body, field, message) => {
    const before = await timeOffAndAppointments(s.db);
    const res = await api.addClosure(body);
    expect([res.statusCode, res.json().details.fields[field]]).toEqual([400, message]);
    expect(await timeOffAndAppointments(s.db)).toBe(before);
  });

  it("answer 404 for a closure that does not exist, or a beautician's time off", async () => {
    const { timeOff } = (
      await api.addTimeOff({ beauticianId: s.alice, kind: 'break', start: '2026-12-09T12:00:00Z', end: '2026-12-09T13:00:00Z' })
    ).json();
    const before = await timeOffAndAppointments(s.db);
    const body = { startDate: '2027-03-01', endDate: '2027-03-01', label: 'Stocktake' };
    for (const id of [ZERO_ID, timeOff._id]) {
      expect((await api.call('PATCH', `/api/closures/${id}`, body)).statusCode).toBe(404);
      expect((await api.call('DELETE', `/api/closures/${id}`)).statusCode).toBe(404);
    }
    expect(await timeOffAndAppointments(s.db)).toBe(before);
  });

  it('are staff-only to write', async () => {
    const body = { startDate: '2027-03-01', endDate: '2027-03-01', label: 'Stocktake' };
    expect((await s.app.inject({ method: 'POST', url: '/api/closures', payload: body })).statusCode).toBe(401);
    expect((await s.app.inject({ method: 'PATCH', url: `/api/closures/${ZERO_ID}`, payload: body })).statusCode).toBe(401);
    expect((await s.app.inject({ method: 'DELETE', url: `/api/closures/${ZERO_ID}` })).statusCode).toBe(401);
    expect(await publicClosures()).toHaveLength(1);
  });
});

describe.each(engines)('bank holidays (%s)', (engine) => {
  const s = salonAppForSuite(engine, NOW);
  const api = staffApi(s);
  const holidays = async () =>
    (await api.call('GET', '/api/bank-holidays')).json().bankHolidays as Array<{ date: string; name: string; closed: boolean }>;
  const importDays = (dates: string[]) => api.call('POST', '/api/bank-holidays/import', { dates });

  it('are listed from today on, with the days the salon is already closed', async () => {
    await api.addClosure({ startDate: '2026-12-31', endDate: '2027-01-02', label: 'New Year break' });
    const list = await holidays();
    expect(list.slice(0, 4)).toEqual([
      { date: '2026-12-25', name: 'Christmas Day', closed: false },
      // Boxing Day is a Saturday: the day itself is offered beside the bank holiday it moved to.
      { date: '2026-12-26', name: 'Boxing Day', closed: false },
      { date: '2026-12-28', name: 'Boxing Day (substitute day)', closed: false },
      { date: '2027-01-01', name: 'New Year’s Day', closed: true },
    ]);
    expect(list.at(-1)).toEqual({ date: '2030-12-26', name: 'Boxing Day', closed: false });
  });

  it('import once: a day already closed, a second import or two at once add nothing', async () => {
    const booked = await givenAppointment(s.db, { beauticianId: s.alice, serviceId: s.cut, start: '2026-12-28T11:00:00Z' });
    const chosen = ['2026-12-25', '2026-12-28', '2027-01-01'];
    const first = await importDays(chosen);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().imported.map((c: { kind: string; label: string; startDate: string }) => [c.kind, c.label, c.startDate])).toEqual([
      ['bank_holiday', 'Christmas Day', '2026-12-25'],
      ['bank_holiday', 'Boxing Day (substitute day)', '2026-12-28'],
    ]);
    expect(first.json().alreadyClosed).toEqual(['2027-01-01']);
    expect(first.json().appointmentsCovered.map((a: { _id: string }) => a._id)).toEqual([booked]);
    expect((await importDays(chosen)).json()).toMatchObject({ imported: [], alreadyClosed: chosen });

    const [a, b] = await Promise.all([importDays(['2027-03-26', '2027-03-29']), importDays(['2027-03-29', '2027-05-03'])]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const closures = (await api.list('2026-12-01T00:00:00Z', '2027-06-01T00:00:00Z'))
      .json()
      .closures.map((c: { startDate: string }) => c.startDate);
    expect(closures).toEqual(['2026-12-25', '2026-12-28', '2026-12-31', '2027-03-26', '2027-03-29', '2027-05-03']);
    expect((await holidays()).filter((h) => h.closed).map((h) => h.date)).toEqual([
      '2026-12-25',
      '2026-12-28',
      '2027-01-01',
      '2027-03-26',
      '2027-03-29',
      '2027-05-03',
    ]);
  });

  it('close Christmas Day 2027 itself, a Saturday, as well as the Monday its bank holiday moved to', async () => {
    const res = await importDays(['2027-12-25', '2027-12-27']);
    expect(res.json().imported.map((c: { label: string; startDate: string }) => [c.label, c.startDate])).toEqual([
      ['Christmas Day', '2027-12-25'],
      ['Christmas Day (substitute day)', '2027-12-27'],
    ]);
    // Seen from 1 December 2027, when the booking calendar reaches that far.
    s.setNow(new Date('2027-12-01T09:00:00Z'));
    const december = await s.app
      .inject({ url: `/api/slots/fully-booked?year=2027&month=12&serviceId=${s.cut}&beauticianId=${s.alice}` })
      .finally(() => s.setNow(NOW));
    expect(december.json().closed).toEqual(
      expect.arrayContaining([
        { date: '2027-12-25', label: 'Christmas Day' },
        { date: '2027-12-27', label: 'Christmas Day (substitute day)' },
      ]),
    );
  });

  it('refuse a day that is not on the list, or none, changing nothing', async () => {
    const before = await timeOffAndAppointments(s.db);
    const christmasEve = await importDays(['2027-12-24', '2027-12-27']);
    expect([christmasEve.statusCode, christmasEve.json().error]).toEqual([
      400,
      'Not a bank holiday of England and Wales in our list: 2027-12-24.',
    ]);
    expect((await importDays([])).statusCode).toBe(400);
    expect(await timeOffAndAppointments(s.db)).toBe(before);
  });

  it('are staff-only', async () => {
    expect((await s.app.inject({ url: '/api/bank-holidays' })).statusCode).toBe(401);
    expect((await s.app.inject({ method: 'POST', url: '/api/bank-holidays/import', payload: { dates: ['2027-12-27'] } })).statusCode).toBe(
      401,
    );
  });
});
