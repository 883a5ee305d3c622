import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { emailKey, phoneKey } from '../../../core/client-identity.ts';
import type { ClientProfile } from '../../../core/schemas/client-profile.schema.ts';
import { givenAppointment } from '../../../../tests/builders/appointment.builder.ts';
import { bookingRequest } from '../../../../tests/builders/booking.builder.ts';
import { salonAppForSuite } from '../../../../tests/support/salon-app.ts';
import { engines } from '../../../../tests/support/test-database.ts';
import { linkTokenMailed } from '../../../../tests/support/waitlist.ts';
import { appointments } from '../../db/schema/booking.ts';
import { clients } from '../../db/schema/clients.ts';
import { waitlistEntries } from '../../db/schema/waitlist.ts';
import { outboxMessages } from '../../db/schema/notifications.ts';

// Issue 39: a phone number is not proof of a person. A stranger who knew a phone-only regular's mobile booked with a new
// e-mail, skipped the card the salon asks of new clients, and wrote their e-mail onto the regular's record; a client
// with a past no-show shed it with a new e-mail; and an e-mail with a Greek capital sigma was keyed one way by the code
// and another by SQL. Monday 23 Nov 2026; Alice's Cut is 60 minutes, £45.

const NOW = new Date('2026-11-23T12:00:00Z');
const REGULAR = { name: 'Rita Regular', email: '', phone: '07700 900555' };
const SIGMA = 'ΟΔΥΣΣΕΑΣ@Example.gr';

