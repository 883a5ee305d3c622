import { ROLE_NAMES, type Role } from '../../../core/access.ts';
import type { StaffUser } from '../../../core/schemas/auth.schema.ts';
import type {
  NewTeamMemberSchema,
  PasswordLink,
  TeamMember,
  TeamMemberWithLink,
  UpdateTeamMemberSchema,
} from '../../../core/schemas/team.schema.ts';
import type { z } from 'zod';
import type { SessionLifetimes } from '../../config.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { renderStaffInvite } from '../../mail/templates/staff-invite.ts';
import { issuePasswordLink } from '../auth/password-links.ts';
import { normaliseEmail } from '../auth/staff-accounts.ts';
import type { BookingMail } from '../notifications/booking-mail.service.ts';
import { insertOutboxMessages } from '../notifications/outbox.repository.ts';
import { findSettings } from '../catalog/salon.repository.ts';
import {
  beauticianExists,
  clearPassword,
  countOtherActiveOwners,
  endSessionsAndLinks,
  findMember,
  insertMember,
  listMembers,
  lockTeam,
  setDeactivated,
  updateMember,
  type MemberRow,
} from './team.repository.ts';

/**
 * The Team screen (issue 18, docs/decisions/0029). Every change runs under one lock, so the salon always keeps an
 * active owner: nobody demotes or deactivates the last one, nor themselves, however many requests arrive at once.
 */
export interface TeamDeps {
  db: Database;
  clock: () => Date;
  session: SessionLifetimes;
  mail: BookingMail;
}

const emailTaken = () =>
  new AppError('EMAIL_TAKEN', 'Someone on the team already has this e-mail address.', 409, { fields: { email: 'Already on the team' } });
const notYourself = (what: string) => new AppError('NOT_YOURSELF', `You cannot ${what} your own account. Ask another owner.`, 409);
const lastOwner = () => new AppError('LAST_OWNER', 'The salon needs at least one active owner. Make someone else an owner first.', 409);
const noSuchBeautician = () => AppError.badRequest('Validation failed', { fields: { beauticianId: 'That beautician does not exist' } });
const deactivated = () => new AppError('DEACTIVATED', 'This account is deactivated. Reactivate it first.', 409);

