import type { TimeRange } from '../../../core/availability/time-ranges.ts';

interface Line {
  /** settles when the last attempt to join has finished */
  tail: Promise<void>;
  waiting: number;
  /** busy time booked by this line's attempts, with the ticket at which each was booked */
  booked: { busy: readonly TimeRange[]; ticket: number }[];
}

const overlaps = (a: TimeRange, b: TimeRange) => a.start < b.end && b.start < a.end;
const anyOverlap = (a: readonly TimeRange[], b: readonly TimeRange[]) => a.some((x) => b.some((y) => overlaps(x, y)));

/**
 * One process's booking attempts for one beautician, one at a time and in arrival order (docs/decisions/0015).
 * Waiting happens here, in memory, instead of on the database's advisory lock while holding one of the
 * pool's few connections. An attempt whose busy time overlaps what an attempt ahead of it has booked since it
 * joined is refused without touching the database: that time was taken while it waited. Busy time is the beautician's
 * (a processing part left out, docs/decisions/0032), so a trim inside a colour's development is not. The database (the
 * advisory lock and the exclusion constraint) still decides everything else, e.g. other processes' bookings.
 */
export class BookingQueue {
  private readonly lines = new Map<string, Line>();
  private tickets = 0;

  /**
   * Runs `book` when the attempts for `beauticianId` ahead of this one have finished, unless one of them
   * booked busy time overlapping `busy` meanwhile (then resolves to undefined without running it). `book` resolves
   * to the booking, or undefined when it lost the slot.
   */
  async whenFree<T>(beauticianId: string, busy: readonly TimeRange[], book: () => Promise<T | undefined>): Promise<T | undefined> {
    const line = this.lines.get(beauticianId) ?? { tail: Promise.resolve(), waiting: 0, booked: [] };
    this.lines.set(beauticianId, line);
    const joined = ++this.tickets;
    const ahead = line.tail;
    let finished!: () => void;
    line.tail = new Promise((resolve) => (finished = resolve));
    line.waiting++;
    try {
      await ahead;
      if (line.booked.some((b) => b.ticket > joined && anyOverlap(b.busy, busy))) return undefined;
      const booking = await book();
      if (booking !== undefined) line.booked.push({ busy, ticket: ++this.tickets });
      return booking;
    } finally {
      // Everyone still waiting joined after this attempt, so bookings made before it joined concern nobody.
      line.booked = line.booked.filter((b) => b.ticket > joined);
      finished();
      if (--line.waiting === 0) this.lines.delete(beauticianId);
    }
  }
}

const queues = new WeakMap<object, BookingQueue>();

/** The queue of one database (one per process and database: tests may open several in one process). */
export function bookingQueueOf(db: object): BookingQueue {
  let queue = queues.get(db);
  if (!queue) queues.set(db, (queue = new BookingQueue()));
  return queue;
}
