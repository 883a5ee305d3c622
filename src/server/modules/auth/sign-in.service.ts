import { addressKey } from '../../../core/client-address.ts';
import type { SignIn, StaffUser } from '../../../core/schemas/auth.schema.ts';
import type { SessionLifetimes } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { verifyPassword } from './password.ts';
import { startSession } from './sessions.service.ts';
import { clearAttempts, forgetAttempts, pruneAttempts, takeAttempt } from './sign-in-attempts.repository.ts';
import { normaliseEmail, toStaffUser } from './staff-accounts.ts';
import { findStaffByEmail, type StaffUserRow } from './staff-users.repository.ts';

/**
 * Attempts allowed per window: few per account (guessing one password), more per address (a salon's staff
 * share one office IP). Kept in the database so every app process counts them.
 */
export const SIGN_IN_LIMITS = { windowMinutes: 15, perEmail: 5, perIp: 20 } as const;

export const tooManyAttempts = (): AppError =>
  new AppError('RATE_LIMITED', 'Too many sign-in attempts. Please wait 15 minutes and try again.', 429);
export const wrongCredentials = (): AppError => new AppError('INVALID_CREDENTIALS', 'Incorrect email or password.', 401);
export const accountDeactivated = (): AppError =>
  new AppError('ACCOUNT_DEACTIVATED', 'This account has been deactivated. Ask the salon owner if you need access again.', 403);

export interface SignInContext {
  ip: string;
  now: Date;
  lifetimes: SessionLifetimes;
}

/**
 * Checks a password for `email` under the rate limit. The attempt is taken from the e-mail's and the
 * address's counters before the password is looked at, atomically across processes, so a burst has at most
 * the limit's worth of passwords checked and the rest refused (docs/decisions/0019). A right password
 * forgets the e-mail's failures and gives the address its attempt back.
 */
export async function checkPassword(
  db: Database,
  email: string,
  password: string,
  { ip, now }: Omit<SignInContext, 'lifetimes'>,
): Promise<StaffUserRow> {
  const emailKey = `email:${normaliseEmail(email)}`;
  const windowStart = new Date(now.getTime() - SIGN_IN_LIMITS.windowMinutes * 60_000);
  await pruneAttempts(db, windowStart, ['email:', 'ip:', 'first-run-ip:']);
  const taken = await takeAttempt(
    db,
    [
      { key: emailKey, limit: SIGN_IN_LIMITS.perEmail },
      { key: `ip:${addressKey(ip)}`, limit: SIGN_IN_LIMITS.perIp },
    ],
    { since: windowStart, at: now },
  );
  if (!taken) throw tooManyAttempts();
  // An unknown e-mail is checked against a dummy hash, so the answer and its timing do not say which e-mails exist.
  const user = await findStaffByEmail(db, normaliseEmail(email));
  if (!(await verifyPassword(user?.passwordHash, password)) || !user) throw wrongCredentials();
  // Only someone who knows the password learns that the account exists and is switched off.
  if (user.deactivatedAt) throw accountDeactivated();
  await clearAttempts(db, emailKey);
  await forgetAttempts(db, taken);
  return user;
}

/** Checks the password under the rate limit and starts a new session; the caller sets the cookie. */
export async function signIn(
  db: Database,
  credentials: SignIn,
  context: SignInContext,
): Promise<{ user: StaffUser; token: string; expiresAt: Date }> {
  const user = await checkPassword(db, credentials.email, credentials.password, context);
  const { token, expiresAt } = await startSession(db, user.id, context.now, context.lifetimes);
  return { user: toStaffUser(user), token, expiresAt };
}
