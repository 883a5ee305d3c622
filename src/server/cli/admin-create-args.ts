import { parseArgs } from 'node:util';
import { z } from 'zod';
import { NewPasswordSchema } from '../../core/schemas/auth.schema.ts';
import type { StaffAccountInput } from '../modules/auth/staff-accounts.ts';

export const ADMIN_CREATE_USAGE = "Usage: npm run admin:create -- --email you@example.com --password 'at least 8 characters' [--name 'Full Name']";

export type AdminCreateArgs = { ok: true; account: StaffAccountInput } | { ok: false; message: string };

/** Reads and checks the command line; every refusal is one sentence a person can act on, plus the usage. */
export function parseAdminCreateArgs(argv: string[]): AdminCreateArgs {
  let values: { email?: string; password?: string; name?: string };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' } },
      strict: true,
      allowPositionals: false,
    }));
  } catch (err) {
    return refuse((err as Error).message);
  }
  if (!values.email) return refuse('--email is required.');
  if (!z.email().safeParse(values.email.trim()).success) return refuse(`"${values.email}" is not an e-mail address.`);
  if (values.password === undefined) return refuse('--password is required.');
  const password = NewPasswordSchema.safeParse(values.password);
  if (!password.success) return refuse(`${password.error.issues[0]?.message ?? 'Invalid password'}.`);
  if (values.name !== undefined && values.name.trim() === '') return refuse('--name must not be empty.');
  return { ok: true, account: { email: values.email, password: password.data, name: values.name } };
}

const refuse = (message: string): AdminCreateArgs => ({ ok: false, message: `${message}\n${ADMIN_CREATE_USAGE}` });
