import type { Role } from '../../../../core/access.ts';
import type { MEMBER_STATUSES } from '../../../../core/schemas/team.schema.ts';
import type { Tone } from '../../../lib/status-tones.ts';

/** What each role may do, in the words the owner chooses by (core/access.ts says it to the API). */
export const ROLE_SUMMARIES: Record<Role, string> = {
  owner: 'Everything, including revenue, settings and the team.',
  reception: 'The diary, appointments, checkout, clients, services and staff. No revenue, settings or team.',
  stylist: 'Their own diary and appointments, checkout of their own visits and their own clients. Nothing else.',
};

type Status = (typeof MEMBER_STATUSES)[number];
export const STATUS_BADGES: Record<Status, { label: string; tone: Tone }> = {
  active: { label: 'Active', tone: 'green' },
  invited: { label: 'Password not set', tone: 'yellow' },
  deactivated: { label: 'Deactivated', tone: 'grey' },
};
