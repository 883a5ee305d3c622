import { describe, expect, it } from 'vitest';
import { adminFirstRequests } from '../../../../core/admin-first-requests.ts';
import { appointmentList } from '../../../../core/admin-requests.ts';
import { apiGetPath } from '../../../../core/api-get.ts';
import { toCalendarDate } from './calendar-dates.ts';
import { calendarQuery } from './dashboard-queries.ts';

describe('the dashboard’s first requests', () => {
  it.each(['2026-11-26T09:00:00Z', '2026-10-31T23:30:00Z', '2027-03-31T23:30:00Z'])(
    'are the very ones the page at /admin names for the browser to fetch at once (%s)',
    (iso) => {
      const now = new Date(iso);
      const params = calendarQuery('month', toCalendarDate(now), undefined).queryKey.at(-1) as Record<string, string>;
      const [, month] = adminFirstRequests('/admin', new URLSearchParams(), 'owner', now)!;
      expect(apiGetPath(appointmentList(params))).toBe(apiGetPath(month!));
    },
  );
});
