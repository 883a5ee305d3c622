import { z } from 'zod';
import { ROLES } from '../access.ts';
import { NewPasswordSchema, SignInSchema } from './auth.schema.ts';
import { IdSchema } from './common.schema.ts';

/**
 * The Team screen (issue 18, docs/decisions/0029): the salon's staff accounts, their roles and the single-use links
 * through which each person sets their own password.
 */
export const TEAM_MESSAGES = {
  nameRequired: 'Name is required',
  nameTooLong: 'Name must be at most 100 characters',
  roleRequired: 'Choose a role',
  beauticianRequired: 'Choose which beautician this stylist is',
} as const;

/** 'invited': the person has not set their password yet; 'deactivated': they can no longer sign in. */
export const MEMBER_STATUSES = ['active', 'invited', 'deactivated'] as const;

export const TeamMemberSchema = z.object({
  _id: IdSchema,
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  beautician: z.object({ _id: IdSchema, name: z.string() }).nullable(),
  status: z.enum(MEMBER_STATUSES),
  createdAt: z.iso.datetime({ offset: true }),
});
export type TeamMember = z.infer<typeof TeamMemberSchema>;

const name = z.string().trim().min(1, { error: TEAM_MESSAGES.nameRequired }).max(100, { error: TEAM_MESSAGES.nameTooLong });
const role = z.enum(ROLES, { error: TEAM_MESSAGES.roleRequired });

const stylistNeedsBeautician = (m: { role: string; beauticianId?: string | null }) => m.role !== 'stylist' || Boolean(m.beauticianId);

/** A stylist is one of the salon's beauticians; the other roles are nobody's diary in particular. */
const withBeautician = <T extends z.ZodObject<{ role: typeof role; beauticianId: z.ZodOptional<z.ZodNullable<typeof IdSchema>> }>>(
  schema: T,
) =>
  schema
    .refine(stylistNeedsBeautician, { error: TEAM_MESSAGES.beauticianRequired, path: ['beauticianId'] })
    .transform((m) => ({ ...m, beauticianId: m.role === 'stylist' ? m.beauticianId! : null }));

/** `POST /api/team`: a new member of staff, who then sets their password through the link. */
export const NewTeamMemberSchema = withBeautician(
  z.object({ name, email: SignInSchema.shape.email, role, beauticianId: IdSchema.nullable().optional() }),
);
export type NewTeamMemberInput = z.input<typeof NewTeamMemberSchema>;

/** `PATCH /api/team/:id`: a person's name, role and (for a stylist) beautician. */
export const UpdateTeamMemberSchema = withBeautician(z.object({ name, role, beauticianId: IdSchema.nullable().optional() }));
export type UpdateTeamMemberInput = z.input<typeof UpdateTeamMemberSchema>;

/** The Team screen's form checks what it can before sending (the e-mail's form is the server's to judge). */
export const MemberFormSchema = z
  .object({ name, email: z.string(), role, beauticianId: z.string() })
  .refine(stylistNeedsBeautician, { error: TEAM_MESSAGES.beauticianRequired, path: ['beauticianId'] });

/** A set-password link, shown to the owner to hand over as well as e-mailed. */
export const PasswordLinkSchema = z.object({ link: z.url(), expiresAt: z.iso.datetime({ offset: true }) });
export type PasswordLink = z.infer<typeof PasswordLinkSchema>;

export const TeamMemberWithLinkSchema = z.object({ member: TeamMemberSchema, passwordLink: PasswordLinkSchema });
export type TeamMemberWithLink = z.infer<typeof TeamMemberWithLinkSchema>;

/** The secret of a set-password link: 32 random bytes, base64url. */
export const PasswordLinkTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, { error: 'This link is not valid' });

/** `GET /api/auth/set-password/:token`: whose link it is, for the page's greeting. */
export const PasswordLinkOwnerSchema = z.object({ name: z.string(), email: z.string() });

/** `POST /api/auth/set-password`: the person's new password, with the link's secret. */
export const SetPasswordSchema = z.object({ token: PasswordLinkTokenSchema, password: NewPasswordSchema });
export type SetPassword = z.infer<typeof SetPasswordSchema>;
