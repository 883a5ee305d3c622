/**
 * Who may use what in the back office (issue 18, docs/decisions/0029). One table, read by the API (every route
 * names its area; the auth plugin refuses the others with 403) and by the screens (the sidebar shows only the
 * areas a role may use).
 */
export const ROLES = ['owner', 'reception', 'stylist'] as const;
export type Role = (typeof ROLES)[number];

/** How each role is named on screen; the owner keeps the spec's 'Administrator' (spec §2, the admin footer). */
export const ROLE_NAMES: Record<Role, string> = { owner: 'Administrator', reception: 'Reception', stylist: 'Stylist' };

/** The parts of the back office and the roles each is open to. */
export const AREAS = {
  /** one's own session and password */
  own: ['owner', 'reception', 'stylist'],
  /** the calendar, appointments, bookings taken by staff and the till; a stylist's only their own beautician's */
  diary: ['owner', 'reception', 'stylist'],
  /** client records; a stylist's only the clients of their own appointments */
  clients: ['owner', 'reception', 'stylist'],
  /** one client's data as a file and a page (UK GDPR access requests, docs/decisions/0028) */
  clientData: ['owner', 'reception'],
  /** erasing a client: irreversible, the data controller's decision */
  erasure: ['owner'],
  /** services, staff and their time off */
  catalogue: ['owner', 'reception'],
  /** charging, waiving and refunding no-show and late-cancellation fees (issue 26): money taken without the client */
  fees: ['owner', 'reception'],
  /** the e-mails sent to clients */
  outbox: ['owner', 'reception'],
  /** the waitlist: who waits for what, the live offers, and offering a time by hand (issue 28) */
  waitlist: ['owner', 'reception'],
  /** revenue analytics and takings */
  revenue: ['owner'],
  /** the salon's details, rules, opening hours and closures */
  settings: ['owner'],
  /** staff accounts and their roles */
  team: ['owner'],
} as const satisfies Record<string, readonly Role[]>;
export type Area = keyof typeof AREAS;

export const mayUse = (role: Role, area: Area): boolean => (AREAS[area] as readonly Role[]).includes(role);

/** The beautician whose diary and clients are all a member of staff may see; undefined: everyone's. */
export const ownBeauticianOf = (staff: { role: Role; beauticianId: string | null }): string | undefined =>
  staff.role === 'stylist' ? (staff.beauticianId ?? undefined) : undefined;

/**
 * Whose staff records in the catalogue (a beautician's e-mail and phone, the inactive ones) a reader sees
 * (docs/decisions/0029): everyone's for the roles that manage the catalogue; a stylist only their own beautician's,
 * and of colleagues what the public sees; without a session, nobody's.
 */
export interface StaffRecordsView {
  everyone: boolean;
  /** the one beautician shown in full besides (a stylist's own) */
  own?: string;
}

export const staffRecordsFor = (staff: { role: Role; beauticianId: string | null } | null): StaffRecordsView => {
  if (!staff) return { everyone: false };
  return mayUse(staff.role, 'catalogue') ? { everyone: true } : { everyone: false, own: ownBeauticianOf(staff) };
};
