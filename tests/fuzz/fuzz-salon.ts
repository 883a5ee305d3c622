import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/server/db/client.ts';
import { timeOff } from '../../src/server/db/schema/time-off.ts';
import { givenAppointment } from '../builders/appointment.builder.ts';
import { givenBeautician, givenService } from '../builders/catalog.builder.ts';
import { givenSalon } from '../builders/salon.builder.ts';
import { validValue } from './json-schema-values.ts';
import type { Operation } from './openapi-operations.ts';
import type { BaseRequest } from './request-cases.ts';

/** "Now" for the fuzz: a Sunday morning in November (GMT), with the salon open every day 09:00–17:00. */
export const FUZZ_NOW = new Date('2026-11-22T08:00:00Z');

export interface FuzzSalon {
  alice: string;
  bea: string;
  cut: string;
  nails: string;
  /** an upcoming appointment staff may edit */
  upcoming: string;
  /** another, for the cancel route */
  toCancel: string;
  /** one in the past, for the no-show route */
  past: string;
  /** Bea's afternoon off, and a closure of the salon (docs/decisions/0024) */
  timeOff: string;
  closure: string;
}

/** A realistic small salon: two beauticians, two services (one with two variants), appointments past and upcoming. */
export async function givenFuzzSalon(db: Database): Promise<FuzzSalon> {
  await givenSalon(db);
  const alice = await givenBeautician(db, { name: 'Alice' });
  const bea = await givenBeautician(db, { name: 'Bea' });
  const cut = await givenService(db, {
    name: 'Cut',
    primaryBeauticianId: alice,
    additionalBeauticianIds: [bea],
    variants: [{ name: 'Standard' }, { name: 'Long', durationMin: 90, pricePence: 6500, bufferAfterMin: 15 }],
  });
  const nails = await givenService(db, { name: 'Nails', category: 'Nails', primaryBeauticianId: bea });
  const upcoming = await givenAppointment(db, { beauticianId: alice, serviceId: cut, start: '2026-11-25T10:00:00Z' });
  const toCancel = await givenAppointment(db, {
    beauticianId: bea,
    serviceId: nails,
    start: '2026-11-26T11:00:00Z',
    paymentMode: 'deposit',
    amountPaidPence: 900,
  });
  const past = await givenAppointment(db, { beauticianId: alice, serviceId: cut, start: '2026-11-20T10:00:00Z' });
  const [off, closed] = await db
    .insert(timeOff)
    .values([
      {
        beauticianId: bea,
        startsAt: new Date('2026-12-01T13:00:00Z'),
        endsAt: new Date('2026-12-01T17:00:00Z'),
        kind: 'break',
        note: 'Fuzz',
      },
      {
        beauticianId: null,
        startsAt: new Date('2027-01-04T00:00:00Z'),
        endsAt: new Date('2027-01-05T00:00:00Z'),
        kind: 'closure',
        note: 'Stocktake',
      },
    ])
    .returning({ id: timeOff.id });
  return { alice, bea, cut, nails, upcoming, toCancel, past, timeOff: off!.id, closure: closed!.id };
}

const client = { name: 'Amelia Hughes', email: 'amelia@example.co.uk', phone: '07700 900456', notes: 'Fuzz' };
/** A free 60-minute start in the booking window: one of 80 days × 8 hours (GMT is London time until March). */
const freeStart = fc
  .record({ day: fc.integer({ min: 2, max: 81 }), hour: fc.integer({ min: 9, max: 16 }) })
  .map(({ day, hour }) => new Date(Date.UTC(2026, 10, 22 + day, hour)).toISOString());

/**
 * What each route would accept, so a case that changes one thing tests that one thing. Routes not listed
 * (one added later) get a body made from their schema, or for a PATCH the record their GET returns.
 */
