import { z } from 'zod';

export const PASSWORD_MIN_LENGTH = 8;

/** Sign-in form and `POST /api/auth/login`. Passwords: at least 8 characters, no composition rules (NIST 800-63B). */
export const SignInSchema = z.object({
  email: z.string().trim().min(1, { error: 'Email is required', abort: true }).max(254).pipe(z.email({ error: 'Please enter a valid email address' })),
  password: z.string().min(1, { error: 'Password is required' }).max(1024, { error: 'Password is too long' }),
});
export type SignIn = z.infer<typeof SignInSchema>;

export const NewPasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, { error: `Password must be at least ${PASSWORD_MIN_LENGTH} characters` })
  .max(1024, { error: 'Password is too long' });

/** The signed-in staff member, as `GET /api/auth/me` and sign-in return it. */
export const StaffUserSchema = z.object({ _id: z.uuid(), name: z.string(), email: z.string() });
export type StaffUser = z.infer<typeof StaffUserSchema>;
