import { createHash } from 'node:crypto';
import { addDays, format } from 'date-fns';
import type { Service } from '../../../src/core/schemas/catalog.schema.ts';
import { bookingRequest } from '../../builders/booking.builder.ts';

/** What a booking names: a demo service's variant with one of its beauticians. */
export interface BookingTarget {
  serviceId: string;
  variantName: string;
  beauticianId: string;
  /** minutes a booking occupies including its buffers: two starts this far apart never overlap */
  occupiedMin: number;
}

export interface BookingOutcome {
  status: number;
  /** POST /api/appointments: the new appointment's id */
  appointmentId?: string;
  /** POST /api/checkout/create-session: the session the payment row is stored under */
  sessionId?: string;
}

/** Every (service variant, beautician) pair of the demo salon, shortest first (most slots per day). */
export async function demoTargets(baseUrl: string): Promise<BookingTarget[]> {
  const services = (await getJson(`${baseUrl}/api/services`)) as Service[];
  const targets = services.flatMap((service) =>
    service.variants.flatMap((variant) =>
      service.beauticianIds.map((beauticianId) => ({
        serviceId: service._id,
        variantName: variant.name,
        beauticianId,
        occupiedMin: variant.bufferBeforeMin + variant.durationMin + variant.bufferAfterMin,
      })),
    ),
  );
  return targets.sort((a, b) => a.occupiedMin - b.occupiedMin);
}

export async function slotsOn(baseUrl: string, target: BookingTarget, date: string): Promise<string[]> {
  const query = new URLSearchParams({
    beauticianId: target.beauticianId,
    serviceId: target.serviceId,
    variantName: target.variantName,
    date,
  });
  const { slots } = (await getJson(`${baseUrl}/api/slots?${query}`)) as { slots: Array<{ startISO: string }> };
  return slots.map((s) => s.startISO);
}

/**
 * Free starts that cannot collide with each other: per beautician, one service, days from the day after
 * tomorrow, each start at least a whole occupied span after the previous. Stops at `wanted`.
 */
export async function distinctSlots(
  baseUrl: string,
  wanted: number,
  today = new Date(),
): Promise<Array<{ target: BookingTarget; startISO: string }>> {
  const byBeautician = new Map<string, BookingTarget>();
  for (const target of await demoTargets(baseUrl))
    if (!byBeautician.has(target.beauticianId)) byBeautician.set(target.beauticianId, target);
  const planned: Array<{ target: BookingTarget; startISO: string }> = [];
  for (let day = 2; day < 80 && planned.length < wanted; day++) {
    const date = format(addDays(today, day), 'yyyy-MM-dd');
    for (const target of byBeautician.values()) {
      let nextFree = 0;
      for (const startISO of await slotsOn(baseUrl, target, date)) {
        const start = Date.parse(startISO);
        if (start < nextFree) continue;
        planned.push({ target, startISO });
        nextFree = start + target.occupiedMin * 60_000;
      }
    }
  }
  return planned.slice(0, wanted);
}

/**
 * A stress client as a real customer is: a phone number and an address of their own (sent as X-Forwarded-For,
 * which the stress apps believe for one hop), so the per-client hold cap sees many customers, not one.
 */
export function customerOf(client: string): { phone: string; address: string } {
  const [a = 0, b = 0, c = 0, d = 0] = createHash('sha256').update(client).digest();
  return {
    phone: `07700 ${String((a << 16) | (b << 8) | c)
      .padStart(8, '0')
      .slice(-6)}`,
    address: `10.${b}.${c}.${d}`,
  };
}

/** One booking attempt through the public API; network failures (a killed server) come back as status 0. */
export async function book(
  baseUrl: string,
  target: BookingTarget,
  startISO: string,
  mode: 'pay_in_salon' | 'deposit',
  client: string,
): Promise<BookingOutcome> {
  const online = mode !== 'pay_in_salon';
  const customer = customerOf(client);
  const body = bookingRequest({
    serviceId: target.serviceId,
    variantName: target.variantName,
    beauticianId: target.beauticianId,
    startISO,
    mode,
    client: { name: `Stress ${client}`, email: `${client}@stress.example.co.uk`, phone: customer.phone, notes: '' },
  });
  let res: Response;
  try {
    res = await fetch(`${baseUrl}/api/${online ? 'checkout/create-session' : 'appointments'}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': customer.address },
      body: JSON.stringify(body),
    });
  } catch {
    return { status: 0 };
  }
  const json = (await res.json().catch(() => ({}))) as { appointmentId?: string; url?: string };
  return { status: res.status, appointmentId: json.appointmentId, sessionId: json.url?.replace('/pay/', '') };
}

async function getJson(url: string): Promise<unknown> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`GET ${url} answered ${res.status}: ${await res.text()}`);
  return res.json();
}
