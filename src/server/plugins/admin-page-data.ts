import { adminFirstRequests } from '../../core/admin-first-requests.ts';
import { apiGetPath } from '../../core/api-get.ts';
import type { StaffUser } from '../../core/schemas/auth.schema.ts';
import type { PageData } from './web-app.ts';

export interface AdminPageDataOptions {
  clock: () => Date;
  /** the session cookie's name */
  cookieName: string;
  /** the member of staff a session token belongs to at `now`, as the API's session check finds them (auth's sessions) */
  staffOf: (token: string, now: Date) => Promise<StaffUser | undefined>;
}

/**
 * The first data of a back-office page (core/admin-first-requests.ts), for the member of staff whose session cookie
 * comes with the request for the page: their role decides, as the API will, so a role the screen is not open to gets
 * the session check alone (its page says 'Not available to your role' and asks for nothing more), and a visitor who is
 * not signed in gets nothing (the sign-in comes instead). The page carries only the URLs, never the data: the browser
 * fetches them with its own cookie, as the page's code would.
 */
export function adminPageData({ clock, cookieName, staffOf }: AdminPageDataOptions): PageData {
  return async (request, path, query) => {
    const token = request.cookies[cookieName];
    if (!token) return [];
    const now = clock();
    try {
      const staff = await staffOf(token, now);
      return staff ? (adminFirstRequests(path, query, staff.role, now) ?? []).map((get) => `/api${apiGetPath(get)}`) : [];
    } catch (err) {
      // The page still comes, and asks for its data itself (and shows the outage as every screen does).
      request.log.warn({ err }, 'the page names no data: its session could not be read');
      return [];
    }
  };
}