function toMember(row: MemberRow): TeamMember {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    role: row.role as Role,
    beautician: row.beauticianId ? { _id: row.beauticianId, name: row.beauticianName ?? '' } : null,
    status: row.deactivatedAt ? 'deactivated' : row.hasPassword ? 'active' : 'invited',
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listTeam(db: Database): Promise<TeamMember[]> {
  return (await listMembers(db)).map(toMember);
}

async function memberOrThrow(tx: Database | Transaction, id: string): Promise<MemberRow> {
  const row = await findMember(tx, id);
  if (!row) throw AppError.notFound('Team member');
  return row;
}

/** A new link for the person, e-mailed to them (kept in the Outbox without SMTP) and returned to hand over. */
async function sendPasswordLink(tx: Transaction, deps: TeamDeps, member: MemberRow, now: Date, reset: boolean): Promise<PasswordLink> {
  const { expires, ...link } = await issuePasswordLink(tx, member.id, { now, lifetimes: deps.session, publicUrl: deps.mail.publicUrl });
  const settings = await findSettings(tx);
  const mail = renderStaffInvite({
    name: member.name,
    salonName: settings?.name ?? 'the salon',
    timeZone: settings?.timeZone ?? 'Europe/London',
    roleName: ROLE_NAMES[member.role as Role],
    link: link.link,
    expiresAt: expires,
    reset,
  });
  await insertOutboxMessages(tx, [
    {
      kind: 'staff_invite',
      toAddress: member.email,
      subject: mail.subject,
      textBody: mail.text,
      htmlBody: mail.html,
      createdAt: now,
      nextAttemptAt: now,
    },
  ]);
  return link;
}

/** Adds a person, who sets their password through the link (e-mailed, and returned for the owner to hand over). */
export async function addMember(deps: TeamDeps, input: z.output<typeof NewTeamMemberSchema>): Promise<TeamMemberWithLink> {
  const now = deps.clock();
  const result = await deps.db.transaction(async (tx) => {
    await lockTeam(tx);
    if (input.beauticianId && !(await beauticianExists(tx, input.beauticianId))) throw noSuchBeautician();
    const id = await insertMember(tx, {
      name: input.name,
      email: normaliseEmail(input.email),
      role: input.role,
      beauticianId: input.beauticianId,
      createdAt: now,
    });
    if (!id) throw emailTaken();
    const member = await memberOrThrow(tx, id);
    return { member: toMember(member), passwordLink: await sendPasswordLink(tx, deps, member, now, false) };
  });
  deps.mail.afterCommit();
  return result;
}

/**
 * Changes a person's name, role and beautician. Each request reads the role afresh (the session check joins the
 * account), so a change applies to their very next request.
 */
export async function changeMember(
  deps: TeamDeps,
  id: string,
  input: z.output<typeof UpdateTeamMemberSchema>,
  by: StaffUser,
): Promise<TeamMember> {
  return deps.db.transaction(async (tx) => {
    await lockTeam(tx);
    const before = await memberOrThrow(tx, id);
    const roleChanges = before.role !== input.role || before.beauticianId !== input.beauticianId;
    if (roleChanges && id === by._id) throw notYourself('change the role of');
    if (before.role === 'owner' && input.role !== 'owner' && !before.deactivatedAt && (await countOtherActiveOwners(tx, id)) === 0)
      throw lastOwner();
    if (input.beauticianId && !(await beauticianExists(tx, input.beauticianId))) throw noSuchBeautician();
    await updateMember(tx, id, input);
    return toMember(await memberOrThrow(tx, id));
  });
}

/** Deactivates a person: their sessions end at once and their links stop working; their history stays. */
export async function deactivateMember(deps: TeamDeps, id: string, by: StaffUser): Promise<TeamMember> {
  return deps.db.transaction(async (tx) => {
    await lockTeam(tx);
    const member = await memberOrThrow(tx, id);
    if (id === by._id) throw notYourself('deactivate');
    if (member.role === 'owner' && !member.deactivatedAt && (await countOtherActiveOwners(tx, id)) === 0) throw lastOwner();
    if (!member.deactivatedAt) await setDeactivated(tx, id, deps.clock());
    await endSessionsAndLinks(tx, id);
    return toMember(await memberOrThrow(tx, id));
  });
}

/**
 * Lets a deactivated person sign in again with their password. Their links ended with the deactivation: one who never
 * set a password needs a new link ('New link' on the Team screen, `resetPassword`).
 */
export async function reactivateMember(deps: TeamDeps, id: string): Promise<TeamMember> {
  return deps.db.transaction(async (tx) => {
    await lockTeam(tx);
    await memberOrThrow(tx, id);
    await setDeactivated(tx, id, null);
    return toMember(await memberOrThrow(tx, id));
  });
}

/**
 * Resets a person's password: the old one stops working, their sessions end, and a new link goes to them (and to
 * the owner to hand over). For a person still invited, it is a fresh invitation link.
 */
export async function resetPassword(deps: TeamDeps, id: string, by: StaffUser): Promise<PasswordLink> {
  const now = deps.clock();
  const link = await deps.db.transaction(async (tx) => {
    await lockTeam(tx);
    const member = await memberOrThrow(tx, id);
    if (id === by._id) throw notYourself('reset the password of');
    if (member.deactivatedAt) throw deactivated();
    await clearPassword(tx, id);
    await endSessionsAndLinks(tx, id);
    return sendPasswordLink(tx, deps, member, now, member.hasPassword);
  });
  deps.mail.afterCommit();
  return link;
}
