import { book, type BookingTarget } from './booking-client.ts';

export interface PlannedSlot {
  target: BookingTarget;
  startISO: string;
}

/** A booking the server acknowledged (2xx): it must survive anything that happens afterwards. */
export interface Acknowledged {
  slot: PlannedSlot;
  client: string;
  appointmentId?: string;
  sessionId?: string;
}

export interface LoadResult {
  statuses: number[];
  acknowledged: Acknowledged[];
}

/**
 * `clients` concurrent customers book the planned slots one after another (every fourth online, with a
 * deposit) until `stop()` resolves or the slots run out. Slots are taken from `plan` as they are used; `sent` hears the
 * number of each attempt as it goes out.
 */
export async function runBookingLoad(
  baseUrl: string,
  plan: PlannedSlot[],
  clients: number,
  stop: Promise<void>,
  label: string,
  sent: (attempt: number) => void = () => {},
): Promise<LoadResult> {
  const result: LoadResult = { statuses: [], acknowledged: [] };
  let stopped = false;
  void stop.then(() => (stopped = true));
  let serial = 0;
  const customer = async () => {
    while (!stopped) {
      const slot = plan.shift();
      if (!slot) return;
      const client = `${label}-${serial++}`;
      sent(serial);
      const mode = serial % 4 === 0 ? 'deposit' : 'pay_in_salon';
      const outcome = await book(baseUrl, slot.target, slot.startISO, mode, client);
      result.statuses.push(outcome.status);
      if (outcome.status >= 200 && outcome.status < 300) {
        result.acknowledged.push({ slot, client, appointmentId: outcome.appointmentId, sessionId: outcome.sessionId });
      }
    }
  };
  await Promise.all(Array.from({ length: clients }, customer));
  return result;
}
