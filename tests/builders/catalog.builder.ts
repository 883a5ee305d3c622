import { randomUUID } from 'node:crypto';
import type { WeeklyHours } from '../../src/core/availability/slots.ts';
import type { Database } from '../../src/server/db/client.ts';
import { beauticianHours, beauticians, serviceBeauticians, services, serviceVariants } from '../../src/server/db/schema/catalog.ts';
import { everyDay } from './salon.builder.ts';

export interface BeauticianOptions {
  name?: string;
  email?: string;
  phone?: string;
  hours?: WeeklyHours[];
  active?: boolean;
}

export async function givenBeautician(db: Database, options: BeauticianOptions = {}): Promise<string> {
  const [row] = await db
    .insert(beauticians)
    .values({
      name: options.name ?? `Beautician ${randomUUID().slice(0, 6)}`,
      email: options.email ?? 'stylist@test-salon.example',
      phone: options.phone ?? '07700 900123',
      active: options.active ?? true,
      specialties: ['Hair'],
    })
    .returning({ id: beauticians.id });
  const hours = options.hours ?? everyDay();
  if (hours.length > 0) await db.insert(beauticianHours).values(hours.map((h) => ({ ...h, beauticianId: row!.id })));
  return row!.id;
}

export interface VariantOptions {
  name?: string;
  durationMin?: number;
  pricePence?: number;
  bufferBeforeMin?: number;
  bufferAfterMin?: number;
  /** the processing part (docs/decisions/0032): from this many minutes in, for `processingMin`; none by default */
  processingStartMin?: number;
  processingMin?: number;
}

export interface ServiceOptions {
  name?: string;
  category?: string;
  primaryBeauticianId: string;
  additionalBeauticianIds?: string[];
  variants?: VariantOptions[];
  active?: boolean;
}

export async function givenService(db: Database, options: ServiceOptions): Promise<string> {
  const [row] = await db
    .insert(services)
    .values({
      name: options.name ?? 'Cut & Blow Dry',
      category: options.category ?? 'Hair',
      description: 'A test service',
      primaryBeauticianId: options.primaryBeauticianId,
      active: options.active ?? true,
    })
    .returning({ id: services.id });
  const variants = options.variants ?? [{}];
  await db.insert(serviceVariants).values(
    variants.map((v, position) => ({
      serviceId: row!.id,
      position,
      name: v.name ?? 'Standard',
      durationMin: v.durationMin ?? 60,
      pricePence: v.pricePence ?? 4500,
      bufferBeforeMin: v.bufferBeforeMin ?? 0,
      bufferAfterMin: v.bufferAfterMin ?? 0,
      processingStartMin: v.processingStartMin ?? 0,
      processingMin: v.processingMin ?? 0,
    })),
  );
  const additional = options.additionalBeauticianIds ?? [];
  if (additional.length > 0) {
    await db.insert(serviceBeauticians).values(additional.map((beauticianId) => ({ serviceId: row!.id, beauticianId })));
  }
  return row!.id;
}
