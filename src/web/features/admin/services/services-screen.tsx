import { useState } from 'react';
import type { Service } from '../../../../core/schemas/catalog.schema.ts';
import { useAdminBeauticians } from '../../../api/admin-beauticians.ts';
import { useAdminServices } from '../../../api/admin-services.ts';
import { ServiceForm } from './service-form.tsx';
import { ServicesList } from './services-list.tsx';

/** Spec §2 '/admin/services' and §4: the list, or the form for a new or chosen service; leaving the form reloads the list. */
export function ServicesScreen() {
  const [editing, setEditing] = useState<Service | 'new' | null>(null);
  const services = useAdminServices();
  const beauticians = useAdminBeauticians();

  if (editing) {
    return (
      <ServiceForm
        key={editing === 'new' ? 'new' : editing._id}
        service={editing === 'new' ? undefined : editing}
        beauticians={beauticians.data ?? []}
        onDone={() => {
          setEditing(null);
          window.scrollTo({ top: 0 });
        }}
      />
    );
  }
  return <ServicesList query={services} onAdd={() => setEditing('new')} onEdit={setEditing} />;
}
