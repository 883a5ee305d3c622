import { mayUse, type Area, type Role } from './access.ts';
import * as reads from './admin-requests.ts';
import type { ApiGet } from './api-get.ts';
import {
  APPOINTMENTS_FIRST_SORT,
  APPOINTMENTS_PAGE_SIZE,
  CLIENTS_PAGE_SIZE,
  closuresWindow,
  OUTBOX_PAGE_SIZE,
  revenueOpeningRange,
} from './admin-screen-openings.ts';
import { CALENDAR_ORDER, monthGridWindow } from './dashboard-first-view.ts';
import { IdSchema } from './schemas/common.schema.ts';
import { dateInZone, SALON_TIME_ZONE } from './time.ts';

/**
 * What each back-office screen asks for before it can show anything, in one place for the web, whose screens open
 * in these states, and the server, which names the same requests in the page it sends so the browser starts them
 * beside the code instead of after it and the session check (issue 16 for the dashboard, issue 23 for the rest;
 * docs/decisions/0015). The two must ask for the very same URLs (core/api-get.ts), or the browser fetches twice.
 */

interface Opening {
  /** the London date it is */
  today: string;
  /** the page's `:id`, where it has one */
  id: string;
  /** the page's own query (a link may open a screen on a search) */
  search: URLSearchParams;
}

interface AdminScreen {
  /** who may open it (core/access.ts): no one else's page names its data */
  area: Area;
  first: (opening: Opening) => ApiGet[];
}

/**
 * Every page of the back office behind the sign-in (the sign-in, first-run and set-password pages are not), by its
 * client route (`:id` stands for one path segment). The web's router and the server's code preloads are typed on it.
 */
export const ADMIN_SCREENS = {
  // Spec §2: the month view, everyone's appointments.
  '/admin': { area: 'diary', first: ({ today }) => [reads.appointmentList({ ...monthGridWindow(today), ...CALENDAR_ORDER })] },
  '/admin/appointments': {
    area: 'diary',
    first: ({ search }) => [
      // Opened on a client's name (the time-off warnings link so), its first list is a search: left to the screen.
      ...(search.has('search') ? [] : [reads.appointmentList({ ...APPOINTMENTS_FIRST_SORT, limit: APPOINTMENTS_PAGE_SIZE, offset: 0 })]),
      reads.staffServiceList(),
      reads.beauticianList(),
    ],
  },
  '/admin/clients': { area: 'clients', first: () => [reads.clientList({ limit: CLIENTS_PAGE_SIZE, offset: 0 })] },
  '/admin/clients/:id': { area: 'clients', first: ({ id }) => [reads.clientProfile(id)] },
  '/admin/clients/:id/export': { area: 'clientData', first: ({ id }) => [reads.clientDataExport(id)] },
  '/admin/revenue': {
    area: 'revenue',
    first: ({ today }) => {
      const range = revenueOpeningRange(today);
      // The details follow the report at once when it has rows (every salon's usual month).
      return [reads.revenueReport(range), reads.takingsReport(range), reads.revenueDetails(range)];
    },
  },
  '/admin/services': { area: 'catalogue', first: () => [reads.staffServiceList(), reads.beauticianList()] },
  '/admin/staff': { area: 'catalogue', first: () => [reads.beauticianList(), reads.staffServiceList()] },
  '/admin/hours': {
    area: 'settings',
    first: ({ today }) => [reads.salonSettings(), reads.timeOffList(closuresWindow(today)), reads.bankHolidayList()],
  },
  // The visit order arranges the services' categories.
  '/admin/settings': { area: 'settings', first: () => [reads.salonSettings(), reads.staffServiceList()] },
  '/admin/team': { area: 'team', first: () => [reads.teamList(), reads.beauticianList()] },
  '/admin/outbox': { area: 'outbox', first: () => [reads.outboxList({ page: 1, pageSize: OUTBOX_PAGE_SIZE })] },
  '/admin/account': { area: 'own', first: () => [] },
} satisfies Record<string, AdminScreen>;
export type AdminPage = keyof typeof ADMIN_SCREENS;

const PAGES = Object.keys(ADMIN_SCREENS) as AdminPage[];

/** The page at a path (without its query; a trailing slash is the same page) and its `:id`, if it is one of them. */
export function adminPageAt(pathname: string): { page: AdminPage; id: string } | undefined {
  const segments = pathname.replace(/(.)\/+$/, '$1').split('/');
  for (const page of PAGES) {
    const pattern = page.split('/');
    if (pattern.length !== segments.length) continue;
    let id = '';
    const matches = pattern.every((part, i) => {
      if (part !== ':id') return part === segments[i];
      id = decodedId(segments[i]!) ?? '';
      return id !== '';
    });
    if (matches) return { page, id };
  }
  return undefined;
}

/** An id as the API takes it, or undefined: anything else would only ask for a 400. */
function decodedId(segment: string): string | undefined {
  try {
    const id = decodeURIComponent(segment);
    return IdSchema.safeParse(id).success ? id : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The requests the page at `pathname` opens with for a member of staff of `role` at `now`: the session check, then
 * the screen's data when the role may use the screen (else the page says it is not available and asks for nothing
 * more). Undefined outside the back office's screens.
 */
export function adminFirstRequests(pathname: string, search: URLSearchParams, role: Role, now: Date): ApiGet[] | undefined {
  const at = adminPageAt(pathname);
  if (!at) return undefined;
  const screen: AdminScreen = ADMIN_SCREENS[at.page];
  const data = mayUse(role, screen.area) ? screen.first({ today: dateInZone(now, SALON_TIME_ZONE), id: at.id, search }) : [];
  return [reads.sessionCheck(), ...data];
}
