import type { SignIn, StaffUser } from '../../../core/schemas/auth.schema.ts';
import type { SessionLifetimes } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { verifyPassword } from './password.ts';
import { startSession } from './sessions.service.ts';
import { clearAttempts, countAttempts, pruneAttempts, recordAttempts } from './sign-in-attempts.repository.ts';
import { normaliseEmail, toStaffUser } from './staff-accounts.ts';
import { findStaffByEmail } from './staff-users.repository.ts';

/**
 * Failed attempts allowed per window: few per account (guessing one password), more per address
 * (a salon's staff share one office IP). Kept in the database so every app process counts them.
 */
export const SIGN_IN_LIMITS = { windowMinutes: 15, perEmail: 5, perIp: 20 } as const;

export const tooManyAttempts = (): AppError =>
  new AppError('RATE_LIMITED', 'Too many sign-in attempts. Please wait 15 minutes and try again.', 429);

export const wrongCredentials = (): AppError => new AppError('INVALID_CREDENTIALS', 'Incorrect email or password.', 401);

export interface SignInContext {
  ip: string;
  now: Date;
  lifetimes: SessionLifetimes;
}

/** Checks the password under the rate limit and starts a new session; the caller sets the cookie. */
export async function signIn(
  db: Database,
  credentials: SignIn,
  { ip, now, lifetimes }: SignInContext,
): Promise<{ user: StaffUser; token: string; expiresAt: Date }> {
  const email = normaliseEmail(credentials.email);
  const emailKey = `email:${email}`;
  const ipKey = `ip:${ip}`;
  const windowStart = new Date(now.getTime() - SIGN_IN_LIMITS.windowMinutes * 60_000);

  await pruneAttempts(db, windowStart);
  const [byEmail, byIp] = await Promise.all([countAttempts(db, emailKey, windowStart), countAttempts(db, ipKey, windowStart)]);
  if (byEmail >= SIGN_IN_LIMITS.perEmail || byIp >= SIGN_IN_LIMITS.perIp) throw tooManyAttempts();

  // An unknown e-mail is checked against a dummy hash, so the answer and its timing do not say which e-mails exist.
  const user = await findStaffByEmail(db, email);
  if (!(await verifyPassword(user?.passwordHash, credentials.password)) || !user) {
    await recordAttempts(db, [emailKey, ipKey], now);
    throw wrongCredentials();
  }
  await clearAttempts(db, emailKey);
  const { token, expiresAt } = await startSession(db, user.id, now, lifetimes);
  return { user: toStaffUser(user), token, expiresAt };
}
