import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { appointmentList } from '../../core/admin-requests.ts';
import type { AdminAppointment, APPOINTMENT_SORT_FIELDS } from '../../core/schemas/admin-appointment.schema.ts';
import { adminQueryKey, visitMoneyKey } from './admin-query-key.ts';
import { awaitingCheckoutKey } from './awaiting-checkout.ts';
import { apiGetWithHeaders } from './client.ts';

export type AppointmentSortField = (typeof APPOINTMENT_SORT_FIELDS)[number];
export type SortOrder = 'asc' | 'desc';

/** Query of `GET /api/appointments`: `from`/`to` are ISO instants, a half-open window on the start. */
export interface AppointmentListParams {
  from?: string;
  to?: string;
  beauticianId?: string;
  q?: string;
  sort?: AppointmentSortField;
  order?: SortOrder;
  limit?: number;
  offset?: number;
}

export interface AppointmentPage {
  items: AdminAppointment[];
  /** matches before paging, from `X-Total-Count` */
  total: number;
}

const listKey = [...adminQueryKey, 'appointments'] as const;

/** GET /api/appointments: the staff view, searched, filtered, sorted and paged on the server. */
export const adminAppointmentsQuery = (params: AppointmentListParams) =>
  queryOptions({
    queryKey: [...listKey, params],
    queryFn: async ({ signal }): Promise<AppointmentPage> => {
      const { data, headers } = await apiGetWithHeaders<AdminAppointment[]>(appointmentList({ ...params }), signal);
      const total = Number(headers.get('x-total-count') ?? Number.NaN);
      return { items: data, total: Number.isFinite(total) ? total : data.length };
    },
    // A new page, filter or calendar range keeps showing the last answer until the next one arrives.
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });

export const useAdminAppointments = (params: AppointmentListParams) => useQuery(adminAppointmentsQuery(params));

/** A change's answer: the appointment changed and, for a visit of several services, all of them as they now are. */
export interface ChangedAppointment {
  appointment: AdminAppointment;
  visitParts?: AdminAppointment[];
}

/**
 * Spec §4: the server's returned appointment replaces the row wherever it is shown (list pages, calendar
 * ranges, today's panel), and so do the other services of its visit that the change moved or cancelled with it
 * (issue 25). Every list is then marked stale, so the next look at another screen refetches it.
 */
export function replaceAppointmentInLists(queryClient: QueryClient, { appointment, visitParts = [] }: ChangedAppointment): void {
  const changed = new Map([...visitParts, appointment].map((a) => [a._id, a]));
  queryClient.setQueriesData<AppointmentPage>({ queryKey: listKey }, (page) =>
    page ? { ...page, items: page.items.map((item) => changed.get(item._id) ?? item) } : page,
  );
  void queryClient.invalidateQueries({ queryKey: listKey, refetchType: 'none' });
  // The visits' money (what Appointment Details and the Cancel dialog list a visit's services from) moved with them.
  for (const { _id } of changed.values()) void queryClient.invalidateQueries({ queryKey: visitMoneyKey(_id) });
  // A new time, a cancellation, a no-show or a checkout may add a visit to the dashboard's awaiting list or take one off.
  void queryClient.invalidateQueries({ queryKey: awaitingCheckoutKey });
}
