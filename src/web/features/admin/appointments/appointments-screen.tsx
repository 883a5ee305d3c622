import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { APPOINTMENTS_FIRST_SORT, APPOINTMENTS_PAGE_SIZE } from '../../../../core/admin-screen-openings.ts';
import type { AdminAppointment } from '../../../../core/schemas/admin-appointment.schema.ts';
import { useAdminAppointments, type AppointmentSortField } from '../../../api/admin-appointments.ts';
import { useAdminServices } from '../../../api/admin-services.ts';
import { useDiaryBeauticians } from '../../../api/beauticians.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { NewAppointmentDialog } from '../shared/new-appointment/new-appointment-dialog.tsx';
import type { NewAppointmentStart } from '../shared/new-appointment/new-appointment-values.ts';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useSalonToday } from '../../../lib/use-salon-today.ts';
import { AppointmentCards } from './appointment-cards.tsx';
import { ALL_BEAUTICIANS, AppointmentFilters, type FilterValues } from './appointment-filters.tsx';
import { AppointmentsTable, type SortState } from './appointments-table.tsx';
import { CancelAppointmentDialog } from './cancel-appointment-dialog.tsx';
import { dateRangeWindow } from './date-range.ts';
import { EditAppointmentDialog } from './edit-appointment-dialog.tsx';
import { Pagination } from '../shared/ui/pagination.tsx';
import { SortControls } from './sort-controls.tsx';
import { useTillDialog } from '../shared/till/use-till-dialog.tsx';
import { useNoShow } from './use-no-show.ts';

const PAGE_SIZE = APPOINTMENTS_PAGE_SIZE;
const SEARCH_DEBOUNCE_MS = 300;
const DEFAULT_SORT: SortState = APPOINTMENTS_FIRST_SORT;
const INITIAL_FILTERS: FilterValues = { search: '', beauticianId: ALL_BEAUTICIANS, range: 'all', custom: { start: '', end: '' } };

/**
 * Spec §2 '/admin/appointments'. Search, filters, sorting and paging all run on the server, so a salon with
 * years of history gets 50 rows at a time, never the lot.
 */
export function AppointmentsScreen() {
  const today = useSalonToday();
  // '?search=' opens the list on a client: the time-off and closure warnings link here so (docs/decisions/0024).
  const [params] = useSearchParams();
  const [filters, setFilters] = useState(() => ({ ...INITIAL_FILTERS, search: params.get('search') ?? '' }));
  const [sort, setSort] = useState(DEFAULT_SORT);
  const [editing, setEditing] = useState<AdminAppointment>();
  const [cancelling, setCancelling] = useState<AdminAppointment>();
  const [creating, setCreating] = useState<NewAppointmentStart>();
  const { markNoShow, busyId, feeDialog } = useNoShow();
  const { openTill, tillDialog } = useTillDialog();

  const q = useDebouncedValue(filters.search.trim(), SEARCH_DEBOUNCE_MS);
  const query = {
    ...dateRangeWindow(filters.range, today, filters.custom),
    beauticianId: filters.beauticianId === ALL_BEAUTICIANS ? undefined : filters.beauticianId,
    q: q || undefined,
    ...sort,
  };
  // Any change of search, filter or sort starts again at the first page.
  const queryKey = JSON.stringify(query);
  const [paging, setPaging] = useState({ key: queryKey, offset: 0 });
  const offset = paging.key === queryKey ? paging.offset : 0;

  const list = useAdminAppointments({ ...query, limit: PAGE_SIZE, offset });
  // Spec §8: a failed list, services or beauticians load shows an empty list, silently. Inactive services too:
  // staff may still book or edit them (docs/decisions/0007).
  const services = useAdminServices();
  const beauticians = useDiaryBeauticians();
  const appointments = list.data?.items ?? [];

  const onSort = (field: AppointmentSortField) =>
    setSort((current) =>
      current.sort === field ? { sort: field, order: current.order === 'asc' ? 'desc' : 'asc' } : { sort: field, order: 'asc' },
    );
  const actions = { onEdit: setEditing, onCancel: setCancelling, onNoShow: markNoShow, onTill: openTill, busyId };

  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <PageHeading title="Appointments" />
        <Button onClick={() => setCreating({})}>+ New appointment</Button>
      </div>
      <Card className="mb-6">
        <AppointmentFilters values={filters} beauticians={beauticians.data ?? []} onChange={setFilters} />
      </Card>

      <Card aria-label="Appointment list" aria-busy={list.isFetching} className="p-3 sm:p-5">
        <SortControls sort={sort} onChange={setSort} className="mb-4 xl:hidden" />
        {list.isPending ? (
          <Spinner label="Loading appointments..." />
        ) : appointments.length === 0 ? (
          <p className="py-12 text-center text-stone-600">No appointments found</p>
        ) : (
          <>
            <div className="hidden xl:block">
              <AppointmentsTable appointments={appointments} sort={sort} onSort={onSort} {...actions} />
            </div>
            <div className="xl:hidden">
              <AppointmentCards appointments={appointments} {...actions} />
            </div>
          </>
        )}
        <Pagination
          offset={offset}
          shown={appointments.length}
          total={list.data?.total ?? 0}
          pageSize={PAGE_SIZE}
          onPage={(next) => setPaging({ key: queryKey, offset: next })}
        />
      </Card>

      <EditAppointmentDialog
        appointment={editing}
        services={services.data ?? []}
        beauticians={beauticians.data ?? []}
        catalogLoading={services.isPending || beauticians.isPending}
        onClose={() => setEditing(undefined)}
      />
      <CancelAppointmentDialog appointment={cancelling} onClose={() => setCancelling(undefined)} />
      <NewAppointmentDialog initial={creating} onClose={() => setCreating(undefined)} />
      {tillDialog}
      {feeDialog}
    </>
  );
}
