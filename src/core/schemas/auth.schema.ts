import { z } from 'zod';
import { ROLES } from '../access.ts';

export const PASSWORD_MIN_LENGTH = 8;

/** Sign-in form and `POST /api/auth/login`. Passwords: at least 8 characters, no composition rules (NIST 800-63B). */
export const SignInSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, { error: 'Email is required', abort: true })
    .max(254)
    .pipe(z.email({ error: 'Please enter a valid email address' })),
  password: z.string().min(1, { error: 'Password is required' }).max(1024, { error: 'Password is too long' }),
});
export type SignIn = z.infer<typeof SignInSchema>;

export const NewPasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, { error: `Password must be at least ${PASSWORD_MIN_LENGTH} characters` })
  .max(1024, { error: 'Password is too long' });

/** The signed-in staff member, as `GET /api/auth/me` and sign-in return it; a stylist's own beautician (core/access.ts). */
export const StaffUserSchema = z.object({
  _id: z.uuid(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  beauticianId: z.uuid().nullable(),
});
export type StaffUser = z.infer<typeof StaffUserSchema>;

/** `GET /api/auth/first-run`: whether the salon still has no staff account (the first-run page is open). */
export const FirstRunStatusSchema = z.object({ needed: z.boolean() });
export type FirstRunStatus = z.infer<typeof FirstRunStatusSchema>;

/** `POST /api/auth/first-run`: the owner's account, with the one-time code from the server log. */
export const FirstRunSchema = z.object({
  code: z.string().trim().min(1, { error: 'Enter the code from the server log' }).max(40, { error: 'That code is not right' }),
  name: z.string().trim().min(1, { error: 'Name is required' }).max(100, { error: 'Name must be at most 100 characters' }),
  email: SignInSchema.shape.email,
  password: NewPasswordSchema,
});
export type FirstRun = z.infer<typeof FirstRunSchema>;

/** `POST /api/auth/password`: a signed-in member of staff changes their own password. */
export const ChangePasswordSchema = z.object({
  currentPassword: z.string().min(1, { error: 'Enter your current password' }).max(1024, { error: 'Password is too long' }),
  newPassword: NewPasswordSchema,
});
export type ChangePassword = z.infer<typeof ChangePasswordSchema>;
