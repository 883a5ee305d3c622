import { useState } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { BeauticianStaff, Service } from '../../../../core/schemas/catalog.schema.ts';
import { errorMessage } from '../../../api/client.ts';
import { useDeleteBeautician } from '../../../api/delete-beautician.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useAlertOnError } from '../../../lib/use-alert-on-error.ts';
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
}

export function StaffList({ query, services, servicesError, onAdd, onEdit }: Props) {
  const [filters, setFilters] = useState(INITIAL_FILTERS);
  const [deleting, setDeleting] = useState<BeauticianStaff>();
  const remove = useDeleteBeautician();
  useAlertOnError(query.error ?? servicesError, 'Failed to load staff data');

  const all = query.data ?? [];
  const shown = filterStaff(all, services, filters);

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting._id, {
      onSuccess: () => setDeleting(undefined),
      onError: (error) => {
        setDeleting(undefined);
        window.alert(`Failed to delete staff member: ${errorMessage(error)}`);
      },
    });
  };

  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-x-4">
        <PageHeading title="Staff" />
        <Button onClick={onAdd} className="mb-6">
          + Add Staff Member
        </Button>
      </div>
      <Card className="mb-6">
        <StaffFilters values={filters} services={services} onChange={setFilters} />
      </Card>
      <Card aria-label="Staff list" aria-busy={query.isFetching} className="p-3 sm:p-5">
        {query.isPending ? (
          <Spinner label="Loading staff..." />
        ) : all.length === 0 ? (
          <div className="py-12 text-center">
            <p className="text-stone-700">No staff members yet</p>
            <Button className="mt-4" onClick={onAdd}>
              Add Your First Staff Member
            </Button>
          </div>
        ) : (
          <>
            <p role="status" className="mb-4 text-sm text-stone-600">
              Showing {shown.length} of {all.length} staff members
            </p>
            {shown.length === 0 ? (
              <p className="py-12 text-center text-stone-700">No staff match your filters</p>
            ) : (
              <>
                <div className="hidden lg:block">
                  <StaffTable staff={shown} services={services} onEdit={onEdit} onDelete={setDeleting} />
                </div>
                <div className="lg:hidden">
                  <StaffCards staff={shown} services={services} onEdit={onEdit} onDelete={setDeleting} />
                </div>
              </>
            )}
          </>
        )}
      </Card>
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
