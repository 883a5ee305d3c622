import { formatMailStart } from '../format.ts';
import type { RenderedMail } from './mail-context.ts';
import { mailPage } from './render.ts';

export interface StaffInvite {
  name: string;
  salonName: string;
  timeZone: string;
  /** 'Stylist', 'Reception' or 'Administrator' (core/access.ts) */
  roleName: string;
  link: string;
  expiresAt: Date;
  /** false: a first invitation; true: the owner reset this person's password */
  reset: boolean;
}

/** The e-mail with a member of staff's set-password link (issue 18, docs/decisions/0029). */
export function renderStaffInvite(invite: StaffInvite): RenderedMail {
  const heading = invite.reset ? `Set a new password for ${invite.salonName}` : `Your ${invite.salonName} account`;
  const paragraphs = [
    `Hello ${invite.name},`,
    invite.reset
      ? `Your password for the ${invite.salonName} back office has been reset. Choose a new one with the link below.`
      : `You have been added to the ${invite.salonName} back office as ${invite.roleName}. Choose your password with the link below, then sign in with this e-mail address.`,
    `The link works once and expires on ${formatMailStart(invite.expiresAt, invite.timeZone)}. If it has expired, ask the salon owner for a new one.`,
  ];
  const text = `${[heading, '', ...paragraphs, '', `Set your password: ${invite.link}`, '', invite.salonName].join('\n')}\n`;
  const html = mailPage({ heading, paragraphs, button: { href: invite.link, label: 'Set your password' }, footer: invite.salonName });
  return { subject: heading, text, html };
}
