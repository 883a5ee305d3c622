import { TZDate } from '@date-fns/tz';
import { appointmentTimes, busyOfBooked } from '../../core/availability/service-timing.ts';
import {
  DEMO_BEAUTICIANS,
  DEMO_CLIENTS,
  DEMO_SALON_HOURS,
  DEMO_SERVICES,
  DEMO_TIME_ZONE,
  type DemoBeautician,
  type DemoBeauticianSlug,
  type DemoClient,
  type DemoService,
  type DemoVariant,
} from './demo-data.ts';

/**
 * The demo diary: about three weeks of history and two weeks ahead, placed relative to `now` so a fresh
 * clone always shows a lived-in salon. Each booking has a preferred day offset and London wall time; when
 * that day or time does not fit (the beautician is off, the salon is shut, the slot is taken), the planner
 * moves it to the nearest day and time that does, or leaves it out, so seeding never fails.
 */

type DemoStatus = 'completed' | 'no_show' | 'cancelled_no_refund' | 'confirmed';

interface BookingIdea {
  day: number;
  time: string;
  who: DemoBeauticianSlug;
  what: string;
  variant: number;
  client: number;
  status?: DemoStatus;
  notes?: string;
  /** placed in the processing part of the idea before it, wherever that went (`day` and `time` are then its fallback) */
  inProcessingOfPrevious?: true;
}

export interface PlannedAppointment {
  beautician: DemoBeautician;
  service: DemoService;
  variant: DemoVariant;
  client: DemoClient;
  notes: string;
  status: DemoStatus;
  paymentMode: 'pay_in_salon' | 'pay_now';
  startAt: Date;
  endAt: Date;
  occupiedFrom: Date;
  occupiedTo: Date;
  processingFrom: Date | null;
  processingTo: Date | null;
  cancelledAt: Date | null;
  createdAt: Date;
}

const PAST_DAYS = { first: -21, last: -1 };
const FUTURE_DAYS = { first: 1, last: 14 };

const PAST: BookingIdea[] = [
  { day: -20, time: '10:00', who: 'amelia-hart', what: 'cut-and-blow-dry', variant: 1, client: 0 },
  { day: -19, time: '11:00', who: 'chloe-davies', what: 'gel-manicure', variant: 0, client: 1 },
  { day: -18, time: '14:30', who: 'priya-shah', what: 'brow-shape-and-tint', variant: 1, client: 2 },
  { day: -16, time: '10:00', who: 'grace-okafor', what: 'signature-facial', variant: 1, client: 3 },
  { day: -15, time: '13:00', who: 'amelia-hart', what: 'full-head-colour', variant: 0, client: 4 },
  { day: -13, time: '15:00', who: 'grace-okafor', what: 'swedish-massage', variant: 1, client: 5, status: 'no_show' },
  { day: -12, time: '10:00', who: 'priya-shah', what: 'lash-lift-and-tint', variant: 0, client: 6 },
  { day: -10, time: '12:00', who: 'chloe-davies', what: 'acrylic-nails', variant: 0, client: 7 },
  { day: -8, time: '10:00', who: 'amelia-hart', what: 'balayage', variant: 0, client: 8, notes: 'Wants to go lighter for summer.' },
  { day: -6, time: '15:00', who: 'priya-shah', what: 'classic-lash-extensions', variant: 1, client: 9, status: 'cancelled_no_refund' },
  { day: -4, time: '11:00', who: 'grace-okafor', what: 'hot-stone-massage', variant: 0, client: 10 },
  { day: -2, time: '10:30', who: 'chloe-davies', what: 'pedicure', variant: 1, client: 11 },
  { day: -1, time: '16:00', who: 'amelia-hart', what: 'blow-dry-and-style', variant: 1, client: 0 },
];

const FUTURE: BookingIdea[] = [
  { day: 1, time: '11:00', who: 'amelia-hart', what: 'cut-and-blow-dry', variant: 0, client: 12 },
  { day: 1, time: '10:00', who: 'priya-shah', what: 'brow-shape-and-tint', variant: 0, client: 13 },
  { day: 2, time: '13:00', who: 'chloe-davies', what: 'gel-manicure', variant: 1, client: 14, notes: 'Nude shade, short almond.' },
  { day: 3, time: '14:00', who: 'grace-okafor', what: 'signature-facial', variant: 1, client: 15 },
  { day: 4, time: '10:00', who: 'amelia-hart', what: 'full-head-colour', variant: 1, client: 16, notes: 'Patch test done in salon.' },
  // In the colour's processing part: Amelia is free while it develops (docs/decisions/0032).
  { day: 4, time: '10:30', who: 'amelia-hart', what: 'blow-dry-and-style', variant: 0, client: 5, inProcessingOfPrevious: true },
  { day: 5, time: '14:00', who: 'priya-shah', what: 'classic-lash-extensions', variant: 0, client: 17 },
  { day: 7, time: '10:00', who: 'grace-okafor', what: 'swedish-massage', variant: 2, client: 18 },
  { day: 8, time: '11:00', who: 'grace-okafor', what: 'pedicure', variant: 0, client: 19 },
  { day: 9, time: '10:00', who: 'chloe-davies', what: 'acrylic-nails', variant: 1, client: 1 },
  { day: 10, time: '09:30', who: 'amelia-hart', what: 'balayage', variant: 1, client: 20 },
  { day: 12, time: '15:00', who: 'grace-okafor', what: 'dermaplaning', variant: 0, client: 21 },
  { day: 13, time: '16:30', who: 'priya-shah', what: 'lash-lift-and-tint', variant: 0, client: 3 },
];

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

