import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { TZDate } from '@date-fns/tz';
import { describe, expect, it } from 'vitest';
import { busyOfBooked } from '../../core/availability/service-timing.ts';
import type { TimeRange } from '../../core/availability/time-ranges.ts';
import { bookableWindows, planDemoAppointments } from './demo-appointments.ts';
import { DEMO_BEAUTICIANS, DEMO_SALON, DEMO_SERVICES, DEMO_TIME_ZONE } from './demo-data.ts';

const publicFile = (url: string) => fileURLToPath(new URL(`../../../public${url}`, import.meta.url));

describe('demo catalogue', () => {
  it('offers at least ten services across at least four categories', () => {
    expect(DEMO_SERVICES.length).toBeGreaterThanOrEqual(10);
    expect(new Set(DEMO_SERVICES.map((s) => s.category)).size).toBeGreaterThanOrEqual(4);
  });

  it('names only beauticians that exist, as primary or additional', () => {
    const slugs = new Set(DEMO_BEAUTICIANS.map((b) => b.slug));
    for (const service of DEMO_SERVICES) {
      expect(slugs, service.slug).toContain(service.primaryBeautician);
      for (const extra of service.additionalBeauticians) expect(slugs, service.slug).toContain(extra);
      expect(service.additionalBeauticians, service.slug).not.toContain(service.primaryBeautician);
    }
  });

  it('gives every service one to three distinct, bookable variants', () => {
    for (const service of DEMO_SERVICES) {
      expect(service.variants.length, service.slug).toBeGreaterThanOrEqual(1);
      expect(service.variants.length, service.slug).toBeLessThanOrEqual(3);
      expect(new Set(service.variants.map((v) => v.name)).size, service.slug).toBe(service.variants.length);
      for (const v of service.variants) {
        expect(v.durationMin, `${service.slug} ${v.name}`).toBeGreaterThan(0);
        expect(v.pricePence, `${service.slug} ${v.name}`).toBeGreaterThan(0);
        expect(Number.isInteger(v.pricePence)).toBe(true);
      }
    }
  });

  it('ships every image it refers to', () => {
    const urls = [
      DEMO_SALON.heroImageUrl,
      '/images/hero-fallback.webp',
      ...DEMO_SERVICES.map((s) => s.imageUrl),
      ...DEMO_BEAUTICIANS.map((b) => b.imageUrl),
    ];
    for (const url of urls) expect(fs.existsSync(publicFile(url)), url).toBe(true);
  });

  it('gives the four beauticians different weekly schedules and colours', () => {
    expect(DEMO_BEAUTICIANS).toHaveLength(4);
    const schedules = DEMO_BEAUTICIANS.map((b) => JSON.stringify(b.hours));
    expect(new Set(schedules).size).toBe(DEMO_BEAUTICIANS.length);
    expect(new Set(DEMO_BEAUTICIANS.map((b) => b.color.toLowerCase())).size).toBe(DEMO_BEAUTICIANS.length);
    for (const b of DEMO_BEAUTICIANS) expect(b.color).toMatch(/^#[0-9a-f]{6}$/i);
  });
});

// Every weekday as "today", plus both DST changes in London, so whatever day a clone is seeded it works.
const SEED_DAYS = [
  '2026-03-23T08:00:00Z',
  '2026-03-24T12:00:00Z',
  '2026-03-25T23:30:00Z',
  '2026-03-26T00:10:00Z',
  '2026-03-27T17:00:00Z',
  '2026-03-28T10:00:00Z',
  '2026-03-29T09:00:00Z',
  '2026-10-25T01:30:00Z',
  '2026-11-02T09:00:00Z',
];

describe.each(SEED_DAYS)('demo appointments seeded at %s', (iso) => {
  const now = new Date(iso);
  const planned = planDemoAppointments(now);

  it('fills about three weeks of history and two weeks ahead', () => {
    const past = planned.filter((a) => a.endAt < now);
    const future = planned.filter((a) => a.startAt > now);
    expect(past.length).toBeGreaterThanOrEqual(12);
    expect(future.length).toBeGreaterThanOrEqual(10);
    expect(past.length + future.length).toBe(planned.length);
    expect(future.every((a) => a.status === 'confirmed' && a.paymentMode === 'pay_in_salon')).toBe(true);
    expect(past.map((a) => a.status)).toEqual(expect.arrayContaining(['completed', 'no_show', 'cancelled_no_refund']));
    for (const a of planned) {
      expect(Math.abs(a.startAt.getTime() - now.getTime())).toBeLessThan(22 * 24 * 3600_000);
    }
  });

  it('places each one inside the salon’s and the beautician’s London hours, buffers included', () => {
    for (const a of planned) {
      const start = new TZDate(a.occupiedFrom.getTime(), DEMO_TIME_ZONE);
      const end = new TZDate(a.occupiedTo.getTime(), DEMO_TIME_ZONE);
      expect(end.getDate()).toBe(start.getDate());
      const from = start.getHours() * 60 + start.getMinutes();
      const to = end.getHours() * 60 + end.getMinutes();
      const windows = bookableWindows(a.beautician, start.getDay());
      expect(
        windows.some(([open, close]) => open <= from && to <= close),
        `${a.service.slug} at ${start.toString()}`,
      ).toBe(true);
    }
  });

  it('books only qualified beauticians and never double-books one', () => {
    for (const a of planned) {
      expect([a.service.primaryBeautician, ...a.service.additionalBeauticians]).toContain(a.beautician.slug);
      expect(a.endAt.getTime() - a.startAt.getTime()).toBe(a.variant.durationMin * 60_000);
      expect(a.startAt.getTime() - a.occupiedFrom.getTime()).toBe(a.variant.bufferBeforeMin * 60_000);
      expect(a.occupiedTo.getTime() - a.endAt.getTime()).toBe(a.variant.bufferAfterMin * 60_000);
    }
    // Busy time never overlaps: a processing part, in which the beautician is free, may hold another client.
    const overlap = (x: TimeRange, y: TimeRange) => x.start < y.end && y.start < x.end;
    for (const [i, a] of planned.entries()) {
      for (const b of planned.slice(i + 1)) {
        if (a.beautician.slug !== b.beautician.slug) continue;
        const clash = busyOfBooked(a).some((x) => busyOfBooked(b).some((y) => overlap(x, y)));
        expect(clash, `${a.service.slug} vs ${b.service.slug}`).toBe(false);
      }
    }
  });

  it('shows a colour’s processing part, and a blow dry booked with Amelia inside it (docs/decisions/0032)', () => {
    const colour = planned.find((a) => a.processingFrom !== null)!;
    expect(colour.service.slug).toBe('full-head-colour');
    expect(colour.processingTo!.getTime() - colour.processingFrom!.getTime()).toBe(45 * 60_000);
    const inGap = planned.filter(
      (a) =>
        a.beautician.slug === 'amelia-hart' && a !== colour && a.startAt >= colour.processingFrom! && a.occupiedTo <= colour.processingTo!,
    );
    expect(inGap.map((a) => a.service.slug)).toEqual(['blow-dry-and-style']);
  });
});
