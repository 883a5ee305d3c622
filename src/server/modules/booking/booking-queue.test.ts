import { describe, expect, it } from 'vitest';
import { BookingQueue } from './booking-queue.ts';

const at = (hour: number, minutes = 60) => ({
  start: new Date(Date.UTC(2026, 10, 25, hour)),
  end: new Date(Date.UTC(2026, 10, 25, hour, minutes)),
});

/** A booking the test finishes when it wants, recording when it ran. */
function controlledBooking(log: string[], name: string) {
  let finish!: (result: string | undefined) => void;
  let fail!: (err: Error) => void;
  const done = new Promise<string | undefined>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  return {
    book: () => {
      log.push(`${name} runs`);
      return done;
    },
    finish: (result: string | undefined) => finish(result),
    fail: (err: Error) => fail(err),
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('BookingQueue', () => {
  it('runs one beautician’s attempts one at a time, in arrival order', async () => {
    const queue = new BookingQueue();
    const log: string[] = [];
    const first = controlledBooking(log, 'first');
    const second = controlledBooking(log, 'second');
    const firstResult = queue.whenFree('alice', [at(9)], first.book);
    const secondResult = queue.whenFree('alice', [at(11)], second.book);
    await settle();
    expect(log).toEqual(['first runs']);
    first.finish('booking 1');
    await expect(firstResult).resolves.toBe('booking 1');
    await settle();
    expect(log).toEqual(['first runs', 'second runs']);
    second.finish('booking 2');
    await expect(secondResult).resolves.toBe('booking 2');
  });

  it('refuses without running it an attempt whose range was booked by one ahead of it while it waited', async () => {
    const queue = new BookingQueue();
    const log: string[] = [];
    const winner = controlledBooking(log, 'winner');
    const won = queue.whenFree('alice', [at(9)], winner.book);
    const overlapping = queue.whenFree('alice', [{ start: at(9, 30).end, end: at(10, 30).end }], () => Promise.resolve('never'));
    const adjacent = controlledBooking(log, 'adjacent');
    const next = queue.whenFree('alice', [at(10)], adjacent.book);
    winner.finish('booking 1');
    await expect(won).resolves.toBe('booking 1');
    await expect(overlapping).resolves.toBeUndefined();
    await settle();
    expect(log).toEqual(['winner runs', 'adjacent runs']);
    adjacent.finish('booking 2');
    await expect(next).resolves.toBe('booking 2');
  });

  it('refuses an attempt over a colour booked ahead of it, but not one inside its processing part (0032)', async () => {
    const queue = new BookingQueue();
    const span = (from: string, to: string) => ({ start: new Date(`2026-11-25T${from}:00Z`), end: new Date(`2026-11-25T${to}:00Z`) });
    const log: string[] = [];
    const colour = controlledBooking(log, 'colour');
    // A colour 09:00–10:45 developing 09:30–10:15: Alice is busy 09:00–09:30 and 10:15–10:45 only.
    const booked = queue.whenFree('alice', [span('09:00', '09:30'), span('10:15', '10:45')], colour.book);
    const inside = queue.whenFree('alice', [span('09:30', '09:50')], () => Promise.resolve('trim'));
    const over = queue.whenFree('alice', [span('10:00', '10:20')], () => Promise.resolve('never'));
    colour.finish('colour');
    expect(await Promise.all([booked, inside, over])).toEqual(['colour', 'trim', undefined]);
  });

  it('lets the next attempt try when the one ahead lost or failed, and keeps other beauticians apart', async () => {
    const queue = new BookingQueue();
    const log: string[] = [];
    const loser = controlledBooking(log, 'loser');
    const broken = controlledBooking(log, 'broken');
    const lost = queue.whenFree('alice', [at(9)], loser.book);
    const failed = queue.whenFree('alice', [at(9)], broken.book);
    const bob = queue.whenFree('bob', [at(9)], () => Promise.resolve('bob booked'));
    await expect(bob).resolves.toBe('bob booked');
    loser.finish(undefined);
    await expect(lost).resolves.toBeUndefined();
    await settle();
    broken.fail(new Error('database down'));
    await expect(failed).rejects.toThrow('database down');
    await expect(queue.whenFree('alice', [at(9)], () => Promise.resolve('booked at last'))).resolves.toBe('booked at last');
    expect(log).toEqual(['loser runs', 'broken runs']);
  });

  it('forgets a booking once everyone who waited behind it has gone: a later attempt asks the database again', async () => {
    const queue = new BookingQueue();
    await queue.whenFree('alice', [at(9)], () => Promise.resolve('booking 1'));
    await expect(queue.whenFree('alice', [at(9)], () => Promise.resolve('asked again'))).resolves.toBe('asked again');
  });
});
