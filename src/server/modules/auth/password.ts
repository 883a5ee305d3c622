import { hash, verify, type Algorithm } from '@node-rs/argon2';

/**
 * argon2id with OWASP's minimum parameters (m=19 MiB, t=2, p=1):
 * https://cheatsheetseries.owasp.org/cheatsheets/Password_Storage_Cheat_Sheet.html#argon2id
 * The parameters travel inside each PHC string, so raising them later still verifies old hashes.
 */
// `Algorithm` is an ambient const enum, which isolatedModules cannot read at run time; 2 is Argon2id.
const ARGON2ID: Algorithm.Argon2id = 2;
export const ARGON2_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

// Made once per process: an unknown e-mail is checked against it, so it costs the same time as a real one.
let dummy: Promise<string> | undefined;
const dummyHash = (): Promise<string> => (dummy ??= hashPassword('not-a-real-password-for-timing-only'));

/** Computes the dummy hash up front, so the first unknown e-mail does not take twice as long. */
export async function warmUpPasswordCheck(): Promise<void> {
  await dummyHash();
}

/** True when `password` matches `passwordHash`; with no hash (unknown user) it does the same work and says no. */
export async function verifyPassword(passwordHash: string | undefined, password: string): Promise<boolean> {
  if (passwordHash === undefined) {
    await verify(await dummyHash(), password).catch(() => false);
    return false;
  }
  // A malformed stored hash is a refusal, not a 500.
  return verify(passwordHash, password).catch(() => false);
}
