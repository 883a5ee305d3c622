import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { givenAppointment } from '../../../../tests/builders/appointment.builder.ts';
import { bookingRequest } from '../../../../tests/builders/booking.builder.ts';
import { givenColouristWithTrim } from '../../../../tests/builders/scenario.builder.ts';
import { salonAppForSuite } from '../../../../tests/support/salon-app.ts';
import type { TestApp } from '../../../../tests/support/test-app.ts';
import { engines } from '../../../../tests/support/test-database.ts';
import { busyOfBooked } from '../../../core/availability/service-timing.ts';
import { CHAIR_HOLDING_STATUSES } from '../../../core/status.ts';
import { appointments } from '../../db/schema/booking.ts';
import { OVERLAP_MESSAGE } from './appointment-edit.service.ts';

// Monday 23 Nov 2026, 08:00 in London (GMT, so London and UTC agree). The salon, Alice and Bella work every day
// 09:00–17:00. Alice's colour: 30 min applying, 45 min developing (Alice free), 30 min rinsing; her trim: 20 min.
const NOW = new Date('2026-11-23T08:00:00Z');
const at = (date: string, time: string) => `${date}T${time}:00.000Z`;

describe.each(engines)('staff moving and editing a colour with a processing part (%s)', (engine) => {
  const s = salonAppForSuite(engine, NOW, {
    secondApp: true,
    given: (t) => givenColouristWithTrim(t.db),
  });

  const colourAt = (start: string) =>
    givenAppointment(s.db, { beauticianId: s.alice, serviceId: s.colour, variantName: 'Full head', start });
  /** Staff's edit, through this app or another process's (`on`) */
  const edit = (id: string, payload: object, on?: TestApp) => s.as(s.cookie, on).patch(`/api/appointments/${id}`, payload);
  const stored = async (id: string) => (await s.db.select().from(appointments).where(eq(appointments.id, id)))[0]!;
  const processingOf = async (id: string) => {
    const row = await stored(id);
    return [row.processingFrom?.toISOString(), row.processingTo?.toISOString(), row.endAt.toISOString()];
  };

  it('moves it by its start with the processing part at the same offset', async () => {
    const id = await colourAt(at('2026-11-25', '10:00'));
    const res = await edit(id, { start: at('2026-11-25', '14:00') });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().appointment).toMatchObject({
      start: at('2026-11-25', '14:00'),
      end: at('2026-11-25', '15:45'),
      processing: { start: at('2026-11-25', '14:30'), end: at('2026-11-25', '15:15') },
    });
  });

  it('keeps its processing part in a new length while it fits, and refuses one it no longer fits in', async () => {
    const id = await colourAt(at('2026-11-26', '10:00'));
    const tooShort = await edit(id, { end: at('2026-11-26', '11:15') });
    expect(tooShort.statusCode).toBe(400);
    expect(tooShort.json()).toMatchObject({
      error:
        'Its processing (45 min, from 30 min in) does not fit in 75 minutes: make the appointment at least 76 minutes long, ' +
        'or its processing time shorter.',
      details: { fields: { end: expect.any(String) } },
    });
    const longer = await edit(id, { end: at('2026-11-26', '12:00') });
    expect(longer.statusCode, longer.body).toBe(200);
    expect(await processingOf(id)).toEqual([at('2026-11-26', '10:30'), at('2026-11-26', '11:15'), at('2026-11-26', '12:00')]);
  });

  it('changes the processing time of one colour, its rinse moving with it, or takes it away', async () => {
    const id = await colourAt(at('2026-11-27', '10:00'));
    const shorter = await edit(id, { processingMin: 20 });
    expect(shorter.statusCode, shorter.body).toBe(200);
    expect(shorter.json().appointment).toMatchObject({ end: at('2026-11-27', '11:20'), durationMin: 80 });
    expect(await processingOf(id)).toEqual([at('2026-11-27', '10:30'), at('2026-11-27', '10:50'), at('2026-11-27', '11:20')]);
    // The edit form sends the end it shows along: unchanged, it moves with the processing time all the same.
    const again = await edit(id, { processingMin: 45, end: at('2026-11-27', '11:20') });
    expect(again.json().appointment).toMatchObject({ end: at('2026-11-27', '11:45') });
    const none = await edit(id, { processingMin: 0 });
    expect(none.json().appointment).toMatchObject({ end: at('2026-11-27', '11:00'), processing: null });

    const cut = await givenAppointment(s.db, { beauticianId: s.alice, serviceId: s.cut, start: at('2026-11-27', '14:00') });
    const refused = await edit(cut, { processingMin: 20 });
    expect([refused.statusCode, refused.json().error]).toEqual([400, 'This appointment has no processing time to change.']);
    const bad = await edit(id, { processingMin: -5 });
    expect(bad.json().details.fields.processingMin).toBe('Processing time must be a whole number of minutes, 0 or more.');
  });

  it('refuses a shorter processing time that would bring the rinse over a trim in its gap, changing nothing', async () => {
    const id = await colourAt(at('2026-11-28', '10:00'));
    await givenAppointment(s.db, { beauticianId: s.alice, serviceId: s.trim, start: at('2026-11-28', '10:50') });
    const res = await edit(id, { processingMin: 20 });
    expect([res.statusCode, res.json().error]).toEqual([409, OVERLAP_MESSAGE]);
    expect(await processingOf(id)).toEqual([at('2026-11-28', '10:30'), at('2026-11-28', '11:15'), at('2026-11-28', '11:45')]);
  });

  it('settles a trim booked online in the gap racing a shorter processing time, across two processes: one wins', async () => {
    for (let round = 0; round < 12; round++) {
      const day = `2026-12-${String(round + 1).padStart(2, '0')}`;
      const colour = await colourAt(at(day, '10:00'));
      // The trim 10:45–11:05 sits in the 45-minute development; with 20 minutes of it the rinse starts at 10:50.
      const [trimApp, staffApp] = round % 4 < 2 ? [s, s.second] : [s.second, s];
      // One of the two first waits for a few reads of the day's diary by its process, none to five, so that they
      // meet at each other's every step: either may win, never both.
      const waitFor = async (who: 'trim' | 'shorter', on: TestApp) => {
        if (who !== (round % 2 ? 'trim' : 'shorter')) return;
        for (let n = 0; n < round >> 1; n++)
          await s.as(s.cookie, on).get(`/api/appointments?from=${at(day, '00:00')}&to=${at(day, '23:00')}`);
      };
      const bookTrim = async () => {
        await waitFor('trim', trimApp);
        return trimApp.app.inject({
          method: 'POST',
          url: '/api/appointments',
          payload: bookingRequest({ serviceId: s.trim, beauticianId: s.alice, startISO: at(day, '10:45') }),
        });
      };
      const shorten = async () => {
        await waitFor('shorter', staffApp);
        return edit(colour, { processingMin: 20 }, staffApp);
      };
      const [booked, edited] = await Promise.all([bookTrim(), shorten()]);
      const oneWon = [
        [201, 409],
        [409, 200],
      ];
      expect(oneWon, `${day}: ${booked.body} ${edited.body}`).toContainEqual([booked.statusCode, edited.statusCode]);
    }
    // Whoever won each day, no two of Alice's live busy stretches overlap.
    const live = await s.db
      .select()
      .from(appointments)
      .where(and(eq(appointments.beauticianId, s.alice), inArray(appointments.status, [...CHAIR_HOLDING_STATUSES])));
    const stretches = live.flatMap((row) => busyOfBooked(row)).sort((a, b) => a.start.getTime() - b.start.getTime());
    for (const [i, stretch] of stretches.slice(1).entries()) expect(stretch.start >= stretches[i]!.end).toBe(true);
  });
});