describe.each(engines)('recognising a client by e-mail and phone (%s)', (engine) => {
  const s = salonAppForSuite(engine, NOW);
  const rules = async (cardRequiredWhen: string[]) =>
    expect((await s.staff.patch('/api/settings', { cardRequiredWhen })).statusCode).toBe(200);
  let hour = 9;
  const book = (client: { name: string; email: string; phone: string }) =>
    s.app.inject({
      method: 'POST',
      url: '/api/appointments',
      payload: bookingRequest({
        serviceId: s.cut,
        beauticianId: s.alice,
        startISO: `2026-12-0${1 + Math.floor((hour - 9) / 8)}T${String(9 + ((hour++ - 9) % 8)).padStart(2, '0')}:00:00.000Z`,
        client: { ...client, notes: '' },
      }),
    });
  const recordOf = async (appointmentId: string) => {
    const [row] = await s.db.select({ clientId: appointments.clientId }).from(appointments).where(eq(appointments.id, appointmentId));
    return (await s.db.select().from(clients).where(eq(clients.id, row!.clientId!)))[0]!;
  };
  /** Rita: known by phone alone (booked at the desk), with a kept visit and an allergy note. */
  const givenRegular = async () => {
    const visit = await givenAppointment(s.db, {
      beauticianId: s.alice,
      serviceId: s.cut,
      start: '2026-11-02T10:00:00Z',
      status: 'completed',
      client: REGULAR,
    });
    const record = await recordOf(visit);
    await s.db.update(clients).set({ notes: 'Allergic to PPD' }).where(eq(clients.id, record.id));
    return record.id;
  };

  afterEach(async () => {
    await rules([]);
    await s.db.delete(waitlistEntries);
    await s.db.delete(outboxMessages);
    await s.db.delete(appointments);
    await s.db.delete(clients);
  });

  it('asks a stranger with a regular’s phone for the card new clients save, and leaves the regular’s record alone', async () => {
    const rita = await givenRegular();
    await rules(['new_clients']);
    const stranger = await book({ name: 'Stranger', email: 'stranger@example.net', phone: '+44 7700 900555' });
    expect(stranger.statusCode, stranger.body).toBe(409);
    expect(stranger.json().code).toBe('CARD_REQUIRED');

    await rules([]);
    const booked = await book({ name: 'Stranger', email: 'stranger@example.net', phone: '+44 7700 900555' });
    expect(booked.statusCode, booked.body).toBe(201);
    const record = await recordOf(booked.json().appointmentId);
    // A record of their own, marked for staff as perhaps Rita; Rita's keeps no e-mail of theirs.
    expect(record).toMatchObject({ email: 'stranger@example.net', possibleDuplicateOf: rita });
    expect((await s.db.select().from(clients).where(eq(clients.id, rita)))[0]).toMatchObject({ email: '', notes: 'Allergic to PPD' });
    const profile = await s.staff.read<ClientProfile>(`/api/clients/${record.id}`);
    expect(profile.possibleDuplicateOf).toMatchObject({ _id: rita, name: 'Rita Regular', phone: REGULAR.phone });
    const list = await s.staff.read<Array<{ _id: string; possibleDuplicate: boolean }>>('/api/clients?q=Stranger');
    expect(list).toMatchObject([{ _id: record.id, possibleDuplicate: true }]);
  });

  it('links a booking by phone alone to the regular, not to the record a stranger made with her phone', async () => {
    const rita = await givenRegular();
    await book({ name: 'Stranger', email: 'stranger@example.net', phone: REGULAR.phone });
    const atTheDesk = await givenAppointment(s.db, {
      beauticianId: s.alice,
      serviceId: s.cut,
      start: '2026-12-03T10:00:00Z',
      client: { name: 'Rita Regular', email: '', phone: '+44 7700 900555' },
    });
    expect((await recordOf(atTheDesk)).id).toBe(rita);
  });

  it('asks a client who missed a visit for a card whatever e-mail they type with the same phone', async () => {
    await givenAppointment(s.db, {
      beauticianId: s.alice,
      serviceId: s.cut,
      start: '2026-11-09T10:00:00Z',
      status: 'no_show',
      client: { name: 'Nora', email: 'nora@example.co.uk', phone: '07700 900666' },
    });
    await rules(['past_no_show']);
    // The phone however it is typed, '44…' without its plus included.
    for (const [email, phone] of [
      ['nora.two@example.co.uk', '07700 900666'],
      ['nora.three@example.co.uk', '44 7700 900666'],
    ] as const) {
      const res = await book({ name: 'Nora', email, phone });
      expect(res.json().code).toBe('CARD_REQUIRED');
    }
    expect(await s.db.select().from(clients)).toHaveLength(1);
  });

  it('lets staff merge a possible duplicate into the regular’s record, or say they are different people', async () => {
    const rita = await givenRegular();
    const online = await book({ name: 'Rita Regular', email: 'rita@example.co.uk', phone: '07700 900555' });
    const duplicate = (await recordOf(online.json().appointmentId)).id;
    const family = await book({ name: 'Rita’s Daughter', email: 'daughter@example.co.uk', phone: '07700 900555' });
    const daughter = (await recordOf(family.json().appointmentId)).id;

    const notSame = await s.staff.post(`/api/clients/${daughter}/not-duplicate`, {});
    expect(notSame.json<ClientProfile>().possibleDuplicateOf).toBeNull();

    const merged = await s.staff.post(`/api/clients/${duplicate}/merge`, { intoId: rita });
    expect(merged.statusCode, merged.body).toBe(200);
    // Rita's record takes the e-mail she now books with, keeps her notes, and has both visits.
    expect(merged.json<ClientProfile>()).toMatchObject({ _id: rita, email: 'rita@example.co.uk', notes: 'Allergic to PPD' });
    const visits = await s.db.select().from(appointments).where(eq(appointments.clientId, rita));
    expect(visits).toHaveLength(2);
    expect((await s.staff.get(`/api/clients/${duplicate}`)).statusCode).toBe(404);
    // Her next booking online finds her record by that e-mail.
    const again = await book({ name: 'Rita Regular', email: 'RITA@example.co.uk', phone: '07700 900555' });
    expect((await recordOf(again.json().appointmentId)).id).toBe(rita);
    expect((await s.staff.post(`/api/clients/${rita}/merge`, { intoId: rita })).statusCode).toBe(400);
  });

  it('keys an e-mail with a Greek capital sigma alike in the code and the database', async () => {
    const first = await book({ name: 'Odysseas', email: SIGMA, phone: '07700 900777' });
    const record = await recordOf(first.json().appointmentId);
    expect((await s.staff.patch(`/api/clients/${record.id}`, { cardRule: 'require' })).statusCode).toBe(200);
    const again = await book({ name: 'Odysseas', email: ` ${SIGMA.replace('Example', 'EXAMPLE')}`, phone: '07700 900778' });
    expect(again.json().code).toBe('CARD_REQUIRED');

    // However its capital sigma is written, one address holds at most three confirmed places on the waitlist.
    const joins = [];
    for (let n = 0; n < 5; n++) {
      // A second apart, so each join's e-mail is the latest when its link is read.
      s.setNow(new Date(NOW.getTime() + n * 1000));
      const email = n % 2 ? SIGMA : SIGMA.toUpperCase();
      const joined = await s.app.inject({
        method: 'POST',
        url: '/api/waitlist',
        payload: {
          services: [{ serviceId: s.cut, variantName: 'Standard', any: true }],
          windows: [{ date: '2026-12-05', from: `${10 + n}:00`, to: `${11 + n}:00` }],
          client: { name: 'Odysseas', email, phone: '07700 900777' },
        },
      });
      joins.push(joined.statusCode);
      if (joined.statusCode !== 201) continue;
      const token = await linkTokenMailed(s.db, email, 'waitlist');
      expect((await s.app.inject({ method: 'POST', url: `/api/waitlist/${token}/confirm`, payload: {} })).statusCode).toBe(200);
    }
    s.setNow(NOW);
    expect(joins).toEqual([201, 201, 201, 429, 429]);
  });

  it('folds e-mails and phones the same way in the code and in SQL, whatever is typed', async () => {
    const hostile = ['ΟΔΥΣΣΕΑΣ@example.gr', 'İstanbul@Example.com', 'STRASSE@ß.de', 'K@Kelvin.example', '  a@b.c  ', '\tTab@x.y'];
    const phones = [
      '+44 (0)7700 900123',
      '0044 7700 900123',
      '07700 900123',
      '447400123456',
      '4407400123456',
      '+91 74004 79053',
      '٠٧٧٠٠',
      '７７００',
      '',
    ];
    const sqlKeys = async (email: string, phone: string) => {
      const result = (await s.db.execute(
        sql`select coalesce(client_email_key(${email}), '') as e, client_phone_key(${phone}) as p`,
      )) as unknown as { rows: Array<{ e: string; p: string }> };
      return result.rows[0]!;
    };
    for (const email of hostile) expect((await sqlKeys(email, '')).e).toBe(emailKey(email));
    for (const phone of phones) expect((await sqlKeys('', phone)).p).toBe(phoneKey(phone));
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'binary', maxLength: 24 }), fc.string({ unit: 'binary', maxLength: 24 }), async (e, p) => {
        const keys = await sqlKeys(e.replaceAll('\u0000', ''), p.replaceAll('\u0000', ''));
        expect(keys).toEqual({ e: emailKey(e.replaceAll('\u0000', '')), p: phoneKey(p.replaceAll('\u0000', '')) });
      }),
      { numRuns: 200 },
    );
  });
});
