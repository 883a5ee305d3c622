import type { StaffService } from '../../../../core/schemas/catalog.schema.ts';
import { useAdminBeauticians } from '../../../api/admin-beauticians.ts';
import { useAdminServices } from '../../../api/admin-services.ts';
import { useRecordEditing } from '../shared/ui/use-record-editing.ts';
import { ServiceForm } from './service-form.tsx';
import { ServicesList } from './services-list.tsx';

/** Spec §2 '/admin/services' and §4: the list, or the form for a new or chosen service; leaving the form reloads the list. */
export function ServicesScreen() {
  const { form, onAdd, onEdit, onDone } = useRecordEditing<StaffService>();
  const services = useAdminServices();
  const beauticians = useAdminBeauticians();

  if (form) return <ServiceForm key={form.key} service={form.record} beauticians={beauticians.data ?? []} onDone={onDone} />;
  return <ServicesList query={services} onAdd={onAdd} onEdit={onEdit} />;
}