export function planDemoAppointments(now: Date): PlannedAppointment[] {
  const today = londonDate(now);
  const placed: PlannedAppointment[] = [];
  const place = (idea: BookingIdea, window: { first: number; last: number }, past: boolean) => {
    const beautician = DEMO_BEAUTICIANS.find((b) => b.slug === idea.who);
    const service = DEMO_SERVICES.find((s) => s.slug === idea.what);
    const variant = service?.variants[idea.variant];
    const client = DEMO_CLIENTS[idea.client];
    if (!beautician || !service || !variant || !client) throw new Error(`Demo booking refers to unknown data: ${JSON.stringify(idea)}`);
    const startAt = findStart(today, inPlaceOf(idea, placed.at(-1), today), window, beautician, variant, placed);
    if (!startAt) return;
    const status = idea.status ?? (past ? 'completed' : 'confirmed');
    placed.push({
      beautician,
      service,
      variant,
      client,
      status,
      notes: idea.notes ?? '',
      // A late cancellation that kept the money only makes sense when the money was paid up front.
      paymentMode: status === 'cancelled_no_refund' ? 'pay_now' : 'pay_in_salon',
      // Its times as a booking snapshots them, its processing part too (docs/decisions/0032).
      ...appointmentTimes(startAt, variant),
      cancelledAt: status === 'cancelled_no_refund' ? new Date(startAt.getTime() - 20 * 60 * MINUTE) : null,
      createdAt: new Date(Math.min(now.getTime() - 2 * 60 * MINUTE, startAt.getTime() - 5 * DAY)),
    });
  };
  for (const idea of PAST) place(idea, PAST_DAYS, true);
  for (const idea of FUTURE) place(idea, FUTURE_DAYS, false);
  return placed;
}

/** The idea, moved to the processing part of the appointment placed before it when it asks to be there. */
function inPlaceOf(idea: BookingIdea, previous: PlannedAppointment | undefined, today: Date): BookingIdea {
  if (!idea.inProcessingOfPrevious || !previous?.processingFrom) return idea;
  const local = new TZDate(previous.processingFrom.getTime(), DEMO_TIME_ZONE);
  const time = `${String(local.getHours()).padStart(2, '0')}:${String(local.getMinutes()).padStart(2, '0')}`;
  return { ...idea, day: Math.round((londonDate(previous.processingFrom).getTime() - today.getTime()) / DAY), time };
}

/** Minutes since midnight ranges a beautician can be booked on a weekday: salon hours ∩ their own hours. */
export function bookableWindows(beautician: DemoBeautician, dayOfWeek: number): Array<[number, number]> {
  const salon = DEMO_SALON_HOURS.find((h) => h.dayOfWeek === dayOfWeek);
  if (!salon) return [];
  return beautician.hours
    .filter((h) => h.dayOfWeek === dayOfWeek)
    .map((h): [number, number] => [Math.max(minutes(h.start), minutes(salon.start)), Math.min(minutes(h.end), minutes(salon.end))])
    .filter(([from, to]) => from < to);
}

function findStart(
  today: Date,
  idea: BookingIdea,
  window: { first: number; last: number },
  beautician: DemoBeautician,
  variant: DemoVariant,
  placed: PlannedAppointment[],
): Date | null {
  for (const offset of nearestFirst(idea.day, window)) {
    const date = new Date(today.getTime() + offset * DAY);
    const windows = bookableWindows(beautician, date.getUTCDay());
    const candidates = [minutes(idea.time), ...windows.flatMap(([from, to]) => range(from, to, 15))];
    for (const wall of candidates) {
      const from = wall - variant.bufferBeforeMin;
      const to = wall + variant.durationMin + variant.bufferAfterMin;
      if (!windows.some(([open, close]) => open <= from && to <= close)) continue;
      const startAt = wallClock(date, wall);
      // Busy time, not the whole visit: a blow dry may sit in a colour's processing part (docs/decisions/0032).
      const busy = busyOfBooked(appointmentTimes(startAt, variant));
      const clash = placed.some(
        (p) =>
          p.beautician.slug === beautician.slug &&
          busyOfBooked(p).some((b) => busy.some((n) => b.start.getTime() < n.end.getTime() && n.start.getTime() < b.end.getTime())),
      );
      if (!clash) return startAt;
    }
  }
  return null;
}

/** Day offsets inside the window, the preferred one first, then the nearest ones on either side. */
function nearestFirst(preferred: number, window: { first: number; last: number }): number[] {
  const offsets = range(window.first, window.last + 1, 1);
  return offsets.sort((a, b) => Math.abs(a - preferred) - Math.abs(b - preferred) || a - b);
}

/** Today's calendar date in London, as midnight UTC so day arithmetic never meets a DST change. */
function londonDate(now: Date): Date {
  const local = new TZDate(now.getTime(), DEMO_TIME_ZONE);
  return new Date(Date.UTC(local.getFullYear(), local.getMonth(), local.getDate()));
}

/** The instant a London wall clock shows `wall` minutes after midnight on `date` (a UTC-midnight calendar date). */
function wallClock(date: Date, wall: number): Date {
  const local = new TZDate(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate(), Math.floor(wall / 60), wall % 60, DEMO_TIME_ZONE);
  return new Date(local.getTime());
}

function minutes(time: string): number {
  const [h = 0, m = 0] = time.split(':').map(Number);
  return h * 60 + m;
}

function range(from: number, to: number, step: number): number[] {
  const out: number[] = [];
  for (let n = from; n < to; n += step) out.push(n);
  return out;
}
