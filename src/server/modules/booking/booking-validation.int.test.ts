import { describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { CLIENT_MESSAGES, CLIENT_TEXT_MESSAGES } from '../../../core/schemas/client.schema.ts';
import { appointments } from '../../db/schema/booking.ts';
import { bookingRequest } from '../../../../tests/builders/booking.builder.ts';
import { engines } from '../../../../tests/support/test-database.ts';
import { salonAppForSuite } from '../../../../tests/support/salon-app.ts';

const NOW = new Date('2026-11-23T08:00:00Z');

describe.each(engines)('booking validation (spec §5 checkout messages) (%s)', (engine) => {
  const s = salonAppForSuite(engine, NOW, { signIn: false });

  const cases: Array<[string, Record<string, string>, string, string]> = [
    ['empty name', { name: '' }, 'client.name', CLIENT_MESSAGES.nameRequired],
    ['blank name', { name: '   ' }, 'client.name', CLIENT_MESSAGES.nameRequired],
    ['one-letter name', { name: ' A ' }, 'client.name', CLIENT_MESSAGES.nameTooShort],
    ['empty email', { email: '' }, 'client.email', CLIENT_MESSAGES.emailRequired],
    ['malformed email', { email: 'amelia@' }, 'client.email', CLIENT_MESSAGES.emailInvalid],
    ['empty phone', { phone: '' }, 'client.phone', CLIENT_MESSAGES.phoneRequired],
    ['phone with letters', { phone: '07700 9OO456' }, 'client.phone', CLIENT_MESSAGES.phoneInvalid],
    ['phone with 9 digits', { phone: '+44 (0) 7700-90' }, 'client.phone', CLIENT_MESSAGES.phoneInvalid],
    // Invisible characters are not a name (docs/decisions/0022); control characters are refused.
    ['three zero-width spaces', { name: '\u200B\u200B\u200B' }, 'client.name', CLIENT_MESSAGES.nameRequired],
    ['one letter hidden among bidi controls', { name: '\u202E\u2066A\u2069\u202C' }, 'client.name', CLIENT_MESSAGES.nameTooShort],
    ['a name with a bell', { name: 'Amelia\u0007 Hughes' }, 'client.name', CLIENT_TEXT_MESSAGES.nameControl],
    ['a name with an escape sequence', { name: '\u001B[31mAmelia' }, 'client.name', CLIENT_TEXT_MESSAGES.nameControl],
    ['notes with a backspace', { notes: 'Short\u0008 fringe' }, 'client.notes', CLIENT_TEXT_MESSAGES.notesControl],
  ];

  it.each(cases)('%s → 400 with the spec message, nothing stored', async (_label, change, field, message) => {
    const body = bookingRequest({ serviceId: s.cut, beauticianId: s.alice, startISO: '2026-11-25T10:00:00Z' });
    const res = await s.app.inject({
      method: 'POST',
      url: '/api/appointments',
      payload: { ...body, client: { ...body.client, ...change } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: { fields: { [field]: message } } });
    expect((await s.db.select({ n: count() }).from(appointments))[0]!.n).toBe(0);
  });

  it('accepts a UK number written with spaces, brackets, a plus and hyphens', async () => {
    const body = bookingRequest({ serviceId: s.cut, beauticianId: s.alice, startISO: '2026-11-25T10:00:00Z' });
    const res = await s.app.inject({
      method: 'POST',
      url: '/api/appointments',
      payload: { ...body, client: { ...body.client, phone: '+44 (0)7700-900 456' } },
    });
    expect(res.statusCode).toBe(201);
  });

  it('stores a name typed with a right-to-left override and zero-width spaces as it reads', async () => {
    const body = bookingRequest({ serviceId: s.cut, beauticianId: s.alice, startISO: '2026-11-25T12:00:00Z' });
    const client = { ...body.client, name: '\u202ESiobh\u200Bán\u202C  Ní\u200B Bhriain', notes: 'Latex allergy.\n\tShort fringe.\u200B' };
    const res = await s.app.inject({ method: 'POST', url: '/api/appointments', payload: { ...body, client } });
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await s.db.select().from(appointments).where(eq(appointments.id, res.json().appointmentId));
    expect(row).toMatchObject({ clientName: 'Siobhán Ní Bhriain', clientNotes: 'Latex allergy.\n\tShort fringe.' });
  });

  it('answers malformed JSON with a 400 and no stack trace', async () => {
    const res = await s.app.inject({
      method: 'POST',
      url: '/api/appointments',
      headers: { 'content-type': 'application/json' },
      payload: '{"serviceId":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toHaveProperty('error');
    expect(res.body).not.toMatch(/at .*\.(ts|js):\d+/);
  });

  it('answers an unknown API route with a JSON 404', async () => {
    const res = await s.app.inject({ url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'No route for GET /api/nothing-here', code: 'NOT_FOUND' });
  });
});
