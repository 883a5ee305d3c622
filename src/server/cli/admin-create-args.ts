import { parseArgs } from 'node:util';
import { z } from 'zod';
import { NewPasswordSchema } from '../../core/schemas/auth.schema.ts';

export const ADMIN_CREATE_USAGE =
  "Usage: npm run admin:create -- --email you@example.com [--name 'Full Name']\n" +
  '  The password is asked for (twice, not shown), or read from the first line of standard input:\n' +
  '  printf \'%s\\n\' "$PASSWORD" | npm run admin:create -- --email you@example.com';

/** Who the account is for; the password comes separately (askPassword), never from the command line. */
export interface AdminCreateTarget {
  email: string;
  name: string | undefined;
}

export type AdminCreateArgs = { ok: true; target: AdminCreateTarget } | { ok: false; message: string };

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
  // A password on the command line stays in shell history and shows in the process list to every user.
  if (values.password !== undefined)
    return refuse(
      '--password is not taken on the command line (it would stay in your shell history): type it when asked, or give it on standard input.',
    );
  if (!values.email) return refuse('--email is required.');
  if (!z.email().safeParse(values.email.trim()).success) return refuse(`"${values.email}" is not an e-mail address.`);
  if (values.name !== undefined && values.name.trim() === '') return refuse('--name must not be empty.');
  return { ok: true, target: { email: values.email, name: values.name } };
}

/** The password as typed or piped: a refusal in the same words as the sign-in form's, or the password. */
export function checkNewPassword(password: string): { ok: true; password: string } | { ok: false; message: string } {
  const checked = NewPasswordSchema.safeParse(password);
  return checked.success
    ? { ok: true, password: checked.data }
    : { ok: false, message: `${checked.error.issues[0]?.message ?? 'Invalid password'}.` };
}

const refuse = (message: string): AdminCreateArgs => ({ ok: false, message: `${message}\n${ADMIN_CREATE_USAGE}` });
