import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Role } from '../../src/core/access.ts';
import type { Database } from '../../src/server/db/client.ts';
import { staffUsers } from '../../src/server/db/schema/auth.ts';
import { createOrResetStaff } from '../../src/server/modules/auth/staff-accounts.ts';

export interface StaffOptions {
  email?: string;
  password?: string;
  name?: string;
  /** an owner unless said otherwise; a stylist needs `beauticianId` */
  role?: Role;
  beauticianId?: string;
}

/** A staff account with a real argon2id hash; returns the password too so a test can sign in with it. */
export async function givenStaff(db: Database, options: StaffOptions = {}): Promise<{ id: string; email: string; password: string }> {
  const password = options.password ?? 'correct-horse-battery';
  const { user } = await createOrResetStaff(db, {
    email: options.email ?? `staff-${randomUUID().slice(0, 8)}@test-salon.example`,
    password,
    name: options.name ?? 'Test Manager',
  });
  if (options.role && options.role !== 'owner') {
    await db
      .update(staffUsers)
      .set({ role: options.role, beauticianId: options.beauticianId ?? null })
      .where(eq(staffUsers.id, user._id));
  }
  return { id: user._id, email: user.email, password };
}
