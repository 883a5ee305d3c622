import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SERVICE_MESSAGES as M } from '../../../core/schemas/service-input.schema.ts';
import { appointments } from '../../db/schema/booking.ts';
import { givenAppointment } from '../../../../tests/builders/appointment.builder.ts';
import { givenBeautician, givenService } from '../../../../tests/builders/catalog.builder.ts';
import { givenSalon } from '../../../../tests/builders/salon.builder.ts';
import { engines } from '../../../../tests/support/test-database.ts';
import { salonAppForSuite } from '../../../../tests/support/salon-app.ts';

// Monday 23 Nov 2026, 08:00 in London (GMT).
const NOW = new Date('2026-11-23T08:00:00Z');
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe.each(engines)('staff managing services (%s)', (engine) => {
  const s = salonAppForSuite(engine, NOW, {
    given: async (t) => {
      await givenSalon(t.db);
      return { gina: await givenBeautician(t.db, { name: 'Gina' }), hana: await givenBeautician(t.db, { name: 'Hana' }) };
    },
  });

  const variant = (overrides: object = {}) => ({
    name: 'Hands',
    durationMin: 45,
    price: 32,
    bufferBeforeMin: 0,
    bufferAfterMin: 10,
    ...overrides,
  });
  const serviceBody = (overrides: object = {}) => ({
    name: 'Gel Manicure',
    category: 'Nails',
    description: 'Long-lasting colour',
    primaryBeauticianId: s.gina,
    additionalBeauticianIds: [s.hana],
    active: true,
    variants: [variant(), variant({ name: 'Hands & Feet', durationMin: 90, price: 55.5 })],
    ...overrides,
  });
  const create = (payload: object, headers: Record<string, string> = { cookie: s.cookie }) =>
    s.app.inject({ method: 'POST', url: '/api/services', payload, headers });
  const patch = (id: string, payload: object) => s.staff.patch(`/api/services/${id}`, payload);
  const remove = (id: string) => s.staff.delete(`/api/services/${id}`);
  const createdId = async (overrides: object = {}) => {
    const res = await create(serviceBody(overrides));
    expect(res.statusCode, res.body).toBe(201);
    return res.json()._id as string;
  };

  it('creates a service with its variants and beauticians, and customers see it at once', async () => {
    const res = await create(serviceBody({ name: 'Created Manicure' }));
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({
      name: 'Created Manicure',
      category: 'Nails',
      description: 'Long-lasting colour',
      primaryBeauticianId: s.gina,
      additionalBeauticianIds: [s.hana],
      beauticianIds: [s.gina, s.hana],
      beautician: { _id: s.gina, name: 'Gina' },
      active: true,
      image: null,
      variants: [
        { name: 'Hands', durationMin: 45, price: 32, bufferBeforeMin: 0, bufferAfterMin: 10, processingStartMin: 0, processingMin: 0 },
        {
          name: 'Hands & Feet',
          durationMin: 90,
          price: 55.5,
          bufferBeforeMin: 0,
          bufferAfterMin: 10,
          processingStartMin: 0,
          processingMin: 0,
        },
      ],
    });
    // Customers see the spec's variants (no processing fields), the rest as staff do.
    const publicView = await s.app.inject({ url: `/api/services/${created._id}` });
    const variants = created.variants.map(({ processingStartMin: _s, processingMin: _m, ...v }: Record<string, unknown>) => v);
    expect(publicView.json()).toEqual({ ...created, variants });
  });

  describe('a variant’s processing part (issue 25, docs/decisions/0032)', () => {
    const colour = { name: 'Full head', durationMin: 105, price: 95, bufferBeforeMin: 0, bufferAfterMin: 15 };

    it('is saved and read back by staff, and never shown to customers', async () => {
      const res = await create(
        serviceBody({ name: 'Colour', category: 'Hair', variants: [{ ...colour, processingStartMin: 30, processingMin: 45 }] }),
      );
      expect(res.statusCode, res.body).toBe(201);
      const id = res.json()._id as string;
      expect(res.json().variants).toEqual([{ ...colour, processingStartMin: 30, processingMin: 45 }]);
      const staffList = await s.staff.read<Array<{ _id: string; variants: unknown[] }>>('/api/services?include=inactive');
      expect(staffList.find((x) => x._id === id)?.variants).toEqual([{ ...colour, processingStartMin: 30, processingMin: 45 }]);
      expect((await s.staff.get(`/api/services/${id}?include=inactive`)).json().variants[0]).toMatchObject({ processingMin: 45 });

      const publicList = (await s.app.inject({ url: '/api/services' })).json() as Array<{ _id: string; variants: unknown[] }>;
      expect(publicList.find((x) => x._id === id)?.variants).toEqual([colour]);
      expect((await s.app.inject({ url: `/api/services/${id}` })).json().variants).toEqual([colour]);
      // A staff session on the public pages sees what customers see (issue 16).
      expect((await s.staff.get(`/api/services/${id}`)).json().variants).toEqual([colour]);

      const edited = await patch(id, { variants: [{ ...colour, processingStartMin: 30, processingMin: 20 }] });
      expect(edited.json().variants[0]).toMatchObject({ processingStartMin: 30, processingMin: 20 });
    });

    it.each([
      ['a start without a length', { processingStartMin: 30, processingMin: 0 }, 'variants.0.processingMin', M.processingLengthNeeded],
      ['a length without a start', { processingStartMin: 0, processingMin: 45 }, 'variants.0.processingStartMin', M.processingStartNeeded],
      ['processing to the very end', { processingStartMin: 30, processingMin: 75 }, 'variants.0.processingMin', M.processingTooLong],
      ['a negative length', { processingStartMin: 30, processingMin: -1 }, 'variants.0.processingMin', M.processingInvalid],
    ])('refuses %s with 400 and the form’s message', async (_case, processing, field, message) => {
      const res = await create(serviceBody({ variants: [{ ...colour, ...processing }] }));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: { fields: { [field]: message } } });
    });
  });

  it.each([
    ['a blank name', { name: ' ' }, 'name', M.nameRequired],
    ['a blank category', { category: '' }, 'category', M.categoryRequired],
    ['no primary beautician', { primaryBeauticianId: '' }, 'primaryBeauticianId', M.primaryBeauticianRequired],
    ['no variants', { variants: [] }, 'variants', M.variantsRequired],
    ['a nameless variant', { variants: [variant({ name: '' })] }, 'variants.0.name', M.variantNameRequired],
    ['a zero duration', { variants: [variant({ durationMin: 0 })] }, 'variants.0.durationMin', M.durationTooShort],
    ['a zero price', { variants: [variant({ price: 0 })] }, 'variants.0.price', M.priceInvalid],
    ['a negative buffer', { variants: [variant({ bufferBeforeMin: -5 })] }, 'variants.0.bufferBeforeMin', M.bufferInvalid],
    [
      'two variants of one name',
      { variants: [variant({ name: 'Hands' }), variant({ name: 'hands' })] },
      'variants.1.name',
      M.variantNameTaken,
    ],
  ])('refuses %s with 400 and the form’s message', async (_case, overrides, field, message) => {
    const res = await create(serviceBody(overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: { fields: { [field]: message } } });
  });

  it('refuses a beautician who does not exist, and an image that was not uploaded', async () => {
    const unknownPrimary = await create(serviceBody({ primaryBeauticianId: UNKNOWN }));
    expect(unknownPrimary.statusCode).toBe(400);
    expect(unknownPrimary.json().details.fields.primaryBeauticianId).toMatch(/no longer exists/);
    const foreignImage = await create(serviceBody({ image: { url: 'https://tracker.example/pixel.png' } }));
    expect([foreignImage.statusCode, foreignImage.json().error]).toEqual([400, 'To change the image, upload a new file.']);
  });

  it('is for staff only', async () => {
    const res = await create(serviceBody(), {});
    expect(res.statusCode).toBe(401);
    const id = await createdId();
    expect((await s.app.inject({ method: 'PATCH', url: `/api/services/${id}`, payload: { name: 'X' } })).statusCode).toBe(401);
    expect((await s.app.inject({ method: 'DELETE', url: `/api/services/${id}` })).statusCode).toBe(401);
  });

  it('changes only what an update sends; variants, when sent, replace the list', async () => {
    const id = await createdId();
    const renamed = await patch(id, { name: 'Gel Manicure Deluxe' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({
      name: 'Gel Manicure Deluxe',
      category: 'Nails',
      additionalBeauticianIds: [s.hana],
      active: true,
    });
    expect(renamed.json().variants).toHaveLength(2);

    const res = await patch(id, { variants: [variant({ name: 'Express', durationMin: 20, price: 18 })] });
    expect(res.json().variants).toEqual([
      { name: 'Express', durationMin: 20, price: 18, bufferBeforeMin: 0, bufferAfterMin: 10, processingStartMin: 0, processingMin: 0 },
    ]);
  });

  it('stores additional beauticians without repeats and without the primary one', async () => {
    const id = await createdId();
    const res = await patch(id, { primaryBeauticianId: s.hana, additionalBeauticianIds: [s.gina, s.hana, s.gina] });
    expect(res.json()).toMatchObject({ primaryBeauticianId: s.hana, additionalBeauticianIds: [s.gina], beauticianIds: [s.hana, s.gina] });
  });

  it('applies the form’s rules to an update too, and changes nothing when refused', async () => {
    const id = await createdId();
    const res = await patch(id, { name: 'Renamed', variants: [variant({ price: -1 })] });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.fields['variants.0.price']).toBe(M.priceInvalid);
    expect((await s.app.inject({ url: `/api/services/${id}` })).json().name).toBe('Gel Manicure');
  });

  it('hides an inactive service from customers, and from the public pages of a signed-in member of staff, but not from the back office', async () => {
    const id = await createdId({ name: 'Seasonal Facial', active: false });
    const ids = async (headers: Record<string, string>) =>
      ((await s.app.inject({ url: '/api/services', headers })).json() as Array<{ _id: string }>).map((s) => s._id);
    // '/' asks the same whoever is signed in, and must show exactly what customers see (issue 16).
    for (const headers of [{}, { cookie: s.cookie }] as Record<string, string>[]) {
      expect(await ids(headers)).not.toContain(id);
      expect((await s.app.inject({ url: `/api/services/${id}`, headers })).statusCode).toBe(404);
    }

    const staffList = (await s.staff.get('/api/services?include=inactive')).json() as Array<{ _id: string; active: boolean }>;
    expect(staffList.find((s) => s._id === id)).toMatchObject({ active: false });
    const staffOne = await s.staff.get(`/api/services/${id}?include=inactive`);
    expect([staffOne.statusCode, staffOne.json().active]).toEqual([200, false]);
    expect(staffOne.headers['cache-control']).toBe('private, no-store');

    const signedOut = await s.app.inject({ url: '/api/services?include=inactive' });
    expect([signedOut.statusCode, signedOut.json().code]).toEqual([401, 'UNAUTHENTICATED']);
    expect((await s.staff.get('/api/services?include=everything')).statusCode).toBe(400);
  });

  it('keeps booked appointments’ snapshot when the variants change', async () => {
    const id = await givenService(s.db, {
      name: 'Brow Shape',
      primaryBeauticianId: s.gina,
      variants: [{ name: 'Standard', durationMin: 30, pricePence: 2000 }],
    });
    const booked = await givenAppointment(s.db, { beauticianId: s.gina, serviceId: id, start: '2026-12-01T10:00:00Z' });
    const res = await patch(id, { name: 'Brow Sculpt', variants: [variant({ name: 'Sculpt', price: 30 })] });
    expect(res.statusCode).toBe(200);
    const [row] = await s.db.select().from(appointments).where(eq(appointments.id, booked));
    expect(row).toMatchObject({ serviceName: 'Brow Shape', variantName: 'Standard', pricePence: 2000, durationMin: 30 });
  });

  it('refuses to delete a service with appointments to come, and says what to do instead', async () => {
    const id = await givenService(s.db, { name: 'Lash Lift', primaryBeauticianId: s.hana });
    await givenAppointment(s.db, { beauticianId: s.hana, serviceId: id, start: '2026-11-30T10:00:00Z' });
    await givenAppointment(s.db, { beauticianId: s.hana, serviceId: id, start: '2026-12-01T10:00:00Z', status: 'reserved_unpaid' });
    const res = await remove(id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: 'SERVICE_HAS_APPOINTMENTS',
      error: 'This service has 2 upcoming appointments. Cancel or move them first, or untick Active to hide the service from customers.',
    });
    expect((await s.app.inject({ url: `/api/services/${id}` })).statusCode).toBe(200);
  });

  it('deletes a service whose appointments are past or cancelled; they keep their snapshot', async () => {
    const id = await givenService(s.db, { name: 'Old Wax', primaryBeauticianId: s.hana });
    const past = await givenAppointment(s.db, { beauticianId: s.hana, serviceId: id, start: '2026-11-20T10:00:00Z', status: 'completed' });
    const cancelled = await givenAppointment(s.db, {
      beauticianId: s.hana,
      serviceId: id,
      start: '2026-12-02T10:00:00Z',
      status: 'cancelled_no_refund',
    });
    const res = await remove(id);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect((await s.staff.get(`/api/services/${id}`)).statusCode).toBe(404);
    for (const appointment of [past, cancelled]) {
      const [row] = await s.db.select().from(appointments).where(eq(appointments.id, appointment));
      expect(row).toMatchObject({ serviceId: null, serviceName: 'Old Wax', variantName: 'Standard' });
    }
  });

  it('answers 404 for an unknown service', async () => {
    expect((await remove(UNKNOWN)).statusCode).toBe(404);
    expect((await patch(UNKNOWN, { name: 'X' })).statusCode).toBe(404);
  });
});