export function baseRequests(s: FuzzSalon): Record<string, fc.Arbitrary<BaseRequest>> {
  const booking = (mode: string) =>
    freeStart.map((startISO) => ({
      path: {},
      query: {},
      body: { serviceId: s.cut, variantName: 'Standard', beauticianId: s.alice, any: false, startISO, client, mode },
    }));
  const service = {
    name: 'Fuzz Facial',
    category: 'Face',
    description: 'Calm',
    primaryBeauticianId: s.alice,
    additionalBeauticianIds: [s.bea],
    active: true,
    image: null,
    variants: [{ name: 'Standard', durationMin: 30, price: 25, bufferBeforeMin: 0, bufferAfterMin: 5 }],
  };
  const beautician = {
    name: 'Fuzz Stylist',
    email: 'fuzz@test-salon.example',
    phone: '07700 900999',
    bio: 'Hi',
    color: '#3B82F6',
    active: true,
    specialties: ['Nails'],
    workingHours: [{ dayOfWeek: 1, start: '09:00', end: '17:00' }],
    image: null,
  };
  const one = (path: Record<string, string>, body?: unknown, query: Record<string, string> = {}) =>
    fc.constant({ path, query, ...(body === undefined ? {} : { body }) });
  return {
    'POST /api/auth/login': one({}, { email: 'nobody@test-salon.example', password: 'not-the-password' }),
    'POST /api/services': one({}, service),
    'PATCH /api/services/:id': one({ id: s.nails }, service),
    'POST /api/beauticians': one({}, beautician),
    'PATCH /api/beauticians/:id': one({ id: s.bea }, beautician),
    'POST /api/appointments': booking('pay_in_salon'),
    'POST /api/checkout/create-session': booking('pay_now'),
    'PATCH /api/appointments/:id': one(
      { id: s.upcoming },
      {
        client,
        beauticianId: s.alice,
        serviceId: s.cut,
        variantName: 'Standard',
        start: '2026-11-25T10:00:00Z',
        end: '2026-11-25T11:00:00Z',
        price: 45,
      },
    ),
    'POST /api/appointments/:id/cancel': one({ id: s.toCancel }, { requestedBy: 'staff', reason: 'Client asked' }),
    'PATCH /api/appointments/:id/status': one({ id: s.past }, { status: 'no_show' }),
    'GET /api/slots': one({}, undefined, { serviceId: s.cut, variantName: 'Standard', beauticianId: s.alice, date: '2026-11-26' }),
    'GET /api/slots/fully-booked': one({}, undefined, {
      serviceId: s.cut,
      variantName: 'Standard',
      any: 'true',
      year: '2026',
      month: '12',
    }),
    'GET /api/appointments': one({}, undefined, {
      from: '2026-11-01T00:00:00Z',
      to: '2026-12-01T00:00:00Z',
      q: 'Amelia',
      sort: 'start',
      order: 'asc',
      limit: '50',
      offset: '0',
    }),
    'GET /api/revenue': one({}, undefined, { startDate: '2026-11-01', endDate: '2026-11-30' }),
    'GET /api/revenue/export.csv': one({}, undefined, { startDate: '2026-11-01', endDate: '2026-11-30', kind: 'appointments' }),
    'GET /api/checkout/confirm': one({}, undefined, { session_id: 'cs_test_nothing' }),
    'GET /api/time-off': one({}, undefined, { from: '2026-11-01T00:00:00Z', to: '2027-01-01T00:00:00Z', beauticianId: s.bea }),
    'POST /api/time-off': one(
      {},
      { beauticianId: s.bea, kind: 'holiday', note: 'Fuzz', start: '2026-12-02T09:00:00Z', end: '2026-12-02T12:00:00Z' },
    ),
    'PATCH /api/time-off/:id': one(
      { id: s.timeOff },
      { beauticianId: s.bea, kind: 'break', note: 'Fuzz', startDate: '2026-12-01', endDate: '2026-12-01' },
    ),
    'POST /api/closures': one({}, { startDate: '2027-01-11', endDate: '2027-01-12', label: 'Fuzz closure' }),
    'PATCH /api/closures/:id': one({ id: s.closure }, { startDate: '2027-01-04', endDate: '2027-01-05', label: 'Stocktake' }),
    'POST /api/bank-holidays/import': one({}, { dates: ['2026-12-25', '2026-12-28'] }),
  };
}

/** The record a path id names: the seeded record of that kind (a DELETE gets an id of nothing, so it deletes nothing). */
function pathFor(op: Operation, s: FuzzSalon): Record<string, string> {
  if (op.method === 'DELETE') return Object.fromEntries(op.pathParams.map((p) => [p.name, '00000000-0000-0000-0000-000000000000']));
  const id = op.url.startsWith('/api/services') ? s.nails : op.url.startsWith('/api/beauticians') ? s.bea : s.upcoming;
  return Object.fromEntries(op.pathParams.map((p) => [p.name, id]));
}

/** The base request of a route that has no hand-written one. */
export async function derivedBase(app: FastifyInstance, cookie: string, op: Operation, s: FuzzSalon): Promise<fc.Arbitrary<BaseRequest>> {
  const path = pathFor(op, s);
  const query = Object.fromEntries(op.query.filter((p) => p.required).map((p) => [p.name, String(validValue(p.schema))]));
  let body = op.body ? validValue(op.body) : undefined;
  if (op.method === 'PATCH' && op.body?.properties) {
    // A PATCH gets back the record as its GET shows it, limited to what the PATCH takes.
    const url = op.url.replace(/:([A-Za-z_]\w*)/g, (_, name: string) => path[name] ?? '');
    const current = await app.inject({ url, headers: { cookie } });
    if (current.statusCode === 200) {
      const record = current.json() as Record<string, unknown>;
      body = Object.fromEntries(
        Object.keys(op.body.properties)
          .filter((k) => k in record)
          .map((k) => [k, record[k]]),
      );
    }
  }
  return fc.constant({ path, query, ...(body === undefined ? {} : { body }) });
}
