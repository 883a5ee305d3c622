import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { staffSessions, staffTokens, staffUsers } from '../../db/schema/auth.ts';
import { beauticians } from '../../db/schema/catalog.ts';

type Executor = Database | Transaction;

export interface MemberRow {
  id: string;
  name: string;
  email: string;
  role: string;
  beauticianId: string | null;
  beauticianName: string | null;
  hasPassword: boolean;
  deactivatedAt: Date | null;
  createdAt: Date;
}

const memberColumns = {
  id: staffUsers.id,
  name: staffUsers.name,
  email: staffUsers.email,
  role: staffUsers.role,
  beauticianId: staffUsers.beauticianId,
  beauticianName: beauticians.name,
  hasPassword: sql<boolean>`${staffUsers.passwordHash} is not null`,
  deactivatedAt: staffUsers.deactivatedAt,
  createdAt: staffUsers.createdAt,
};

/** Everyone, the active first, by name. */
export async function listMembers(db: Executor): Promise<MemberRow[]> {
  return db
    .select(memberColumns)
    .from(staffUsers)
    .leftJoin(beauticians, eq(beauticians.id, staffUsers.beauticianId))
    .orderBy(sql`${staffUsers.deactivatedAt} is not null`, asc(staffUsers.name), asc(staffUsers.id));
}

export async function findMember(db: Executor, id: string): Promise<MemberRow | undefined> {
  const [row] = await db
    .select(memberColumns)
    .from(staffUsers)
    .leftJoin(beauticians, eq(beauticians.id, staffUsers.beauticianId))
    .where(eq(staffUsers.id, id));
  return row;
}

/** Any fixed number: the team's changes queue one behind another, so the last owner cannot be removed twice at once. */
const TEAM_LOCK = 727_004;

export async function lockTeam(tx: Transaction): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${TEAM_LOCK})`);
}

/** Active owners other than `exceptId`. */
export async function countOtherActiveOwners(tx: Executor, exceptId: string): Promise<number> {
  const rows = await tx
    .select({ id: staffUsers.id })
    .from(staffUsers)
    .where(and(eq(staffUsers.role, 'owner'), isNull(staffUsers.deactivatedAt), ne(staffUsers.id, exceptId)));
  return rows.length;
}

export async function beauticianExists(tx: Executor, id: string): Promise<boolean> {
  const [row] = await tx.select({ id: beauticians.id }).from(beauticians).where(eq(beauticians.id, id));
  return row !== undefined;
}

/** The new account, without a password; undefined when the e-mail is taken. */
export async function insertMember(
  tx: Executor,
  member: { name: string; email: string; role: string; beauticianId: string | null; createdAt: Date },
): Promise<string | undefined> {
  const [row] = await tx
    .insert(staffUsers)
    .values(member)
    .onConflictDoNothing({ target: staffUsers.email })
    .returning({ id: staffUsers.id });
  return row?.id;
}

export async function updateMember(
  tx: Executor,
  id: string,
  changes: { name: string; role: string; beauticianId: string | null },
): Promise<void> {
  await tx.update(staffUsers).set(changes).where(eq(staffUsers.id, id));
}

/** Ends every session of that person and spends their links. */
export async function endSessionsAndLinks(tx: Executor, id: string): Promise<void> {
  await tx.delete(staffSessions).where(eq(staffSessions.userId, id));
  await tx.delete(staffTokens).where(eq(staffTokens.userId, id));
}

export async function setDeactivated(tx: Executor, id: string, at: Date | null): Promise<void> {
  await tx.update(staffUsers).set({ deactivatedAt: at }).where(eq(staffUsers.id, id));
}

export async function clearPassword(tx: Executor, id: string): Promise<void> {
  await tx.update(staffUsers).set({ passwordHash: null }).where(eq(staffUsers.id, id));
}
