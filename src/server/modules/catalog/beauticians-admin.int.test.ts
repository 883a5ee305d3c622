import { describe, expect, it } from 'vitest';
import { BEAUTICIAN_MESSAGES as M } from '../../../core/schemas/beautician-input.schema.ts';
import { givenAppointment } from '../../../../tests/builders/appointment.builder.ts';
import { givenBeautician, givenService } from '../../../../tests/builders/catalog.builder.ts';
import { givenSalon } from '../../../../tests/builders/salon.builder.ts';
import { engines } from '../../../../tests/support/test-database.ts';
import { salonAppForSuite } from '../../../../tests/support/salon-app.ts';

// Monday 23 Nov 2026, 08:00 in London (GMT).
const NOW = new Date('2026-11-23T08:00:00Z');

describe.each(engines)('staff managing staff members (%s)', (engine) => {
  const s = salonAppForSuite(engine, NOW, { given: (t) => givenSalon(t.db) });

  const staffBody = (overrides: object = {}) => ({
    name: 'Priya Shah',
    email: 'priya@salon.example',
    phone: '07700 900222',
    bio: 'Lashes and brows',
    color: '#6B8F71',
    active: true,
    specialties: [' Lashes ', '', 'Brows'],
    workingHours: [
      { dayOfWeek: 1, start: '09:00', end: '17:00' },
      { dayOfWeek: 3, start: '12:00', end: '20:00' },
    ],
    ...overrides,
  });
  const create = (payload: object) => s.staff.post('/api/beauticians', payload);
  const patch = (id: string, payload: object) => s.staff.patch(`/api/beauticians/${id}`, payload);
  const remove = (id: string) => s.staff.delete(`/api/beauticians/${id}`);
  const createdId = async (overrides: object = {}) => {
    const res = await create(staffBody(overrides));
    expect(res.statusCode, res.body).toBe(201);
    return res.json()._id as string;
  };

  it('adds a staff member with their week, specialties trimmed and blanks dropped', async () => {
    const res = await create(staffBody());
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      name: 'Priya Shah',
      email: 'priya@salon.example',
      phone: '07700 900222',
      bio: 'Lashes and brows',
      color: '#6B8F71',
      active: true,
      specialties: ['Lashes', 'Brows'],
      workingHours: [
        { dayOfWeek: 1, start: '09:00', end: '17:00' },
        { dayOfWeek: 3, start: '12:00', end: '20:00' },
      ],
      serviceIds: [],
      image: null,
    });
  });

  it('fills the spec’s defaults for what the form leaves blank', async () => {
    const res = await create({ name: 'Zoe Lane', email: '', color: '' });
    expect(res.json()).toMatchObject({ email: '', phone: '', color: '#3B82F6', active: true, specialties: [], workingHours: [] });
  });

  it.each([
    ['a blank name', { name: '  ' }, 'name', M.nameRequired],
    ['an e-mail that is not one', { email: 'priya-at-salon' }, 'email', M.emailInvalid],
    ['a colour that is not #RRGGBB', { color: 'green' }, 'color', M.colorInvalid],
    ['a start that is not HH:mm', { workingHours: [{ dayOfWeek: 1, start: '9', end: '17:00' }] }, 'workingHours.0.start', M.startInvalid],
    ['an end that is not HH:mm', { workingHours: [{ dayOfWeek: 1, start: '09:00', end: '5pm' }] }, 'workingHours.0.end', M.endInvalid],
    ['an end before the start', { workingHours: [{ dayOfWeek: 1, start: '17:00', end: '09:00' }] }, 'workingHours.0.end', M.endBeforeStart],
    ['a repeated specialty', { specialties: ['Lashes', 'lashes'] }, 'specialties.1', M.specialtyDuplicate],
  ])('refuses %s with 400 and the form’s message', async (_case, overrides, field, message) => {
    const res = await create(staffBody(overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: { fields: { [field]: message } } });
  });

  it('shows customers active staff without contact details, and staff everyone with them', async () => {
    const active = await createdId({ name: 'Visible Vera', email: 'vera@private.example', phone: '07700 900333' });
    const inactive = await createdId({ name: 'Away Ava', active: false });

    const anonymous = await s.app.inject({ url: '/api/beauticians' });
    const publicList = anonymous.json() as Array<{ _id: string }>;
    expect(publicList.map((b) => b._id)).toContain(active);
    expect(publicList.map((b) => b._id)).not.toContain(inactive);
    expect(anonymous.body).not.toContain('vera@private.example');
    expect(anonymous.body).not.toContain('900333');
    expect(Object.keys(publicList[0]!)).not.toContain('email');
    expect((await s.app.inject({ url: `/api/beauticians/${inactive}` })).statusCode).toBe(404);
    expect((await s.app.inject({ url: `/api/beauticians/${active}` })).json()).not.toHaveProperty('phone');

    const staffList = (await s.staff.get('/api/beauticians')).json() as Array<{ _id: string }>;
    expect(staffList.find((b) => b._id === active)).toMatchObject({ email: 'vera@private.example', phone: '07700 900333' });
    expect(staffList.find((b) => b._id === inactive)).toMatchObject({ active: false, email: 'priya@salon.example' });
    const one = await s.staff.get(`/api/beauticians/${inactive}`);
    expect(one.json()).toMatchObject({ name: 'Away Ava', email: 'priya@salon.example' });
  });

  it('changes only what an update sends; a new week replaces the old one', async () => {
    const id = await createdId();
    const res = await patch(id, { workingHours: [{ dayOfWeek: 6, start: '10:00', end: '14:00' }], color: '' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Priya Shah',
      email: 'priya@salon.example',
      color: '#3B82F6',
      specialties: ['Lashes', 'Brows'],
      workingHours: [{ dayOfWeek: 6, start: '10:00', end: '14:00' }],
    });
    const refused = await patch(id, { workingHours: [{ dayOfWeek: 2, start: '12:00', end: '11:00' }] });
    expect(refused.json().details.fields['workingHours.0.end']).toBe(M.endBeforeStart);
  });

  it('gives a new staff member bookable times once they perform a service', async () => {
    const id = await createdId({ name: 'Nora New', workingHours: [{ dayOfWeek: 3, start: '09:00', end: '10:00' }] });
    const service = await givenService(s.db, {
      name: 'Quick Trim',
      primaryBeauticianId: id,
      variants: [{ name: 'Standard', durationMin: 30 }],
    });
    const res = await s.app.inject({ url: `/api/slots?serviceId=${service}&variantName=Standard&beauticianId=${id}&date=2026-11-25` });
    expect((res.json().slots as Array<{ startISO: string }>).map((s) => s.startISO)).toEqual([
      '2026-11-25T09:00:00.000Z',
      '2026-11-25T09:15:00.000Z',
      '2026-11-25T09:30:00.000Z',
    ]);
  });

  it('refuses to delete someone assigned to services, naming the services', async () => {
    const id = await createdId({ name: 'Gina Assigned' });
    const other = await givenBeautician(s.db, { name: 'Other' });
    const pedicure = await givenService(s.db, { name: 'Pedicure', primaryBeauticianId: other, additionalBeauticianIds: [id] });
    const manicure = await givenService(s.db, { name: 'Gel Manicure', primaryBeauticianId: id });
    const res = await remove(id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: 'BEAUTICIAN_HAS_SERVICES',
      error: 'Reassign these services first: Gel Manicure, Pedicure.',
      details: {
        services: [
          { _id: manicure, name: 'Gel Manicure' },
          { _id: pedicure, name: 'Pedicure' },
        ],
      },
    });
  });

  it('refuses to delete someone with appointments to come', async () => {
    const id = await createdId({ name: 'Busy Bea' });
    const other = await givenBeautician(s.db, { name: 'Cover' });
    const service = await givenService(s.db, { primaryBeauticianId: id });
    await givenAppointment(s.db, { beauticianId: id, serviceId: service, start: '2026-11-24T10:00:00Z' });
    // The service moves to a colleague; the booking stays with Bea.
    await s.staff.patch(`/api/services/${service}`, { primaryBeauticianId: other });
    const res = await remove(id);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(
      'This staff member has 1 upcoming appointment. Cancel or reassign them first, or untick Active to stop new bookings.',
    );
  });

  it('refuses to delete someone whose past appointments name them, suggesting deactivation', async () => {
    const id = await createdId({ name: 'Former Fay' });
    const other = await givenBeautician(s.db, { name: 'Successor' });
    const service = await givenService(s.db, { primaryBeauticianId: id });
    await givenAppointment(s.db, { beauticianId: id, serviceId: service, start: '2026-11-02T10:00:00Z', status: 'completed' });
    await s.staff.patch(`/api/services/${service}`, { primaryBeauticianId: other });
    const res = await remove(id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: 'BEAUTICIAN_HAS_HISTORY',
      error: 'This staff member has past appointments, which keep their name. Untick Active instead to stop new bookings.',
    });
    const deactivated = await patch(id, { active: false });
    expect(deactivated.json().active).toBe(false);
  });

  it('deletes someone with no services and no appointments', async () => {
    const id = await createdId({ name: 'Mistake Mo' });
    const res = await remove(id);
    expect([res.statusCode, res.body]).toEqual([204, '']);
    expect((await s.staff.get(`/api/beauticians/${id}`)).statusCode).toBe(404);
    expect((await remove(id)).statusCode).toBe(404);
  });

  it('is for staff only', async () => {
    expect((await s.app.inject({ method: 'POST', url: '/api/beauticians', payload: staffBody() })).statusCode).toBe(401);
  });
});
