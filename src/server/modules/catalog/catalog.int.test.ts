import { describe, expect, it } from 'vitest';
import { givenBeautician, givenService } from '../../../../tests/builders/catalog.builder.ts';
import { givenSalon } from '../../../../tests/builders/salon.builder.ts';
import { salonAppForSuite } from '../../../../tests/support/salon-app.ts';

describe('public catalogue and salon', () => {
  const s = salonAppForSuite('pglite', new Date('2026-11-23T08:00:00Z'), {
    given: async (t) => {
      await givenSalon(t.db, {
        hours: [
          { dayOfWeek: 1, start: '09:00', end: '17:00' },
          { dayOfWeek: 6, start: '10:00', end: '14:00' },
        ],
      });
      const gina = await givenBeautician(t.db, { name: 'Gina', email: 'gina@private.example', phone: '07700 900999' });
      await givenBeautician(t.db, { name: 'Hidden', active: false });
      const manicure = await givenService(t.db, {
        name: 'Gel Manicure',
        category: 'Nails',
        primaryBeauticianId: gina,
        variants: [
          { name: 'Hands', durationMin: 45, pricePence: 3200 },
          { name: 'Hands & Feet', durationMin: 90, pricePence: 5500, bufferAfterMin: 10 },
        ],
      });
      await givenService(t.db, { name: 'Retired treatment', primaryBeauticianId: gina, active: false });
      return { gina, manicure };
    },
    signIn: false,
  });

  it('lists active services with variants in pounds and their beautician', async () => {
    const res = await s.app.inject({ url: '/api/services' });
    expect(res.statusCode).toBe(200);
    const services = res.json();
    expect(services.map((s: { name: string }) => s.name)).toEqual(['Gel Manicure']);
    expect(services[0]).toMatchObject({
      _id: s.manicure,
      category: 'Nails',
      beautician: { _id: s.gina, name: 'Gina' },
      beauticianIds: [s.gina],
      variants: [
        { name: 'Hands', durationMin: 45, price: 32, bufferBeforeMin: 0, bufferAfterMin: 0 },
        { name: 'Hands & Feet', durationMin: 90, price: 55, bufferBeforeMin: 0, bufferAfterMin: 10 },
      ],
    });
  });

  it('never shows a beautician’s e-mail or phone to the public', async () => {
    for (const url of ['/api/beauticians', `/api/beauticians/${s.gina}`, '/api/services', `/api/services/${s.manicure}`]) {
      const res = await s.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).not.toContain('gina@private.example');
      expect(res.body, url).not.toContain('900999');
    }
    const list = (await s.app.inject({ url: '/api/beauticians' })).json();
    expect(list.map((b: { name: string }) => b.name)).toEqual(['Gina']);
    expect(list[0].workingHours).toHaveLength(7);
  });

  it('answers 404 for an inactive service and 400 for a malformed id', async () => {
    const services = await s.app.inject({ url: '/api/services' });
    expect(services.json()).toHaveLength(1);
    expect((await s.app.inject({ url: '/api/services/not-an-id' })).statusCode).toBe(400);
    expect((await s.app.inject({ url: '/api/beauticians/00000000-0000-4000-8000-000000000000' })).statusCode).toBe(404);
  });

  it('shows the salon with all seven days, closed days marked', async () => {
    const res = await s.app.inject({ url: '/api/salon' });
    expect(res.statusCode).toBe(200);
    const salon = res.json();
    expect(salon).toMatchObject({ name: 'Test Salon', phone: '01225 000000', heroUrl: null });
    expect(salon.hours.mon).toEqual({ open: true, start: '09:00', end: '17:00' });
    expect(salon.hours.sat).toEqual({ open: true, start: '10:00', end: '14:00' });
    expect(salon.hours.sun.open).toBe(false);
  });

  it('reports the database as up', async () => {
    const res = await s.app.inject({ url: '/api/health' });
    expect(res.json()).toEqual({ status: 'ok', database: 'up' });
  });
});
