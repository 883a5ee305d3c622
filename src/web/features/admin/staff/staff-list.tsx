import { useState } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { BeauticianStaff, Service } from '../../../../core/schemas/catalog.schema.ts';
import { useDeleteBeautician } from '../../../api/delete-beautician.ts';
import { Card } from '../../../components/ui/card.tsx';
import { useAlertOnError } from '../../../lib/use-alert-on-error.ts';
import { FilteredListCard } from '../shared/ui/filtered-list-card.tsx';
import { ListHeader } from '../shared/ui/list-header.tsx';
import { useConfirmedDelete } from '../shared/ui/use-confirmed-delete.ts';
import { DeleteStaffDialog } from './delete-staff-dialog.tsx';
import { ALL_SERVICES, assignedServices, filterStaff, type StaffFilterValues } from './staff-display.ts';
import { StaffFilters } from './staff-filters.tsx';
import { StaffCards, StaffTable } from './staff-table.tsx';

const INITIAL_FILTERS: StaffFilterValues = { search: '', status: 'all', serviceId: ALL_SERVICES };

interface Props {
  query: UseQueryResult<BeauticianStaff[]>;
  services: Service[];
  servicesError: unknown;
  onAdd: () => void;
  onEdit: (b: BeauticianStaff) => void;
  /** opens the staff member's time off */
  onTimeOff: (b: BeauticianStaff) => void;
}

export function StaffList({ query, services, servicesError, onAdd, onEdit, onTimeOff }: Props) {
  const [filters, setFilters] = useState(INITIAL_FILTERS);
  const remove = useDeleteBeautician();
  const { deleting, setDeleting, confirmDelete } = useConfirmedDelete<BeauticianStaff>(remove, 'Failed to delete staff member');
  useAlertOnError(query.error ?? servicesError, 'Failed to load staff data');

  const all = query.data ?? [];
  const shown = filterStaff(all, services, filters);

  return (
    <>
      <ListHeader title="Staff" addLabel="+ Add Staff Member" onAdd={onAdd} />
      <Card className="mb-6">
        <StaffFilters values={filters} services={services} onChange={setFilters} />
      </Card>
      <FilteredListCard
        label="Staff list"
        query={query}
        loadingLabel="Loading staff..."
        total={all.length}
        shown={shown.length}
        noun="staff members"
        emptyText="No staff members yet"
        addFirstLabel="Add Your First Staff Member"
        onAdd={onAdd}
        noMatchText="No staff match your filters"
        table={<StaffTable staff={shown} services={services} onEdit={onEdit} onDelete={setDeleting} onTimeOff={onTimeOff} />}
        cards={<StaffCards staff={shown} services={services} onEdit={onEdit} onDelete={setDeleting} onTimeOff={onTimeOff} />}
      />
      <DeleteStaffDialog
        beautician={deleting}
        assigned={deleting ? assignedServices(deleting, services) : []}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(undefined)}
      />
    </>
  );
}
