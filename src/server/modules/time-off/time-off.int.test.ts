import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TIME_OFF_MESSAGES as M } from '../../../core/schemas/time-off.schema.ts';
import { givenAppointment } from '../../../../tests/builders/appointment.builder.ts';
import { givenBeautician } from '../../../../tests/builders/catalog.builder.ts';
import { salonAppForSuite } from '../../../../tests/support/salon-app.ts';
import { engines } from '../../../../tests/support/test-database.ts';
import { staffApi, timeOffAndAppointments } from '../../../../tests/support/time-off-api.ts';
import { appointments } from '../../db/schema/booking.ts';

// Monday 23 Nov 2026, 08:00 in London (GMT, so London = UTC). The salon opens every day 09:00–17:00.
const NOW = new Date('2026-11-23T08:00:00Z');
const ZERO_ID = '00000000-0000-0000-0000-000000000000';

describe.each(engines)("a beautician's time off (%s)", (engine) => {
  const s = salonAppForSuite(engine, NOW);
  const api = staffApi(s);
  const afternoon = () => ({
    beauticianId: s.alice,
    kind: 'break',
    note: 'Dentist',
    start: '2026-11-27T13:00:00Z',
    end: '2026-11-27T17:00:00Z',
  });

  it('records part of a day, with its reason and note, and lists it for the calendar', async () => {
    const res = await api.addTimeOff(afternoon());
    expect(res.statusCode, res.body).toBe(201);
    const { timeOff, appointmentsCovered } = res.json();
    expect(timeOff).toEqual({
      _id: expect.any(String),
      beautician: { _id: s.alice, name: 'Alice' },
      kind: 'break',
      note: 'Dentist',
      start: '2026-11-27T13:00:00.000Z',
      end: '2026-11-27T17:00:00.000Z',
      allDay: false,
    });
    expect(appointmentsCovered).toEqual([]);
    const list = await api.list('2026-11-27T00:00:00Z', '2026-11-28T00:00:00Z');
    expect(list.json()).toEqual({ timeOff: [timeOff], closures: [] });
    expect((await api.list('2026-11-28T00:00:00Z', '2026-11-29T00:00:00Z')).json().timeOff).toEqual([]);
  });

  it('takes whole London days from midnight to midnight, and narrows the list to one beautician', async () => {
    const bea = await givenBeautician(s.db, { name: 'Bea' });
    const res = await api.addTimeOff({ beauticianId: bea, kind: 'holiday', startDate: '2026-12-07', endDate: '2026-12-18' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().timeOff).toMatchObject({
      note: '',
      start: '2026-12-07T00:00:00.000Z',
      end: '2026-12-19T00:00:00.000Z',
      allDay: true,
    });
    const december = ['2026-12-01T00:00:00Z', '2027-01-01T00:00:00Z'] as const;
    expect((await api.list(...december, bea)).json().timeOff.map((e: { kind: string }) => e.kind)).toEqual(['holiday']);
    expect((await api.list(...december, s.alice)).json().timeOff).toEqual([]);
  });

  it('may cover appointments: none is moved or cancelled, and the live ones come back as a warning', async () => {
    const client = { name: 'Nadia Okafor', email: 'nadia@example.co.uk', phone: '07700 900111' };
    const booked = await givenAppointment(s.db, { beauticianId: s.alice, serviceId: s.cut, start: '2026-11-26T10:00:00Z', client });
    const held = await givenAppointment(s.db, {
      beauticianId: s.alice,
      serviceId: s.cut,
      start: '2026-11-26T14:00:00Z',
      status: 'reserved_unpaid',
    });
    await givenAppointment(s.db, {
      beauticianId: s.alice,
      serviceId: s.cut,
      start: '2026-11-26T12:00:00Z',
      status: 'cancelled_full_refund',
    });
    const res = await api.addTimeOff({ beauticianId: s.alice, kind: 'sick', startDate: '2026-11-26', endDate: '2026-11-26' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().appointmentsCovered).toEqual([
      {
        _id: booked,
        start: '2026-11-26T10:00:00.000Z',
        end: '2026-11-26T11:00:00.000Z',
        status: 'confirmed',
        client: { name: 'Nadia Okafor' },
        service: { name: 'Cut' },
        variantName: 'Standard',
        beautician: { _id: s.alice, name: 'Alice' },
      },
      expect.objectContaining({ _id: held, status: 'reserved_unpaid' }),
    ]);
    const [still] = await s.db.select().from(appointments).where(eq(appointments.id, booked));
    expect(still).toMatchObject({ status: 'confirmed', startAt: new Date('2026-11-26T10:00:00Z') });
  });

  it('edits an entry whole (the warning follows the new time) and deletes it', async () => {
    const { timeOff } = (await api.addTimeOff({ ...afternoon(), start: '2026-11-30T09:00:00Z', end: '2026-11-30T10:00:00Z' })).json();
    const covered = await givenAppointment(s.db, { beauticianId: s.alice, serviceId: s.cut, start: '2026-11-30T15:00:00Z' });
    const edited = await api.call('PATCH', `/api/time-off/${timeOff._id}`, {
      beauticianId: s.alice,
      kind: 'training',
      start: '2026-11-30T14:00:00Z',
      end: '2026-11-30T17:00:00Z',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().timeOff).toMatchObject({ _id: timeOff._id, kind: 'training', note: '', start: '2026-11-30T14:00:00.000Z' });
    expect(edited.json().appointmentsCovered.map((a: { _id: string }) => a._id)).toEqual([covered]);
    expect((await api.call('DELETE', `/api/time-off/${timeOff._id}`)).statusCode).toBe(204);
    expect((await api.call('DELETE', `/api/time-off/${timeOff._id}`)).statusCode).toBe(404);
    expect((await api.list('2026-11-30T00:00:00Z', '2026-12-01T00:00:00Z')).json().timeOff).toEqual([]);
  });

  const refusals: Array<[string, () => object, string, string]> = [
    ['an end before the start', () => ({ ...afternoon(), end: '2026-11-27T12:00:00Z' }), 'end', M.endBeforeStart],
    ['an end equal to the start', () => ({ ...afternoon(), end: '2026-11-27T13:00:00Z' }), 'end', M.endBeforeStart],
    ['no end', () => ({ ...afternoon(), end: undefined }), 'end', M.endInvalid],
    ['an end that is not a date', () => ({ ...afternoon(), end: 'tomorrow' }), 'end', M.endInvalid],
    [
      'times and whole days at once',
      () => ({ ...afternoon(), startDate: '2026-11-27', endDate: '2026-11-27' }),
      'start',
      M.eitherTimesOrDays,
    ],
    [
      'a last day before the first',
      () => ({ beauticianId: s.alice, kind: 'holiday', startDate: '2026-12-10', endDate: '2026-12-09' }),
      'endDate',
      M.lastDayBeforeFirst,
    ],
    [
      'more than a year',
      () => ({ beauticianId: s.alice, kind: 'holiday', startDate: '2026-12-01', endDate: '2027-12-02' }),
      'endDate',
      M.tooLong,
    ],
    ['a reason not on the list', () => ({ ...afternoon(), kind: 'closure' }), 'kind', M.kindInvalid],
    ['nobody', () => ({ ...afternoon(), beauticianId: '' }), 'beauticianId', M.beauticianRequired],
    ['a note of 201 characters', () => ({ ...afternoon(), note: 'n'.repeat(201) }), 'note', M.noteTooLong],
  ];

  it.each(refusals)('refuses %s with 400 in words, and changes nothing', async (_case, body, field, message) => {
    const before = await timeOffAndAppointments(s.db);
    const res = await api.addTimeOff(body());
    expect(res.statusCode).toBe(400);
    expect(res.json().details.fields[field]).toBe(message);
    expect(await timeOffAndAppointments(s.db)).toBe(before);
  });

  it('answers 404 for a beautician or an entry that does not exist, changing nothing', async () => {
    const before = await timeOffAndAppointments(s.db);
    const unknown = await api.addTimeOff({ ...afternoon(), beauticianId: ZERO_ID });
    expect([unknown.statusCode, unknown.json().error]).toEqual([404, 'Beautician not found']);
    expect((await api.call('PATCH', `/api/time-off/${ZERO_ID}`, afternoon())).statusCode).toBe(404);
    // A closure is not a beautician's time off: it has routes of its own.
    const closure = (await api.addClosure({ startDate: '2027-01-04', endDate: '2027-01-04', label: 'Stocktake' })).json().closure;
    const afterClosure = await timeOffAndAppointments(s.db);
    expect((await api.call('PATCH', `/api/time-off/${closure._id}`, afternoon())).statusCode).toBe(404);
    expect((await api.call('DELETE', `/api/time-off/${closure._id}`)).statusCode).toBe(404);
    expect(await timeOffAndAppointments(s.db)).toBe(afterClosure);
    expect(before).not.toBe(afterClosure);
  });

  it('refuses a calendar window that is backwards or longer than 400 days', async () => {
    expect((await api.list('2026-12-01T00:00:00Z', '2026-11-01T00:00:00Z')).statusCode).toBe(400);
    const long = await api.list('2026-01-01T00:00:00Z', '2027-03-01T00:00:00Z');
    expect([long.statusCode, long.json().details.fields.to]).toEqual([400, M.windowInvalid]);
  });

  it('is for staff only', async () => {
    const anonymous = [
      { method: 'GET', url: '/api/time-off?from=2026-11-01T00:00:00Z&to=2026-12-01T00:00:00Z' },
      { method: 'POST', url: '/api/time-off', payload: afternoon() },
      { method: 'PATCH', url: `/api/time-off/${ZERO_ID}`, payload: afternoon() },
      { method: 'DELETE', url: `/api/time-off/${ZERO_ID}` },
    ] as const;
    for (const request of anonymous) expect((await s.app.inject(request)).statusCode, request.url).toBe(401);
  });
});
