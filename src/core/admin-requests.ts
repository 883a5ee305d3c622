import type { ApiGet, QueryValue } from './api-get.ts';
import type { RevenueQuery } from './schemas/revenue.schema.ts';
import type { RevenueDetailsQuery, TakingsQuery } from './schemas/till.schema.ts';

/**
 * The back office's reads that open its screens, each written once: the web's queries make them, and the server
 * names the same ones in the page it sends, for the browser to fetch beside the code (core/admin-first-requests.ts).
 */

type Query = Record<string, QueryValue>;
const encoded = (id: string) => encodeURIComponent(id);

/** Who is signed in (every admin page asks first). */
export const sessionCheck = (): ApiGet => ({ path: '/auth/me' });
/** The staff view of appointments, searched, filtered, sorted and paged on the server. */
export const appointmentList = (query: Query): ApiGet => ({ path: '/appointments', query });
/** Every service, the inactive too (a staff session sees them). */
export const staffServiceList = (): ApiGet => ({ path: '/services', query: { include: 'inactive' } });
/** The beauticians; with a staff session the API says what the role may see of them. */
export const beauticianList = (): ApiGet => ({ path: '/beauticians' });
/** The salon's details, rules and hours as staff edit them. */
export const salonSettings = (): ApiGet => ({ path: '/settings' });
/** Time off and closures touching a window of ISO instants. */
export const timeOffList = (query: { from: string; to: string; beauticianId?: string }): ApiGet => ({ path: '/time-off', query });
export const bankHolidayList = (): ApiGet => ({ path: '/bank-holidays' });
export const teamList = (): ApiGet => ({ path: '/team' });
export const outboxList = (query: { page: number; pageSize: number; q?: string | undefined }): ApiGet => ({ path: '/outbox', query });
export const clientList = (query: { q?: string; limit?: number; offset?: number }): ApiGet => ({ path: '/clients', query });
export const clientProfile = (id: string): ApiGet => ({ path: `/clients/${encoded(id)}` });
export const clientDataExport = (id: string): ApiGet => ({ path: `/clients/${encoded(id)}/export` });
export const revenueReport = (query: RevenueQuery): ApiGet => ({ path: '/revenue', query });
export const revenueDetails = (query: RevenueDetailsQuery): ApiGet => ({ path: '/revenue/details', query });
export const takingsReport = (query: TakingsQuery): ApiGet => ({ path: '/takings', query });
