import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AdminAppointmentSchema } from '../../../core/schemas/admin-appointment.schema.ts';
import { givenAppointment } from '../../../../tests/builders/appointment.builder.ts';
import { givenSalonOfTwo } from '../../../../tests/builders/scenario.builder.ts';
import { givenService } from '../../../../tests/builders/catalog.builder.ts';
import { anotherProcess } from '../../../../tests/support/another-process.ts';
import { bookThroughApi } from '../../../../tests/support/book-through-api.ts';
import { engines } from '../../../../tests/support/test-database.ts';
import { salonAppForSuite } from '../../../../tests/support/salon-app.ts';

// Monday 23 Nov 2026, 08:00 in London (GMT, so London wall time equals UTC here).
const NOW = new Date('2026-11-23T08:00:00Z');

describe.each(engines)('staff appointment list (%s)', (engine) => {
  const s = salonAppForSuite(engine, NOW, {
    given: async (t) => {
      const { alice, bella, cut, colour } = await givenSalonOfTwo(t.db, [{ name: 'Full head', durationMin: 90, pricePence: 9500 }]);
      const manicure = await givenService(t.db, {
        name: 'Manicure',
        primaryBeauticianId: bella,
        variants: [{ name: 'Gel_Polish', durationMin: 45, pricePence: 2500 }],
      });
      const client = (name: string, email: string, phone: string) => ({ name, email, phone });
      // Five appointments that differ in every listed column; in start order: emma, Amelia, Ben, Chloe, Daniel.
      await givenAppointment(t.db, {
        beauticianId: alice,
        serviceId: cut,
        start: '2026-11-23T07:00:00Z',
        status: 'completed',
        client: client('emma Frost', 'emma@frost.test', '07700 900444'),
      });
      const amelia = await givenAppointment(t.db, {
        beauticianId: alice,
        serviceId: cut,
        start: '2026-11-25T10:00:00Z',
        client: { ...client('Amelia Hughes', 'amelia@example.co.uk', '07700 900456'), notes: 'Prefers a quiet chair' },
      });
      await givenAppointment(t.db, {
        beauticianId: bella,
        serviceId: cut,
        start: '2026-11-25T10:30:00Z',
        client: client('Ben Carter', 'ben.carter@mail.test', '07700 900111'),
      });
      await givenAppointment(t.db, {
        beauticianId: alice,
        serviceId: colour,
        variantName: 'Full head',
        start: '2026-11-26T12:00:00Z',
        status: 'cancelled_no_refund',
        client: client('Chloe Davies', 'chloe@example.org', '01632 960222'),
      });
      await givenAppointment(t.db, {
        beauticianId: bella,
        serviceId: manicure,
        variantName: 'Gel_Polish',
        start: '2026-11-27T09:00:00Z',
        status: 'reserved_unpaid',
        paymentMode: 'deposit',
        amountPaidPence: 1000,
        client: client('Daniel Evans', 'dan@example.net', '07700 900333'),
      });
      return { alice, bella, cut, amelia };
    },
  });

  const list = (query = '') => s.staff.get(`/api/appointments${query ? `?${query}` : ''}`);
  const firstNames = async (query = '') => {
    const res = await list(query);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as Array<{ client: { name: string } }>).map((a) => a.client.name.split(' ')[0]);
  };

  it('lists every appointment, start descending, with client details and the total in X-Total-Count', async () => {
    const res = await list();
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe('5');
    expect(res.json().map((a: { client: { name: string } }) => a.client.name.split(' ')[0])).toEqual([
      'Daniel',
      'Chloe',
      'Ben',
      'Amelia',
      'emma',
    ]);
    expect(res.json().find((a: { _id: string }) => a._id === s.amelia)).toEqual({
      _id: s.amelia,
      start: '2026-11-25T10:00:00.000Z',
      end: '2026-11-25T11:00:00.000Z',
      status: 'confirmed',
      price: 45,
      variantName: 'Standard',
      client: { name: 'Amelia Hughes', email: 'amelia@example.co.uk', phone: '07700 900456', notes: 'Prefers a quiet chair' },
      // the booking's own notes above; the record's private notes (none yet) below
      clientRecord: { _id: expect.any(String), name: 'Amelia Hughes', notes: '' },
      serviceId: { _id: expect.any(String), name: 'Cut' },
      beauticianId: { _id: s.alice, name: 'Alice' },
      service: { name: 'Cut' },
      beautician: { _id: s.alice, name: 'Alice' },
      durationMin: 60,
      processing: null,
      partOfVisit: null,
      paymentMode: 'pay_in_salon',
      amountPaid: 0,
      amountRefunded: 0,
      takenAtSalon: 0,
      completedAutomatically: false,
      owed: 0,
      testMoney: false,
      cancelledAt: null,
      cancelReason: null,
      clientConfirmedAt: null,
      waitlistOffer: null,
      createdAt: expect.any(String),
    });
    // Written without the schema's check on the way out (it is 2,000 rows on a busy month): every row is the schema's, exactly.
    expect(z.array(AdminAppointmentSchema.strict()).safeParse(res.json()).error).toBeUndefined();
  });

  it.each([
    ['client name', 'HUGHES', ['Amelia']],
    ['e-mail', 'example.org', ['Chloe']],
    ['phone', '900111', ['Ben']],
    ['beautician', 'bella', ['Daniel', 'Ben']],
    ['service', 'colour', ['Chloe']],
    ['variant', 'gel_pol', ['Daniel']],
    ['nothing', 'zzz', []],
  ])('searches by %s, ignoring case', async (_field, q, expected) => {
    expect(await firstNames(`q=${encodeURIComponent(q)}`)).toEqual(expected);
  });

  it('matches % and _ literally rather than as wildcards', async () => {
    expect(await firstNames('q=%25')).toEqual([]);
    expect(await firstNames('q=_')).toEqual(['Daniel']);
  });

  it("filters by beautician and by a half-open window on the start, for the calendar's range", async () => {
    expect(await firstNames(`beauticianId=${s.bella}`)).toEqual(['Daniel', 'Ben']);
    // From exactly Amelia's start (included) to exactly Chloe's (excluded).
    expect(await firstNames('from=2026-11-25T10:00:00Z&to=2026-11-26T12:00:00Z')).toEqual(['Ben', 'Amelia']);
    expect(await firstNames(`from=2026-11-25T00:00:00Z&beauticianId=${s.alice}&q=chloe`)).toEqual(['Chloe']);
  });

  it.each([
    ['client', 'asc', ['Amelia', 'Ben', 'Chloe', 'Daniel', 'emma']],
    ['client', 'desc', ['emma', 'Daniel', 'Chloe', 'Ben', 'Amelia']],
    ['staff', 'asc', ['emma', 'Amelia', 'Chloe', 'Ben', 'Daniel']],
    ['staff', 'desc', ['Daniel', 'Ben', 'Chloe', 'Amelia', 'emma']],
    ['service', 'asc', ['Chloe', 'emma', 'Amelia', 'Ben', 'Daniel']],
    ['price', 'asc', ['Daniel', 'emma', 'Amelia', 'Ben', 'Chloe']],
    ['price', 'desc', ['Chloe', 'Ben', 'Amelia', 'emma', 'Daniel']],
    ['status', 'asc', ['Chloe', 'emma', 'Amelia', 'Ben', 'Daniel']],
    ['start', 'asc', ['emma', 'Amelia', 'Ben', 'Chloe', 'Daniel']],
  ])('sorts by %s %s, ties by start', async (sort, order, expected) => {
    expect(await firstNames(`sort=${sort}&order=${order}`)).toEqual(expected);
  });

  it('pages with limit and offset and reports the total before paging', async () => {
    const pages = [];
    for (const offset of [0, 2, 4]) {
      const res = await list(`sort=start&order=asc&limit=2&offset=${offset}`);
      expect(res.headers['x-total-count']).toBe('5');
      pages.push(res.json().map((a: { client: { name: string } }) => a.client.name.split(' ')[0]));
    }
    expect(pages).toEqual([['emma', 'Amelia'], ['Ben', 'Chloe'], ['Daniel']]);
    const searched = await list('q=alice&limit=1');
    expect(searched.headers['x-total-count']).toBe('3');
    expect(searched.json()).toHaveLength(1);
  });

  it('shows what a deposit paid, in pounds', async () => {
    const [daniel] = (await list('q=daniel')).json();
    expect(daniel).toMatchObject({ status: 'reserved_unpaid', paymentMode: 'deposit', amountPaid: 10, price: 25 });
  });

  it.each(['sort=colour', 'order=up', 'limit=0', 'limit=501', 'offset=-1', 'from=yesterday', 'beauticianId=42'])(
    'refuses a malformed query (%s) with 400',
    async (query) => {
      const res = await list(query);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    },
  );

  // Last: it adds appointments. The unfiltered total is kept in memory until appointments change.
  it('counts a booking made here at once, and one another process makes once it is heard of', async () => {
    const total = async () => (await list()).headers['x-total-count'];
    expect(await total()).toBe('5');
    await givenAppointment(anotherProcess(s.db), { beauticianId: s.bella, serviceId: s.cut, start: '2026-11-30T09:00:00Z' });
    await expect.poll(total).toBe('6');
    await bookThroughApi(s.app, { serviceId: s.cut, beauticianId: s.alice, startISO: '2026-11-30T10:00:00Z' });
    expect(await total()).toBe('7');
  });
});
