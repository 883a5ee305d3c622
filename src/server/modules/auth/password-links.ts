import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { PasswordLink, SetPassword } from '../../../core/schemas/team.schema.ts';
import type { StaffUser } from '../../../core/schemas/auth.schema.ts';
import type { SessionLifetimes } from '../../config.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { staffSessions, staffUsers } from '../../db/schema/auth.ts';
import { AppError } from '../../errors.ts';
import { hashPassword } from './password.ts';
import { hashToken, startSession } from './sessions.service.ts';
import { toStaffUser } from './staff-accounts.ts';
import { deleteUserStaffTokens, findLiveStaffToken, insertStaffToken, takeStaffToken } from './staff-tokens.repository.ts';

/**
 * Set-password links (issue 18, docs/decisions/0029): the owner adds a person or resets their password, and the
 * person chooses their own password through a link that works once and expires. Only the secret's SHA-256 is
 * stored; the secret travels in the link's fragment (`#…`), which browsers send to no server and no Referer.
 */
export const SET_PASSWORD_PATH = '/admin/set-password';

export const linkNotValid = (): AppError =>
  new AppError('LINK_NOT_VALID', 'This link has expired or has already been used. Ask the salon owner for a new one.', 410);

/** A new link for `userId`, replacing any older one of theirs. */
export async function issuePasswordLink(
  tx: Database | Transaction,
  userId: string,
  { now, lifetimes, publicUrl }: { now: Date; lifetimes: SessionLifetimes; publicUrl: string },
): Promise<PasswordLink & { expires: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expires = new Date(now.getTime() + lifetimes.passwordLinkHours * 60 * 60_000);
  await deleteUserStaffTokens(tx, userId, 'set_password');
  await insertStaffToken(tx, { tokenHash: hashToken(token), purpose: 'set_password', userId, createdAt: now, expiresAt: expires });
  return { link: `${publicUrl}${SET_PASSWORD_PATH}#${token}`, expiresAt: expires.toISOString(), expires };
}

/** Whose link this is, for the page's greeting; 410 when it is spent, expired or its account deactivated. */
export async function passwordLinkOwner(db: Database, token: string, now: Date): Promise<{ name: string; email: string }> {
  const userId = await findLiveStaffToken(db, hashToken(token), 'set_password', now);
  const [user] = userId
    ? await db
        .select({ name: staffUsers.name, email: staffUsers.email })
        .from(staffUsers)
        .where(and(eq(staffUsers.id, userId), isNull(staffUsers.deactivatedAt)))
    : [];
  if (!user) throw linkNotValid();
  return user;
}

/**
 * Sets the person's password with their link and signs them in. The link is spent in the same transaction that
 * sets the password, so two requests with one link set one password; any other session of theirs ends.
 */
export async function setPasswordWithLink(
  db: Database,
  input: SetPassword,
  { now, lifetimes }: { now: Date; lifetimes: SessionLifetimes },
): Promise<{ user: StaffUser; token: string; expiresAt: Date }> {
  // Hashed before the transaction: the argon2 queue (password.ts) must not hold a database connection.
  const passwordHash = await hashPassword(input.password);
  const user = await db.transaction(async (tx) => {
    const userId = await takeStaffToken(tx, hashToken(input.token), 'set_password', now);
    if (!userId) throw linkNotValid();
    const [row] = await tx
      .update(staffUsers)
      .set({ passwordHash })
      .where(and(eq(staffUsers.id, userId), isNull(staffUsers.deactivatedAt)))
      .returning();
    if (!row) throw linkNotValid();
    await tx.delete(staffSessions).where(eq(staffSessions.userId, userId));
    return row;
  });
  const session = await startSession(db, user.id, now, lifetimes);
  return { user: toStaffUser(user), ...session };
}
