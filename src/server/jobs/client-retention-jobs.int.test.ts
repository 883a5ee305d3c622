import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ERASED_CLIENT_NAME } from '../../core/client-data.ts';
import { givenAppointment } from '../../../tests/builders/appointment.builder.ts';
import { engines } from '../../../tests/support/test-database.ts';
import { salonAppForSuite } from '../../../tests/support/salon-app.ts';
import { JOB_POLL as POLL } from '../../../tests/support/suite-jobs.ts';
import { appointments } from '../db/schema/booking.ts';
import { salonSettings } from '../db/schema/catalog.ts';
import { clients } from '../db/schema/clients.ts';
import { CLIENT_RETENTION_QUEUE } from './client-retention.job.ts';

// Monday 23 November 2026, 03:15 UTC; with the default six years, a visit before 03:15 on 23 November 2020 is too old.
const NOW = new Date('2026-11-23T03:15:00Z');
const HOUR = 3_600_000;

describe.each(engines)('the client retention job on pg-boss, two processes’ workers (%s)', (engine) => {
  const s = salonAppForSuite(engine, NOW, { signIn: false, jobs: { processes: 2 } });
  const db = () => s.db;

  let n = 0;
  /** A client with visits at these instants (a Cut each); answers their record's id. */
  const clientWithVisits = async (...starts: Date[]) => {
    n += 1;
    const client = { name: `Client Number ${n}`, email: `client${n}@example.com`, phone: `07700 90${String(n).padStart(4, '0')}` };
    let id = '';
    for (const start of starts)
      id = await givenAppointment(db(), {
        beauticianId: s.alice,
        serviceId: s.cut,
        start: start.toISOString(),
        status: 'completed',
        client,
      });
    const [row] = await db().select({ clientId: appointments.clientId }).from(appointments).where(eq(appointments.id, id));
    return row!.clientId!;
  };
  const names = async (ids: string[]) =>
    new Map(
      (await db().select({ id: clients.id, name: clients.name }).from(clients).where(inArray(clients.id, ids))).map((r) => [r.id, r.name]),
    );
  const runFromBoth = () => s.runJobs(CLIENT_RETENTION_QUEUE);
  const cutoff = new Date('2020-11-23T03:15:00Z');

  it('anonymises exactly the clients whose last visit is past the limit and who have nothing to come', async () => {
    const justOutside = await clientWithVisits(new Date('2019-05-01T10:00:00Z'), new Date(cutoff.getTime() - HOUR));
    const justInside = await clientWithVisits(new Date('2019-05-01T12:00:00Z'), new Date(cutoff.getTime() + HOUR));
    const recent = await clientWithVisits(new Date('2026-10-01T10:00:00Z'));
    const comingBack = await clientWithVisits(new Date('2018-03-01T10:00:00Z'));
    await givenAppointment(db(), {
      beauticianId: s.alice,
      serviceId: s.cut,
      start: '2026-12-01T10:00:00Z',
      client: { name: 'Client Number 4', email: 'client4@example.com', phone: '07700 900004' },
    });
    // Last seen in 2019; this year they only left a checkout at the payment page, which is no visit.
    const onlyALapsedHold = await clientWithVisits(new Date('2019-06-01T10:00:00Z'));
    await givenAppointment(db(), {
      beauticianId: s.alice,
      serviceId: s.cut,
      start: '2026-10-05T10:00:00Z',
      status: 'cancelled_expired',
      client: { name: 'Client Number 5', email: 'client5@example.com', phone: '07700 900005' },
    });
    // Records with no visit at all count from when they were made.
    const [madeLongAgo, madeLately] = (await Promise.all(
      [new Date(cutoff.getTime() - HOUR), new Date(cutoff.getTime() + HOUR)].map(async (createdAt, i) => {
        const [row] = await db()
          .insert(clients)
          .values({ name: `Never Visited ${i}`, createdAt, updatedAt: createdAt })
          .returning({ id: clients.id });
        return row!.id;
      }),
    )) as [string, string];

    await runFromBoth();
    await expect.poll(async () => (await names([justOutside])).get(justOutside), POLL).toBe(ERASED_CLIENT_NAME);
    await expect
      .poll(async () => [...(await names([onlyALapsedHold, madeLongAgo])).values()], POLL)
      .toEqual([ERASED_CLIENT_NAME, ERASED_CLIENT_NAME]);
    const after = await names([justOutside, justInside, recent, comingBack, madeLately]);
    expect(after.get(justInside)).toBe('Client Number 2');
    expect(after.get(recent)).toBe('Client Number 3');
    expect(after.get(comingBack)).toBe('Client Number 4');
    expect(after.get(madeLately)).toBe('Never Visited 1');
    const visits = await db()
      .select({ name: appointments.clientName, email: appointments.clientEmail })
      .from(appointments)
      .where(eq(appointments.clientId, justOutside));
    expect(visits).toEqual([0, 1].map(() => ({ name: ERASED_CLIENT_NAME, email: '' })));
  });

  it('anonymises nobody while the salon keeps client data for ever (the setting is empty)', async () => {
    await db().update(salonSettings).set({ clientRetentionYears: null }).where(eq(salonSettings.id, 1));
    const old = await clientWithVisits(new Date('2015-01-10T10:00:00Z'));
    await runFromBoth();
    expect((await names([old])).get(old)).toBe('Client Number 6');
  });
});
