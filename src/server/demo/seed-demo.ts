import { isLateCancellation } from '../../core/booking/fee-policy.ts';
import { count, sql } from 'drizzle-orm';
import { hashPassword } from '../modules/auth/password.ts';
import { recordDiscount, recordSalonPayments } from '../modules/till/till.repository.ts';
import type { Database, Transaction } from '../db/client.ts';
import { planDemoAppointments } from './demo-appointments.ts';
import { DEMO_BEAUTICIANS, DEMO_SALON, DEMO_SALON_HOURS, DEMO_SERVICES, DEMO_STAFF } from './demo-data.ts';
import { demoTakings } from './demo-takings.ts';
import { signInAttempts, staffSessions, staffUsers } from '../db/schema/auth.ts';
import { appointments } from '../db/schema/booking.ts';
import {
  beauticianHours,
  beauticians,
  salonHours,
  salonSettings,
  serviceBeauticians,
  services,
  serviceVariants,
} from '../db/schema/catalog.ts';

/** Any fixed number: app processes starting together on one empty database take turns to seed it. */
const SEED_LOCK = 727_002;

/**
 * Writes the demo salon into an empty database, all or nothing; undefined when the database was not empty
 * (another process may have seeded it a moment ago). The demo account (public password) is added only when
 * there is no staff account yet; `demoStaff` says whether it was.
 */
/** The demo salon keeps the settings' default free-cancellation window. */
const DEFAULT_FREE_CANCELLATION_HOURS = 24;

export async function seedDemoIfEmpty(db: Database, now: Date): Promise<{ demoStaff: boolean } | undefined> {
  const passwordHash = await hashPassword(DEMO_STAFF.password);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const [settings] = await tx.select({ n: count() }).from(salonSettings);
    if ((settings?.n ?? 0) > 0) return undefined;
    const visits = await insertDemo(tx, now);
    const [staff] = await tx.select({ n: count() }).from(staffUsers);
    if ((staff?.n ?? 0) > 0) {
      await recordDemoTakings(tx, visits, null);
      return { demoStaff: false };
    }
    await recordDemoTakings(tx, visits, await insertDemoStaff(tx, passwordHash));
    return { demoStaff: true };
  });
}

/** Replaces whatever the database holds with the demo salon, in one transaction so a failure keeps the old data. */
export async function resetToDemo(db: Database, now: Date): Promise<void> {
  const passwordHash = await hashPassword(DEMO_STAFF.password);
  await db.transaction(async (tx) => {
    // Appointments first: their money entries go with them (the ledger's only way out), before the accounts that
    // recorded them, whose removal would otherwise have to change those entries.
    await tx.delete(appointments);
    // Every account and session goes too: after a reset only the demo account can sign in.
    await tx.delete(staffSessions);
    await tx.delete(signInAttempts);
    await tx.delete(staffUsers);
    // Children before parents: services restrict deleting the beauticians they name.
    await tx.delete(serviceVariants);
    await tx.delete(serviceBeauticians);
    await tx.delete(services);
    await tx.delete(beauticianHours);
    await tx.delete(beauticians);
    await tx.delete(salonHours);
    await tx.delete(salonSettings);
    const visits = await insertDemo(tx, now);
    await recordDemoTakings(tx, visits, await insertDemoStaff(tx, passwordHash));
  });
}

async function insertDemoStaff(tx: Transaction, passwordHash: string): Promise<string> {
  const [row] = await tx
    .insert(staffUsers)
    .values({ name: DEMO_STAFF.name, email: DEMO_STAFF.email, passwordHash })
    .returning({ id: staffUsers.id });
  return row!.id;
}

/** A demo visit as inserted: what the till needs to record its payment. */
interface DemoVisit {
  id: string;
  status: string;
  pricePence: number;
  endAt: Date;
}

/**
 * The demo's completed visits paid at the till, at their end, by the demo account when there is one, through the
 * till's own repository so the ledger and each visit's salon takings agree as they would in use.
 */
