import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { CLIENT_MESSAGES } from '../../../core/schemas/client.schema.ts';
import { appointments } from '../../db/schema.ts';
import { bookingRequest } from '../../../../tests/builders/booking.builder.ts';
import { givenSalonWithCut } from '../../../../tests/builders/scenario.builder.ts';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.ts';

const NOW = new Date('2026-11-23T08:00:00Z');

describe('booking validation (spec §5 checkout messages)', () => {
  let t: TestApp;
  let alice: string;
  let cut: string;

  beforeAll(async () => {
    t = await createTestApp('pglite', NOW);
    ({ alice, cut } = await givenSalonWithCut(t.db));
  });
  afterAll(() => t.close());

  const cases: Array<[string, Record<string, string>, string, string]> = [
    ['empty name', { name: '' }, 'client.name', CLIENT_MESSAGES.nameRequired],
    ['blank name', { name: '   ' }, 'client.name', CLIENT_MESSAGES.nameRequired],
    ['one-letter name', { name: ' A ' }, 'client.name', CLIENT_MESSAGES.nameTooShort],
    ['empty email', { email: '' }, 'client.email', CLIENT_MESSAGES.emailRequired],
    ['malformed email', { email: 'amelia@' }, 'client.email', CLIENT_MESSAGES.emailInvalid],
    ['empty phone', { phone: '' }, 'client.phone', CLIENT_MESSAGES.phoneRequired],
    ['phone with letters', { phone: '07700 9OO456' }, 'client.phone', CLIENT_MESSAGES.phoneInvalid],
    ['phone with 9 digits', { phone: '+44 (0) 7700-90' }, 'client.phone', CLIENT_MESSAGES.phoneInvalid],
  ];

  it.each(cases)('%s → 400 with the spec message, nothing stored', async (_label, change, field, message) => {
    const body = bookingRequest({ serviceId: cut, beauticianId: alice, startISO: '2026-11-25T10:00:00Z' });
    const res = await t.app.inject({ method: 'POST', url: '/api/appointments', payload: { ...body, client: { ...body.client, ...change } } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: { fields: { [field]: message } } });
    expect((await t.db.select({ n: count() }).from(appointments))[0]!.n).toBe(0);
  });

  it('accepts a UK number written with spaces, brackets, a plus and hyphens', async () => {
    const body = bookingRequest({ serviceId: cut, beauticianId: alice, startISO: '2026-11-25T10:00:00Z' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/appointments',
      payload: { ...body, client: { ...body.client, phone: '+44 (0)7700-900 456' } },
    });
    expect(res.statusCode).toBe(201);
  });

  it('answers malformed JSON with a 400 and no stack trace', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/appointments', headers: { 'content-type': 'application/json' }, payload: '{"serviceId":' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toHaveProperty('error');
    expect(res.body).not.toMatch(/at .*\.(ts|js):\d+/);
  });

  it('answers an unknown API route with a JSON 404', async () => {
    const res = await t.app.inject({ url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'No route for GET /api/nothing-here', code: 'NOT_FOUND' });
  });
});
