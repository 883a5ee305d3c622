import { useState } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Service } from '../../../../core/schemas/catalog.schema.ts';
import { errorMessage } from '../../../api/client.ts';
import { useDeleteService } from '../../../api/delete-service.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useAlertOnError } from '../../../lib/use-alert-on-error.ts';
import { ALL_CATEGORIES, distinctCategories, filterServices, type ServiceFilterValues } from './service-display.ts';
import { ServiceFilters } from './service-filters.tsx';
import { ServiceCards, ServicesTable } from './services-table.tsx';

const INITIAL_FILTERS: ServiceFilterValues = { search: '', status: 'all', category: ALL_CATEGORIES };

interface Props {
  query: UseQueryResult<Service[]>;
  onAdd: () => void;
  onEdit: (service: Service) => void;
}

export function ServicesList({ query, onAdd, onEdit }: Props) {
  const [filters, setFilters] = useState(INITIAL_FILTERS);
  const [deleting, setDeleting] = useState<Service>();
  const remove = useDeleteService();
  useAlertOnError(query.error, 'Failed to load services data');

  const all = query.data ?? [];
  const shown = filterServices(all, filters);

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting._id, {
      onSuccess: () => setDeleting(undefined),
      onError: (error) => {
        setDeleting(undefined);
        window.alert(`Failed to delete service: ${errorMessage(error)}`);
      },
    });
  };

  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-x-4">
        <PageHeading title="Services" />
        <Button onClick={onAdd} className="mb-6">
          + Add Service
        </Button>
      </div>
      <Card className="mb-6">
        <ServiceFilters values={filters} categories={distinctCategories(all)} onChange={setFilters} />
      </Card>
      <Card aria-label="Service list" aria-busy={query.isFetching} className="p-3 sm:p-5">
        {query.isPending ? (
          <Spinner label="Loading services..." />
        ) : all.length === 0 ? (
          <div className="py-12 text-center">
            <p className="text-stone-700">No services yet</p>
            <Button className="mt-4" onClick={onAdd}>
              Add Your First Service
            </Button>
          </div>
        ) : (
          <>
            <p role="status" className="mb-4 text-sm text-stone-600">
              Showing {shown.length} of {all.length} services
            </p>
            {shown.length === 0 ? (
              <p className="py-12 text-center text-stone-700">No services match your filters</p>
            ) : (
              <>
                <div className="hidden lg:block">
                  <ServicesTable services={shown} onEdit={onEdit} onDelete={setDeleting} />
                </div>
                <div className="lg:hidden">
                  <ServiceCards services={shown} onEdit={onEdit} onDelete={setDeleting} />
                </div>
              </>
            )}
          </>
        )}
      </Card>
      <ConfirmDialog
        open={Boolean(deleting)}
        title="Confirm Deletion"
        confirmLabel="Delete"
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(undefined)}
      >
        <p>Are you sure you want to delete the service? This action cannot be undone.</p>
        {deleting && <p className="font-medium text-stone-900">{deleting.name}</p>}
      </ConfirmDialog>
    </>
  );
}
