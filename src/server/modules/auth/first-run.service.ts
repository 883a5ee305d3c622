import { addressKey } from '../../../core/client-address.ts';
import { sql } from 'drizzle-orm';
import type { FirstRun, StaffUser } from '../../../core/schemas/auth.schema.ts';
import type { SessionLifetimes } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { staffUsers } from '../../db/schema/auth.ts';
import { AppError } from '../../errors.ts';
import { newFirstRunCode, normaliseFirstRunCode } from './first-run-code.ts';
import { hashPassword } from './password.ts';
import { hashToken, startSession } from './sessions.service.ts';
import { takeAttempt } from './sign-in-attempts.repository.ts';
import { nameFromEmail, normaliseEmail, toStaffUser } from './staff-accounts.ts';
import { deleteStaffTokens, insertStaffToken, liveStaffTokenExists } from './staff-tokens.repository.ts';
import { countStaff } from './staff-users.repository.ts';

/** A code printed at start-up opens the first-run page for a week; every start with no account prints a new one. */
const CODE_VALID_DAYS = 7;
/** Wrong codes allowed per address per window: 60-bit codes cannot be guessed, this only keeps the noise down. */
const ATTEMPTS = { windowMinutes: 15, perIp: 10 } as const;
/** Any fixed number: two first-run forms sent at once make one owner, not two. */
const FIRST_RUN_LOCK = 727_003;

export const alreadySetUp = (): AppError => new AppError('ALREADY_SET_UP', 'This salon already has a staff account. Please sign in.', 409);
const wrongCode = (): AppError =>
  new AppError('WRONG_CODE', 'That code is not right. Use the one-time code printed in the server log when the app started.', 400, {
    fields: { code: 'That code is not right' },
  });
const tooManyTries = (): AppError => new AppError('RATE_LIMITED', 'Too many attempts. Please wait 15 minutes and try again.', 429);

/** While the salon has no staff account at all, the back office can only be reached through the first-run page. */
export async function firstRunNeeded(db: Database): Promise<boolean> {
  return (await countStaff(db)) === 0;
}

/**
 * A live salon's first start with no account and no ADMIN_EMAIL: a one-time code for the first-run page, to be
 * printed in the server log (only its hash is stored). Undefined once any account exists.
 */
export async function issueFirstRunCode(db: Database, now: Date): Promise<string | undefined> {
  if (!(await firstRunNeeded(db))) return undefined;
  const code = newFirstRunCode();
  const expiresAt = new Date(now.getTime() + CODE_VALID_DAYS * 24 * 60 * 60_000);
  await insertStaffToken(db, { tokenHash: hashToken(code), purpose: 'first_run', createdAt: now, expiresAt });
  return code;
}

export interface FirstRunContext {
  ip: string;
  now: Date;
  lifetimes: SessionLifetimes;
}

/**
 * The first-run page's form: with a live code and still no account, creates the owner's account, spends every
 * first-run code and signs the owner in. Serialised by an advisory lock, so two forms at once make one account.
 */
export async function completeFirstRun(
  db: Database,
  input: FirstRun,
  { ip, now, lifetimes }: FirstRunContext,
): Promise<{ user: StaffUser; token: string; expiresAt: Date }> {
  const since = new Date(now.getTime() - ATTEMPTS.windowMinutes * 60_000);
  if (!(await takeAttempt(db, [{ key: `first-run-ip:${addressKey(ip)}`, limit: ATTEMPTS.perIp }], { since, at: now })))
    throw tooManyTries();
  if (!(await firstRunNeeded(db))) throw alreadySetUp();
  // Hashed before the lock: the argon2 queue (password.ts) must not hold a database connection.
  const passwordHash = await hashPassword(input.password);
  const email = normaliseEmail(input.email);
  const user = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${FIRST_RUN_LOCK})`);
    const [existing] = await tx.select({ id: staffUsers.id }).from(staffUsers).limit(1);
    if (existing) throw alreadySetUp();
    if (!(await liveStaffTokenExists(tx, hashToken(normaliseFirstRunCode(input.code)), 'first_run', now))) throw wrongCode();
    const [row] = await tx
      .insert(staffUsers)
      .values({ email, name: input.name.trim() || nameFromEmail(email), passwordHash, createdAt: now })
      .returning();
    await deleteStaffTokens(tx, 'first_run');
    return row!;
  });
  const { token, expiresAt } = await startSession(db, user.id, now, lifetimes);
  return { user: toStaffUser(user), token, expiresAt };
}
