import { addDaysToDate, dateInZone, dayOfWeek, SALON_TIME_ZONE } from '../src/core/time.ts';
import { BENCH_STAFF } from './seed.ts';

/** What the scenarios vary over: the seeded services with their qualified beauticians, and bookable dates. */
export interface BenchSalon {
  baseUrl: string;
  services: { id: string; beauticianIds: string[] }[];
  /** the next 60 open days (Monday to Saturday), London dates */
  dates: string[];
  /** this month and the next two, as the date picker asks for them */
  months: { year: number; month: number }[];
  /** the staff session cookie, signed in once */
  cookie: string;
  today: string;
  /** a client with visits (the most recently seen), whose profile the admin screens' timings open */
  clientId: string;
}

export async function discoverSalon(baseUrl: string): Promise<BenchSalon> {
  const res = await fetch(`${baseUrl}/api/services`);
  if (!res.ok) throw new Error(`GET /api/services answered ${res.status}`);
  const services = ((await res.json()) as { _id: string; beauticianIds: string[] }[]).map((s) => ({
    id: s._id,
    beauticianIds: s.beauticianIds,
  }));
  const today = dateInZone(new Date(), SALON_TIME_ZONE);
  const dates = Array.from({ length: 75 }, (_, i) => addDaysToDate(today, i + 1))
    .filter((d) => dayOfWeek(d) !== 0)
    .slice(0, 60);
  const months = [0, 1, 2].map((ahead) => {
    const [y, m] = today.split('-').map(Number) as [number, number];
    const index = y * 12 + (m - 1) + ahead;
    return { year: Math.floor(index / 12), month: (index % 12) + 1 };
  });
  const cookie = await signIn(baseUrl);
  return { baseUrl, services, dates, months, cookie, today, clientId: await firstClient(baseUrl, cookie) };
}

async function firstClient(baseUrl: string, cookie: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/clients?limit=1`, { headers: { cookie } });
  const [client] = res.ok ? ((await res.json()) as { _id: string }[]) : [];
  if (!client) throw new Error(`GET /api/clients answered ${res.status} with no client`);
  return client._id;
}

async function signIn(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(BENCH_STAFF),
  });
  const cookie = res.headers.get('set-cookie');
  if (!res.ok || !cookie) throw new Error(`Signing in answered ${res.status}`);
  return cookie.split(';')[0]!;
}

/** A different random element on every call: the load spreads over the keys instead of one hot one. */
export function pick<T>(items: T[]): T {
  return items[Math.floor(Math.random() * items.length)]!;
}
