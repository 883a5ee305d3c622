import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ClientProfile } from '../../../core/schemas/client-profile.schema.ts';
import { HOUR, NOW, mobile, textingSalonForSuite } from '../../../../tests/support/texting-salon.ts';
import { signInAsStaff } from '../../../../tests/support/staff-session.ts';
import { engines } from '../../../../tests/support/test-database.ts';
import { appointments } from '../../db/schema/booking.ts';
import { textReplies } from '../../db/schema/texts.ts';
import { TEXT_NOT_SENT } from '../notifications/text-dispatch.ts';

// Issue 39: nobody makes the salon text a number again and again, or abroad. Through the official Twilio SDK against a
// local fake of Twilio, with two processes' job workers sending: a number gets at most its hourly and daily allowance
// whatever queues texts to it, only the countries the salon texts are texted, and a reply is filed under the client
// whose number it is, whole.

describe.each(engines)('what limits the salon’s texts (%s)', (engine) => {
  const { s, twilio, clockAt, settings, dispatch, textsTo, post, book } = textingSalonForSuite(engine);
  /** A start on the salon's Friday 12 February 2027, 09:00 onwards, one an hour. */
  const friday = (n: number) =>
    new Date(Date.UTC(2027, 1, 12, 9 + (n % 8), 0)).toISOString().replace(/^2027-02-12/, `2027-02-${12 + Math.floor(n / 8)}`);

  it('texts a number at most its allowance in an hour and in a day, however many texts two processes send at once', async () => {
    await clockAt(NOW);
    const backwards = await s.staff.patch('/api/settings', { textsPerNumberHour: 8, textsPerNumberDay: 6 });
    expect(backwards.json().error).toBe('Texts to one number in a day must be at least as many as in an hour.');
    await settings({ textsEnabled: true, textsPerNumberHour: 4, textsPerNumberDay: 6 });
    const phone = mobile(31);
    // Twelve visits booked for one number, each with its confirmation text, sent by two processes at once.
    for (let n = 0; n < 12; n++) await book(phone.typed, friday(n), `Pumped${n} Client`);
    await dispatch();
    expect(twilio.to(phone.e164)).toHaveLength(4);
    const texts = await textsTo(phone.e164);
    expect(texts.filter((t) => t.status === 'sent')).toHaveLength(4);
    expect(texts.filter((t) => t.status === 'skipped').map((t) => t.lastError)).toEqual(Array(8).fill(TEXT_NOT_SENT.numberLimit));

    // An hour on, two more reach it: six in the day, and no more that day.
    await clockAt(new Date(NOW.getTime() + HOUR + 60_000));
    for (let n = 12; n < 16; n++) await book(phone.typed, friday(n), `Later${n} Client`);
    await dispatch();
    expect(twilio.to(phone.e164)).toHaveLength(6);
    // Another number is not held back by this one's allowance.
    await book(mobile(32).typed, friday(20), 'Other Client');
    await dispatch();
    expect(twilio.to(mobile(32).e164)).toHaveLength(1);
  });

  it('texts only the countries the salon texts, the United Kingdom alone unless the owner adds another', async () => {
    await clockAt(NOW);
    await settings({ textsEnabled: true, textCountries: ['GB'] });
    const nigerian = '+234 803 123 4567';
    const booked = await book(nigerian, friday(30), 'Abroad Client');
    await dispatch();
    expect(twilio.to('+2348031234567')).toEqual([]);
    const [row] = await s.db.select({ clientId: appointments.clientId }).from(appointments).where(eq(appointments.id, booked));
    const profile = await s.staff.read<ClientProfile>(`/api/clients/${row!.clientId}`);
    expect(profile.texts).toMatchObject({ number: null, notTextable: 'This number is in a country the salon does not text.' });

    const refused = await s.staff.patch('/api/settings', { textCountries: ['GB', 'XX'] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe('Each country must be a two-letter country code, such as GB or IE.');
    await settings({ textCountries: ['gb', 'ng'] });
    await book(nigerian, friday(31), 'Abroad Client');
    await dispatch();
    expect(twilio.to('+2348031234567')).toHaveLength(1);
    await settings({ textCountries: ['GB'] });
  });

  it('files a reply under the client whose number it is, whole: +91 74004 79053 is not +44 7400 479053', async () => {
    await clockAt(NOW);
    await settings({ textsEnabled: true });
    const uk = await book('07400 479053', friday(40), 'Ursula Kingdom');
    await dispatch();
    const reply = await post(twilio.reply('+917400479053', 'Is this the salon?'));
    expect(reply.statusCode).toBe(200);
    const [row] = await s.db.select().from(textReplies).where(eq(textReplies.fromPhone, '+917400479053'));
    expect(row!.clientId).toBeNull();
    const [visit] = await s.db.select({ clientId: appointments.clientId }).from(appointments).where(eq(appointments.id, uk));
    const profile = await s.staff.read<ClientProfile>(`/api/clients/${visit!.clientId}`);
    expect(profile.texts.messages).toEqual([]);
  });

  it('shows what a client texted to the owner and reception on their record, never to a stylist (decision 0035)', async () => {
    await clockAt(NOW);
    await settings({ textsEnabled: true });
    const phone = mobile(41);
    const id = await book(phone.typed, friday(41), 'Tess Texter');
    await dispatch();
    expect((await post(twilio.reply(phone.e164, 'Running ten minutes late'))).statusCode).toBe(200);
    const [visit] = await s.db.select({ clientId: appointments.clientId }).from(appointments).where(eq(appointments.id, id));
    const url = `/api/clients/${visit!.clientId}`;
    expect((await s.staff.read<ClientProfile>(url)).texts.messages.map((m) => m.body)).toEqual(['Running ten minutes late']);
    const reception = await signInAsStaff(s.app, s.db, { role: 'reception', email: 'reception@salon.example' });
    expect((await s.as(reception).read<ClientProfile>(url)).texts.messages).toHaveLength(1);
    const stylist = await signInAsStaff(s.app, s.db, { role: 'stylist', beauticianId: s.alice, email: 'stylist@salon.example' });
    const seen = await s.as(stylist).read<ClientProfile>(url);
    expect(seen.name).toBe('Tess Texter');
    expect(seen.texts.messages).toEqual([]);
  });
});
