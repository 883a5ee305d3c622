import { mayUse, type Area, type Role } from '../../core/access.ts';
import { adminPaths } from './paths.ts';

/**
 * The back office's sections in the sidebar's order (spec §2 'Admin layout', then the Outbox of issue 6 and the
 * Clients and Team of issue 18), each with the part of the back office it belongs to (core/access.ts): a role sees and opens
 * only the sections of its areas, as the API lets it use only their routes.
 */
export const ADMIN_SECTIONS = [
  { to: adminPaths.dashboard, label: 'Dashboard', area: 'diary', end: true },
  { to: adminPaths.appointments, label: 'Appointments', area: 'diary' },
  // Issue 18: client records, beside the appointments they come from.
  { to: adminPaths.clients, label: 'Clients', area: 'clients' },
  { to: adminPaths.revenue, label: 'Revenue Analytics', area: 'revenue' },
  { to: adminPaths.services, label: 'Services', area: 'catalogue' },
  { to: adminPaths.staff, label: 'Staff', area: 'catalogue' },
  { to: adminPaths.hours, label: 'Working Hours', area: 'settings' },
  { to: adminPaths.settings, label: 'Settings', area: 'settings' },
  { to: adminPaths.team, label: 'Team', area: 'team' },
  { to: adminPaths.outbox, label: 'Outbox', area: 'outbox' },
] as const satisfies ReadonlyArray<{ to: string; label: string; area: Area; end?: boolean }>;

export const sectionsFor = (role: Role) => ADMIN_SECTIONS.filter((section) => mayUse(role, section.area));

/** Pages inside a section that ask more than the section does. */
const STRICTER_PAGES: ReadonlyArray<{ pattern: RegExp; area: Area }> = [
  { pattern: /^\/admin\/clients\/[^/]+\/export$/, area: 'clientData' },
];

/** Whether `role` may open the admin page at `pathname` (a page outside every section, such as the account, is everyone's). */
export function mayOpen(role: Role, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  const stricter = STRICTER_PAGES.find((page) => page.pattern.test(path));
  if (stricter && !mayUse(role, stricter.area)) return false;
  const section = [...ADMIN_SECTIONS]
    .sort((a, b) => b.to.length - a.to.length)
    .find((s) => path === s.to || (s.to !== adminPaths.dashboard && path.startsWith(`${s.to}/`)));
  return !section || mayUse(role, section.area);
}
