import { useState } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { StaffService } from '../../../../core/schemas/catalog.schema.ts';
import { useDeleteService } from '../../../api/delete-service.ts';
import { Card } from '../../../components/ui/card.tsx';
import { useAlertOnError } from '../../../lib/use-alert-on-error.ts';
import { FilteredListCard } from '../shared/ui/filtered-list-card.tsx';
import { ListHeader } from '../shared/ui/list-header.tsx';
import { useConfirmedDelete } from '../shared/ui/use-confirmed-delete.ts';
import { DeleteServiceDialog } from './delete-service-dialog.tsx';
import { ALL_CATEGORIES, distinctCategories, filterServices, type ServiceFilterValues } from './service-display.ts';
import { ServiceFilters } from './service-filters.tsx';
import { ServiceCards, ServicesTable } from './services-table.tsx';

const INITIAL_FILTERS: ServiceFilterValues = { search: '', status: 'all', category: ALL_CATEGORIES };

interface Props {
  query: UseQueryResult<StaffService[]>;
  onAdd: () => void;
  onEdit: (service: StaffService) => void;
}

export function ServicesList({ query, onAdd, onEdit }: Props) {
  const [filters, setFilters] = useState(INITIAL_FILTERS);
  const remove = useDeleteService();
  const { deleting, setDeleting, confirmDelete } = useConfirmedDelete<StaffService>(remove, 'Failed to delete service');
  useAlertOnError(query.error, 'Failed to load services data');

  const all = query.data ?? [];
  const shown = filterServices(all, filters);

  return (
    <>
      <ListHeader title="Services" addLabel="+ Add Service" onAdd={onAdd} />
      <Card className="mb-6">
        <ServiceFilters values={filters} categories={distinctCategories(all)} onChange={setFilters} />
      </Card>
      <FilteredListCard
        label="Service list"
        query={query}
        loadingLabel="Loading services..."
        total={all.length}
        shown={shown.length}
        noun="services"
        emptyText="No services yet"
        addFirstLabel="Add Your First Service"
        onAdd={onAdd}
        noMatchText="No services match your filters"
        table={<ServicesTable services={shown} onEdit={onEdit} onDelete={setDeleting} />}
        cards={<ServiceCards services={shown} onEdit={onEdit} onDelete={setDeleting} />}
      />
      <DeleteServiceDialog
        open={Boolean(deleting)}
        name={deleting?.name}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(undefined)}
      />
    </>
  );
}
