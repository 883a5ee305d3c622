import type { SalonSettingsRow } from '../catalog/salon.repository.ts';
import { forgetAttempts, takeAttempt } from '../auth/sign-in-attempts.repository.ts';
import type { Database } from '../../db/client.ts';

// How many texts one number may be sent (docs/decisions/0037): a small allowance an hour and a day, whatever asks for
// them (a booking, the waitlist, a reply), so nobody can make the salon text one number again and again: not a
// harasser under the salon's name, not a pumping scheme. Counted in the database, taken before a text goes, so a burst
// through any number of processes sends at most the allowance.

const HOUR_MS = 3_600_000;
const KEY_PREFIX = 'text-number:';

type Allowance = Pick<SalonSettingsRow, 'textsPerNumberHour' | 'textsPerNumberDay'>;

/**
 * Takes one text from the number's hourly and daily allowance: the taken attempts' ids (to give back if the text does
 * not go after all), or undefined when either is spent.
 */
export function takeTextAllowance(db: Database, e164: string, allowance: Allowance, now: Date): Promise<string[] | undefined> {
  const dayAgo = new Date(now.getTime() - 24 * HOUR_MS);
  return takeAttempt(
    db,
    [
      { key: `${KEY_PREFIX}hour:${e164}`, limit: allowance.textsPerNumberHour, since: new Date(now.getTime() - HOUR_MS) },
      { key: `${KEY_PREFIX}day:${e164}`, limit: allowance.textsPerNumberDay, since: dayAgo },
    ],
    { since: dayAgo, at: now, prune: { prefix: KEY_PREFIX, before: dayAgo } },
  );
}

/** A text that did not go after all gives its place in the allowance back. */
export const giveBackTextAllowance = (db: Database, taken: readonly string[]): Promise<void> => forgetAttempts(db, taken);
