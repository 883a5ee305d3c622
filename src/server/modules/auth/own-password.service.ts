import type { ChangePassword, StaffUser } from '../../../core/schemas/auth.schema.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { hashPassword } from './password.ts';
import { hashToken } from './sessions.service.ts';
import { checkPassword } from './sign-in.service.ts';
import { replacePassword } from './staff-users.repository.ts';

const NOT_CURRENT = 'That is not your current password';

/**
 * A signed-in member of staff changes their own password. The current one is checked under the sign-in limit
 * (a borrowed session cannot guess it), and every other session of theirs ends; this one stays signed in.
 */
export async function changeOwnPassword(
  db: Database,
  user: StaffUser,
  input: ChangePassword,
  { ip, now, sessionToken }: { ip: string; now: Date; sessionToken: string },
): Promise<void> {
  try {
    await checkPassword(db, user.email, input.currentPassword, { ip, now });
  } catch (err) {
    if (err instanceof AppError && err.code === 'INVALID_CREDENTIALS') {
      throw new AppError('WRONG_PASSWORD', `${NOT_CURRENT}.`, 400, { fields: { currentPassword: NOT_CURRENT } });
    }
    throw err;
  }
  await replacePassword(db, user._id, await hashPassword(input.newPassword), hashToken(sessionToken));
}
