import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SETTINGS_MESSAGES as M, STANDARD_WORKING_HOURS } from '../../../core/schemas/settings.schema.ts';
import { appointments } from '../../db/schema/booking.ts';
import { DEFAULT_PRIVACY_NOTICE, salonSettings } from '../../db/schema/catalog.ts';
import { givenAppointment } from '../../../../tests/builders/appointment.builder.ts';
import { givenBeautician, givenService } from '../../../../tests/builders/catalog.builder.ts';
import { givenSalon } from '../../../../tests/builders/salon.builder.ts';
import { engines } from '../../../../tests/support/test-database.ts';
import { salonAppForSuite } from '../../../../tests/support/salon-app.ts';

// Monday 23 Nov 2026, 08:00 in London (GMT). The salon starts open every day 09:00–17:00.
const NOW = new Date('2026-11-23T08:00:00Z');
const DAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
const open = (start = '09:00', end = '17:00') => ({ start, end });

describe.each(engines)('salon settings (%s)', (engine) => {
  const s = salonAppForSuite(engine, NOW, {
    given: async (t) => {
      await givenSalon(t.db);
      const amy = await givenBeautician(t.db, { name: 'Amy' });
      return { amy, cut: await givenService(t.db, { name: 'Cut', primaryBeauticianId: amy }) };
    },
  });

  const getSettings = () => s.staff.get('/api/settings');
  const patch = (payload: object) => s.staff.patch('/api/settings', payload);
  const salon = async () => (await s.app.inject({ url: '/api/salon' })).json();
  const everyDayOpen = Object.fromEntries(DAYS.map((day) => [day, open()]));

  it('shows staff the settings of spec §3', async () => {
    const res = await getSettings();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      workingHours: everyDayOpen,
      salonName: 'Test Salon',
      salonDescription: 'A salon for tests',
      salonAddress: '1 High Street, Bath BA1 1AA',
      salonPhone: '01225 000000',
      salonEmail: 'hello@test-salon.example',
      heroImage: null,
      reminderHours: 24,
      maxUnpaidHoldsPerClient: 20,
      maxVisitServices: 4,
      visitCategoryOrder: [],
      minNoticeMinutes: 120,
      depositPercent: 20,
      holdMinutes: 15,
      freeCancellationHours: 24,
      freeChangeHours: null,
      autoCompleteHours: 12,
      privacyNotice: DEFAULT_PRIVACY_NOTICE,
      clientRetentionYears: 6,
      // The no-show policy (issue 26): no card asked for, half the price for a no-show, a fifth for a late cancellation.
      cardRequiredWhen: [],
      cardRequiredOver: null,
      noShowFeePercent: 50,
      lateCancellationFeePercent: 20,
      cardsAvailable: true,
      // Texts (issue 27): off until the owner turns them on; every kind chosen; UK quiet hours; no provider in tests.
      textsEnabled: false,
      textKinds: ['booking_confirmed', 'reminder', 'booking_changed', 'booking_cancelled', 'fee_requested'],
      secondReminderHours: null,
      quietHoursStart: '21:00',
      quietHoursEnd: '08:00',
      textMonthlySegmentCap: 1000,
      textSegmentsThisMonth: 0,
      callUnconfirmedHours: 12,
      // Issue 39: the United Kingdom alone, and a small allowance per number (docs/decisions/0037).
      textCountries: ['GB'],
      textsPerNumberHour: 4,
      textsPerNumberDay: 10,
      textsAvailable: false,
      // The waitlist (issue 28): on, offers held 30 minutes, first come first served, refilled late cancellations waived.
      waitlistEnabled: true,
      waitlistOfferMinutes: 30,
      waitlistPriority: 'first_come',
      waitlistWaivesLateFee: true,
      appointmentsOutsideHours: [],
    });
  });

  it('keeps the text settings the owner sets, and refuses bad ones naming them, changing nothing', async () => {
    const texts = { textsEnabled: true, textKinds: ['reminder'], secondReminderHours: 2, quietHoursStart: '20:30', quietHoursEnd: '09:00' };
    const saved = await patch(texts);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject(texts);
    for (const [bad, error] of [
      [{ textKinds: ['reminder', 'reminder'] }, 'Each kind of text may be chosen once.'],
      [
        { textKinds: ['marketing'] },
        'Texts are chosen from: booking_confirmed, reminder, booking_changed, booking_cancelled, fee_requested.',
      ],
      [{ quietHoursStart: '9pm' }, 'Quiet hours must be times in HH:mm format.'],
      [{ textMonthlySegmentCap: -1 }, 'Monthly text limit (segments) must be between 0 and 1000000.'],
      [{ secondReminderHours: 0 }, 'Second reminder (hours before) must be between 1 and 168.'],
    ] as const) {
      const res = await patch(bad);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toContain(error);
    }
    expect((await getSettings()).json()).toMatchObject(texts);
    await patch({
      textsEnabled: false,
      textKinds: ['booking_confirmed', 'reminder', 'booking_changed', 'booking_cancelled', 'fee_requested'],
    });
  });

  it('keeps the no-show policy the owner sets, publishes it to the checkout, and refuses one it cannot keep', async () => {
    const policy = {
      cardRequiredWhen: ['new_clients', 'over_amount'],
      cardRequiredOver: 80,
      noShowFeePercent: 100,
      lateCancellationFeePercent: 30,
    };
    const missing = await patch({ cardRequiredWhen: ['over_amount'], cardRequiredOver: null });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toBe('Please enter the amount over which a card is needed.');
    expect((await patch({ noShowFeePercent: 101 })).json().error).toContain('No-show fee (%) must be between 0 and 100.');
    expect((await patch({ cardRequiredWhen: ['sometimes'] })).statusCode).toBe(400);
    expect((await patch({ cardRequiredOver: 12.345 })).statusCode).toBe(400);
    expect((await getSettings()).json()).toMatchObject({ cardRequiredWhen: [], noShowFeePercent: 50 });

    expect((await patch(policy)).json()).toMatchObject(policy);
    expect((await salon()).booking.feePolicy).toEqual({
      cardRequiredWhen: ['new_clients', 'over_amount'],
      cardRequiredOverPence: 8000,
      noShowFeePercent: 100,
      lateCancellationFeePercent: 30,
      freeCancellationHours: 24,
    });
    await patch({ cardRequiredWhen: [], cardRequiredOver: null, noShowFeePercent: 50, lateCancellationFeePercent: 20 });
  });

  it('sets the free-change window, or gives it back to the free-cancellation window with null', async () => {
    expect((await patch({ freeChangeHours: 6 })).json().freeChangeHours).toBe(6);
    const refused = await patch({ freeChangeHours: 721 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details.fields).toEqual({ freeChangeHours: 'Free change (hours) must be between 0 and 720.' });
    expect((await getSettings()).json().freeChangeHours).toBe(6);
    expect((await patch({ freeChangeHours: null })).json().freeChangeHours).toBeNull();
    const [row] = await s.db.select({ hours: salonSettings.freeChangeHours }).from(salonSettings);
    expect(row!.hours).toBeNull();
  });

  it('sets how many services one visit may hold, 1 to 8', async () => {
    expect((await patch({ maxVisitServices: 3 })).json().maxVisitServices).toBe(3);
    for (const maxVisitServices of [0, 9, 2.5, '4']) {
      const refused = await patch({ maxVisitServices });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().details.fields.maxVisitServices).toMatch(/^Services in one visit must be (between 1 and 8|a whole number)\.$/);
    }
    const [row] = await s.db.select({ most: salonSettings.maxVisitServices }).from(salonSettings);
    expect(row!.most).toBe(3);
    await patch({ maxVisitServices: 4 });
  });

  it('sets the order in which categories happen in one visit, each once', async () => {
    const order = ['Colour', 'Hair', 'Styling'];
    expect((await patch({ visitCategoryOrder: [' Colour ', 'Hair', 'Styling'] })).json().visitCategoryOrder).toEqual(order);
    for (const [visitCategoryOrder, message] of [
      [['Colour', 'colour '], 'Each category may appear once in the visit order.'],
      [['Colour', '  '], 'Each category in the visit order must be a name.'],
      ['Colour, Hair', 'The visit order must be a list of categories.'],
      [Array.from({ length: 31 }, (_, i) => `Category ${i}`), 'The visit order may list at most 30 categories.'],
    ] as const) {
      const refused = await patch({ visitCategoryOrder });
      expect(refused.statusCode, JSON.stringify(visitCategoryOrder)).toBe(400);
      expect(Object.values(refused.json().details.fields)).toEqual([message]);
    }
    expect((await getSettings()).json().visitCategoryOrder).toEqual(order);
    await patch({ visitCategoryOrder: [] });
  });

  it('sets how long after its end an unchecked visit completes itself, or turns it off with null', async () => {
    expect((await patch({ autoCompleteHours: 24 })).json().autoCompleteHours).toBe(24);
    const refused = await patch({ autoCompleteHours: 0 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details.fields).toEqual({
      autoCompleteHours: 'Auto-complete (hours after the visit) must be between 1 and 168.',
    });
    expect((await getSettings()).json().autoCompleteHours).toBe(24);
    expect((await patch({ autoCompleteHours: null })).json().autoCompleteHours).toBeNull();
    const [row] = await s.db.select({ hours: salonSettings.autoCompleteHours }).from(salonSettings);
    expect(row!.hours).toBeNull();
  });

  it('sets the privacy notice, which the checkout reads from GET /api/salon, and refuses an empty or overlong one', async () => {
    expect((await salon()).privacyNotice).toBe(DEFAULT_PRIVACY_NOTICE);
    const notice = 'Bloom keeps your details to run your bookings.\nAsk us for a copy or to delete them.';
    expect((await patch({ privacyNotice: `  ${notice}  ` })).json().privacyNotice).toBe(notice);
    expect((await salon()).privacyNotice).toBe(notice);
    for (const [privacyNotice, message] of [
      ['   ', 'Please enter the privacy notice.'],
      ['x'.repeat(2001), 'Privacy notice must be at most 2000 characters.'],
      [null, 'Please enter the privacy notice.'],
    ] as const) {
      const refused = await patch({ privacyNotice, salonName: 'Renamed' });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().details.fields).toEqual({ privacyNotice: message });
    }
    expect((await getSettings()).json()).toMatchObject({ privacyNotice: notice, salonName: 'Test Salon' });
  });

  it('sets how many years client data is kept, 1 to 20, or for ever with null', async () => {
    expect((await patch({ clientRetentionYears: 7 })).json().clientRetentionYears).toBe(7);
    for (const clientRetentionYears of [0, 21, 2.5, '6']) {
      const refused = await patch({ clientRetentionYears });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().details.fields.clientRetentionYears).toMatch(
        /^Keep client data \(years\) must be (between 1 and 20|a whole number)\.$/,
      );
    }
    expect((await getSettings()).json().clientRetentionYears).toBe(7);
    expect((await patch({ clientRetentionYears: null })).json().clientRetentionYears).toBeNull();
    const [row] = await s.db.select({ years: salonSettings.clientRetentionYears }).from(salonSettings);
    expect(row!.years).toBeNull();
    await patch({ clientRetentionYears: 6 });
  });

  it('sets the booking rules, refusing a value out of range in words that name it, and the booking pages see them', async () => {
    const rules = { minNoticeMinutes: 240, depositPercent: 30, holdMinutes: 20, freeCancellationHours: 48 };
    expect((await patch(rules)).json()).toMatchObject(rules);
    expect((await salon()).booking).toMatchObject({ minNoticeMinutes: 240, depositPercent: 30 });
    const refused = await patch({ depositPercent: 0, holdMinutes: 1 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details.fields).toEqual({
      depositPercent: 'Deposit (%) must be between 1 and 100.',
      holdMinutes: 'Payment hold (minutes) must be between 5 and 120.',
    });
    expect((await getSettings()).json()).toMatchObject(rules);
    await patch({ minNoticeMinutes: 120, depositPercent: 20, holdMinutes: 15, freeCancellationHours: 24 });
  });

  it('sets the reminder e-mail hours, and refuses a value outside 1–168 without changing it', async () => {
    expect((await patch({ reminderHours: 48 })).json().reminderHours).toBe(48);
    const refused = await patch({ reminderHours: 0 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toContain('Reminder hours must be between 1 and 168.');
    expect((await getSettings()).json().reminderHours).toBe(48);
  });

  it('refuses text holding a NUL character with 400 naming the field, and keeps what was there', async () => {
    const before = (await getSettings()).json().salonAddress;
    const refused = await patch({ salonAddress: 'nul\u0000byte', salonName: 'Renamed' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      error: 'salonAddress: Text cannot contain the NUL character.',
      code: 'VALIDATION_FAILED',
      details: { fields: { salonAddress: 'Text cannot contain the NUL character.' } },
    });
    const after = (await getSettings()).json();
    expect(after.salonAddress).toBe(before);
    expect(after.salonName).not.toBe('Renamed');
  });

  it('is for staff only', async () => {
    expect((await s.app.inject({ url: '/api/settings' })).statusCode).toBe(401);
    expect((await s.app.inject({ method: 'PATCH', url: '/api/settings', payload: { salonName: 'Hijacked' } })).statusCode).toBe(401);
  });

  it('saves the About screen’s fields, leaves the hours alone, and the public pages show them at once', async () => {
    const res = await patch({
      salonName: 'Bloom & Co',
      salonDescription: 'Calm treatments in the heart of Bath.',
      salonAddress: '2 Milsom Street, Bath BA1 1BZ',
      salonPhone: '01225 111222',
      salonEmail: 'hello@bloom.example',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ salonName: 'Bloom & Co', workingHours: everyDayOpen });
    expect(await salon()).toMatchObject({
      name: 'Bloom & Co',
      about: 'Calm treatments in the heart of Bath.',
      address: '2 Milsom Street, Bath BA1 1BZ',
      phone: '01225 111222',
      email: 'hello@bloom.example',
    });
  });

  it('saves the hours screen’s week and GET /api/salon shows it at once', async () => {
    const res = await patch({ workingHours: STANDARD_WORKING_HOURS });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().workingHours).toEqual(STANDARD_WORKING_HOURS);
    expect((await getSettings()).json().workingHours).toEqual(STANDARD_WORKING_HOURS);
    const { hours } = await salon();
    expect(hours.mon).toEqual({ open: true, start: '09:00', end: '17:00' });
    expect(hours.sat).toEqual({ open: true, start: '09:00', end: '13:00' });
    expect(hours.sun.open).toBe(false);
    expect((await getSettings()).json().salonName).toBe('Bloom & Co');
  });

  it.each([
    [
      'a closing time before the opening time',
      { workingHours: { ...STANDARD_WORKING_HOURS, tue: open('17:00', '09:00') } },
      'workingHours.tue.end',
      M.closesBeforeOpens,
    ],
    [
      'an opening time that is not HH:mm',
      { workingHours: { ...STANDARD_WORKING_HOURS, wed: open('9am') } },
      'workingHours.wed.start',
      M.opensInvalid,
    ],
    ['a blank salon name', { salonName: ' ' }, 'salonName', M.nameRequired],
    ['an e-mail that is not one', { salonEmail: 'bloom' }, 'salonEmail', M.emailInvalid],
  ])('refuses %s with 400 and changes nothing', async (_case, payload, field, message) => {
    const before = (await getSettings()).json();
    const res = await patch(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().details.fields[field]).toBe(message);
    expect((await getSettings()).json()).toEqual(before);
  });

  it('never moves or cancels appointments when the hours change, and lists those now outside them', async () => {
    await patch({ workingHours: everyDayOpen });
    const saturdayAfternoon = await givenAppointment(s.db, { beauticianId: s.amy, serviceId: s.cut, start: '2026-11-28T14:00:00Z' });
    const sunday = await givenAppointment(s.db, {
      beauticianId: s.amy,
      serviceId: s.cut,
      start: '2026-11-29T10:00:00Z',
      status: 'reserved_unpaid',
    });
    await givenAppointment(s.db, { beauticianId: s.amy, serviceId: s.cut, start: '2026-11-29T12:00:00Z', status: 'cancelled_full_refund' });
    await givenAppointment(s.db, { beauticianId: s.amy, serviceId: s.cut, start: '2026-11-22T10:00:00Z', status: 'completed' });
    await givenAppointment(s.db, { beauticianId: s.amy, serviceId: s.cut, start: '2026-11-28T09:00:00Z' });
    expect((await getSettings()).json().appointmentsOutsideHours).toEqual([]);

    const res = await patch({ workingHours: STANDARD_WORKING_HOURS });
    expect(res.statusCode).toBe(200);
    expect(res.json().appointmentsOutsideHours).toEqual([
      {
        _id: saturdayAfternoon,
        start: '2026-11-28T14:00:00.000Z',
        end: '2026-11-28T15:00:00.000Z',
        status: 'confirmed',
        client: { name: 'Amelia Hughes' },
        service: { name: 'Cut' },
        variantName: 'Standard',
        beautician: { _id: s.amy, name: 'Amy' },
        reason: 'outside_hours',
      },
      expect.objectContaining({ _id: sunday, status: 'reserved_unpaid', reason: 'closed' }),
    ]);
    const [stillBooked] = await s.db.select().from(appointments).where(eq(appointments.id, saturdayAfternoon));
    expect(stillBooked).toMatchObject({ status: 'confirmed', startAt: new Date('2026-11-28T14:00:00Z') });
    // The warning stays until staff deal with the appointments, whichever screen loads it.
    expect((await getSettings()).json().appointmentsOutsideHours).toHaveLength(2);
  });

  it('keeps the hero image when the About screen sends it back, drops it on null, and refuses any other URL', async () => {
    await s.db.update(salonSettings).set({ heroImageUrl: '/images/hero-demo.webp' });
    const kept = await patch({ salonName: 'Bloom', heroImage: { url: '/images/hero-demo.webp', alt: 'Bloom' } });
    expect(kept.json().heroImage).toEqual({ url: '/images/hero-demo.webp' });
    const other = await patch({ heroImage: { url: '/uploads/hero/someone-elses.webp' } });
    expect([other.statusCode, other.json().error]).toEqual([400, 'To change the image, upload a new file.']);
    const dropped = await patch({ heroImage: null });
    expect(dropped.json().heroImage).toBeNull();
    expect((await salon()).heroUrl).toBeNull();
  });
});
