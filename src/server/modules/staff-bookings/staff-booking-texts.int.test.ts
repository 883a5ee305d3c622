import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { salonAppForSuite } from '../../../../tests/support/salon-app.ts';
import { engines } from '../../../../tests/support/test-database.ts';
import { outboxMessages } from '../../db/schema/notifications.ts';

// Issue 40: the New appointment form says the confirmation goes by text too where it will: the salon texts
// confirmations and the number takes texts. Monday 23 Nov 2026, 08:00 in London.
const NOW = new Date('2026-11-23T08:00:00Z');
const MOBILE = '07400 123456';

describe.each(engines)('how a booking taken by staff is confirmed (%s)', (engine) => {
  const s = salonAppForSuite(engine, NOW);
  const byText = async (phone: string) =>
    (await s.staff.read<{ byText: boolean }>(`/api/staff-bookings/confirmation?phone=${encodeURIComponent(phone)}`)).byText;

  it('says a text goes only where the salon texts confirmations and the number is a mobile', async () => {
    expect(await byText(MOBILE)).toBe(false);
    expect((await s.staff.patch('/api/settings', { textsEnabled: true })).statusCode).toBe(200);
    expect(await byText(MOBILE)).toBe(true);
    expect(await byText('+44 7400 123456')).toBe(true);
    expect(await byText('01225 000000')).toBe(false);
    expect(await byText('')).toBe(false);
    expect((await s.staff.patch('/api/settings', { textKinds: ['reminder'] })).statusCode).toBe(200);
    expect(await byText(MOBILE)).toBe(false);
  });

  it('texts the confirmation to a client with a mobile and no e-mail address, as the form said', async () => {
    expect((await s.staff.patch('/api/settings', { textsEnabled: true, textKinds: ['booking_confirmed'] })).statusCode).toBe(200);
    expect(await byText(MOBILE)).toBe(true);
    const res = await s.staff.post('/api/staff-bookings', {
      client: { name: 'Tess Text', phone: MOBILE },
      serviceId: s.cut,
      variantName: 'Standard',
      beauticianId: s.alice,
      start: '2026-11-24T10:00:00Z',
      sendConfirmation: true,
    });
    expect(res.statusCode, res.body).toBe(201);
    const texts = await s.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.appointmentId, res.json().appointment._id), eq(outboxMessages.channel, 'sms')));
    expect(texts.map((t) => [t.kind, t.toAddress])).toEqual([['booking_confirmed', '+447400123456']]);
  });
});
