import type { Role } from '../../../core/access.ts';
import type { StaffUser } from '../../../core/schemas/auth.schema.ts';
import type { Database } from '../../db/client.ts';
import { hashPassword } from './password.ts';
import { countStaff, upsertStaff, type StaffUserRow } from './staff-users.repository.ts';

/** E-mail addresses are compared case-insensitively: `Jo@Salon.uk` and `jo@salon.uk` are one account. */
export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

/** A readable default name from the e-mail's local part: `jane.doe@…` → `Jane Doe`. */
export function nameFromEmail(email: string): string {
  const local = email.split('@')[0] ?? email;
  const words = local.split(/[._-]+/).filter(Boolean);
  return words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join(' ') || 'Staff';
}

export interface StaffAccountInput {
  email: string;
  password: string;
  name?: string;
}

/**
 * Creates the account, or resets the password (and name) of the one with that e-mail. The password must
 * already satisfy NewPasswordSchema; callers validate first so they can word the refusal for their user.
 */
export async function createOrResetStaff(db: Database, input: StaffAccountInput): Promise<{ user: StaffUser; created: boolean }> {
  const email = normaliseEmail(input.email);
  const { row, created } = await upsertStaff(db, {
    email,
    name: input.name?.trim() || undefined,
    defaultName: nameFromEmail(email),
    passwordHash: await hashPassword(input.password),
  });
  return { user: toStaffUser(row), created };
}

/** The first account from ADMIN_EMAIL / ADMIN_PASSWORD, only while there is no account at all. */
export async function bootstrapFirstStaff(db: Database, admin: StaffAccountInput | undefined): Promise<StaffUser | undefined> {
  if (!admin || (await countStaff(db)) > 0) return undefined;
  return (await createOrResetStaff(db, admin)).user;
}

export const toStaffUser = (row: Pick<StaffUserRow, 'id' | 'name' | 'email' | 'role' | 'beauticianId'>): StaffUser => ({
  _id: row.id,
  name: row.name,
  email: row.email,
  role: row.role as Role,
  beauticianId: row.beauticianId,
});