async function recordDemoTakings(tx: Transaction, visits: DemoVisit[], staffId: string | null): Promise<void> {
  const completed = visits.filter((v) => v.status === 'completed').sort((a, b) => a.endAt.getTime() - b.endAt.getTime());
  const tills = demoTakings(completed.map((v) => v.pricePence));
  for (const [n, visit] of completed.entries()) {
    const { payments, discountPence, note } = tills[n]!;
    const record = { takenAt: visit.endAt, recordedAt: visit.endAt, recordedBy: staffId, requestId: null, note };
    await recordSalonPayments(tx, visit.id, payments, record);
    if (discountPence > 0) await recordDiscount(tx, visit.id, discountPence, record);
  }
}

async function insertDemo(tx: Transaction, now: Date): Promise<DemoVisit[]> {
  await tx.insert(salonSettings).values({ id: 1, ...DEMO_SALON });
  await tx.insert(salonHours).values(DEMO_SALON_HOURS);

  const staffIds = new Map<string, string>();
  for (const person of DEMO_BEAUTICIANS) {
    const { slug, hours, ...fields } = person;
    const [row] = await tx.insert(beauticians).values(fields).returning({ id: beauticians.id });
    if (!row) throw new Error(`Inserting beautician ${slug} returned no row`);
    staffIds.set(slug, row.id);
    await tx.insert(beauticianHours).values(hours.map((entry) => ({ beauticianId: row.id, ...entry })));
  }
  const staffId = (slug: string): string => {
    const id = staffIds.get(slug);
    if (!id) throw new Error(`The demo data names an unknown beautician: ${slug}`);
    return id;
  };

  const serviceIds = new Map<string, string>();
  for (const item of DEMO_SERVICES) {
    const [row] = await tx
      .insert(services)
      .values({
        name: item.name,
        category: item.category,
        description: item.description,
        imageUrl: item.imageUrl,
        primaryBeauticianId: staffId(item.primaryBeautician),
      })
      .returning({ id: services.id });
    if (!row) throw new Error(`Inserting service ${item.slug} returned no row`);
    serviceIds.set(item.slug, row.id);
    await tx.insert(serviceVariants).values(item.variants.map((v, position) => ({ serviceId: row.id, position, ...v })));
    if (item.additionalBeauticians.length > 0) {
      await tx
        .insert(serviceBeauticians)
        .values(item.additionalBeauticians.map((slug) => ({ serviceId: row.id, beauticianId: staffId(slug) })));
    }
  }

  const planned = planDemoAppointments(now);
  if (planned.length === 0) return [];
  return tx
    .insert(appointments)
    .values(
      planned.map((a) => ({
        beauticianId: staffId(a.beautician.slug),
        serviceId: serviceIds.get(a.service.slug) ?? null,
        // The snapshot of spec §3 / ARCHITECTURE 'Data': what was booked, as it was then.
        serviceName: a.service.name,
        variantName: a.variant.name,
        beauticianName: a.beautician.name,
        durationMin: a.variant.durationMin,
        bufferBeforeMin: a.variant.bufferBeforeMin,
        bufferAfterMin: a.variant.bufferAfterMin,
        pricePence: a.variant.pricePence,
        startAt: a.startAt,
        endAt: a.endAt,
        occupiedFrom: a.occupiedFrom,
        occupiedTo: a.occupiedTo,
        processingFrom: a.processingFrom,
        processingTo: a.processingTo,
        status: a.status,
        paymentMode: a.paymentMode,
        clientName: a.client.name,
        clientEmail: a.client.email,
        clientPhone: a.client.phone,
        clientNotes: a.notes,
        cancelledAt: a.cancelledAt,
        // Cancelled 20 hours before: late under the salon's default 24-hour window, decided as a cancellation decides it.
        cancelledLate: a.cancelledAt !== null && isLateCancellation(a.startAt, a.cancelledAt, DEFAULT_FREE_CANCELLATION_HOURS),
        createdAt: a.createdAt,
        updatedAt: a.cancelledAt ?? a.createdAt,
      })),
    )
    .returning({ id: appointments.id, status: appointments.status, pricePence: appointments.pricePence, endAt: appointments.endAt });
}
