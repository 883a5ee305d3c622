import { describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import { givenAppointment } from '../../../../tests/builders/appointment.builder.ts';
import { givenBeautician } from '../../../../tests/builders/catalog.builder.ts';
import { salonAppForSuite } from '../../../../tests/support/salon-app.ts';
import { engines } from '../../../../tests/support/test-database.ts';
import { appointments } from '../../db/schema/booking.ts';
import { clients } from '../../db/schema/clients.ts';

// Monday 23 Nov 2026; the bookings are written straight to the database, as any code path would, at once.
const NOW = new Date('2026-11-23T08:00:00Z');

describe.each(engines)('linking bookings to client records when they arrive at once (%s)', (engine) => {
  const s = salonAppForSuite(engine, NOW);
  /** One booking per beautician, all at 10:00 on 1 Dec, inserted together. */
  const bookAtOnce = async (people: Array<{ name: string; email: string; phone: string }>) => {
    const beauticians = await Promise.all(people.map((_, i) => givenBeautician(s.db, { name: `Racer ${i}` })));
    const ids = await Promise.all(
      people.map((client, i) =>
        givenAppointment(s.db, { beauticianId: beauticians[i]!, serviceId: s.cut, start: '2026-12-01T10:00:00Z', client }),
      ),
    );
    return s.db.select({ clientId: appointments.clientId }).from(appointments).where(inArray(appointments.id, ids));
  };

  it('makes one record for ten first bookings of one phone without an e-mail', async () => {
    const rows = await bookAtOnce(Array.from({ length: 10 }, () => ({ name: 'Walk In', email: '', phone: '07700 900444' })));
    expect(new Set(rows.map((r) => r.clientId)).size).toBe(1);
    expect(rows[0]!.clientId).not.toBeNull();
  });

  it('gives each of several people booking online at once with a known phone a record of their own, for staff to merge', async () => {
    const [phoneOnly] = await bookAtOnce([{ name: 'Family Phone', email: '', phone: '07700 900555' }]);
    const rows = await bookAtOnce(
      Array.from({ length: 6 }, (_, i) => ({ name: `Family ${i}`, email: `family${i}@example.co.uk`, phone: '07700 900555' })),
    );
    const ids = rows.map((r) => r.clientId!);
    // A phone is not proof of a person (docs/decisions/0037): nobody takes the phone-only record, each is marked as
    // perhaps its person, and it keeps no e-mail of theirs.
    expect(ids).not.toContain(phoneOnly!.clientId);
    expect(new Set(ids).size).toBe(6);
    const records = await s.db.select().from(clients).where(inArray(clients.id, ids));
    expect(records.map((r) => r.possibleDuplicateOf)).toEqual(Array(6).fill(phoneOnly!.clientId));
    const [kept] = await s.db
      .select()
      .from(clients)
      .where(inArray(clients.id, [phoneOnly!.clientId!]));
    expect(kept!.emailKey).toBeNull();
  });
});
