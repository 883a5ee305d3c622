import { hash, verify, type Algorithm } from '@node-rs/argon2';
import pLimit from 'p-limit';
import { AppError } from '../../errors.ts';

/**
 * argon2id with OWASP's minimum parameters (m=19 MiB, t=2, p=1):
 * https://cheatsheetseries.owasp.org/cheatsheets/Password_Storage_Cheat_Sheet.html#argon2id
 * The parameters travel inside each PHC string, so raising them later still verifies old hashes.
 */
// `Algorithm` is an ambient const enum, which isolatedModules cannot read at run time; 2 is Argon2id.
const ARGON2ID: Algorithm.Argon2id = 2;
export const ARGON2_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * argon2 runs on libuv's thread pool (4 threads), which file reads and compression share: a burst of sign-ins
 * hashing at once would starve every public page (issue 14 saw /api/salon take 7 s). So at most two hashes run
 * at a time, and a sign-in that would wait behind a long queue is turned away at once instead of piling up
 * memory and latency (docs/decisions/0019).
 */
export const PASSWORD_WORK = { concurrency: 2, maxWaiting: 64 } as const;
const limit = pLimit(PASSWORD_WORK.concurrency);

export const passwordWorkBusy = (): AppError => new AppError('BUSY', 'Too many sign-ins at once. Please try again in a moment.', 503);

/** Runs one argon2 computation in its turn; refuses (503) when too many are already waiting. */
function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (limit.pendingCount >= PASSWORD_WORK.maxWaiting) return Promise.reject(passwordWorkBusy());
  return limit(work);
}

/** How many argon2 computations are running and waiting now. */
export const passwordWork = (): { running: number; waiting: number } => ({ running: limit.activeCount, waiting: limit.pendingCount });

export function hashPassword(password: string): Promise<string> {
  return inTurn(() => hash(password, ARGON2_OPTIONS));
}

// Made once per process: an unknown e-mail is checked against it, so it costs the same time as a real one.
let dummy: Promise<string> | undefined;
const dummyHash = (): Promise<string> => (dummy ??= hashPassword('not-a-real-password-for-timing-only'));

/** Computes the dummy hash up front, so the first unknown e-mail does not take twice as long. */
export async function warmUpPasswordCheck(): Promise<void> {
  await dummyHash();
}

/** True when `password` matches `passwordHash`; with no hash (unknown user) it does the same work and says no. */
export async function verifyPassword(passwordHash: string | null | undefined, password: string): Promise<boolean> {
  // No account, or one whose owner has not set a password yet: the same time as a real check, and a refusal.
  if (passwordHash == null) {
    const stand = await dummyHash();
    await inTurn(() => verify(stand, password).catch(() => false));
    return false;
  }
  // A malformed stored hash is a refusal, not a 500.
  return inTurn(() => verify(passwordHash, password).catch(() => false));
}
