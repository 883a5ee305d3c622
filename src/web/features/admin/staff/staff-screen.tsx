import { useState } from 'react';
import type { BeauticianStaff } from '../../../../core/schemas/catalog.schema.ts';
import { useAdminBeauticians } from '../../../api/admin-beauticians.ts';
import { useAdminServices } from '../../../api/admin-services.ts';
import { StaffTimeOffDialog } from '../shared/time-off/staff-time-off-dialog.tsx';
import { useRecordEditing } from '../shared/ui/use-record-editing.ts';
import { StaffForm } from './staff-form.tsx';
import { StaffList } from './staff-list.tsx';

/** Spec §2 '/admin/staff' and §4: the list, or the form for a new or chosen staff member; and their time off. */
export function StaffScreen() {
  const { form, onAdd, onEdit, onDone } = useRecordEditing<BeauticianStaff>();
  const [timeOffOf, setTimeOffOf] = useState<BeauticianStaff>();
  const staff = useAdminBeauticians();
  const services = useAdminServices();

  if (form) return <StaffForm key={form.key} beautician={form.record} services={services.data ?? []} onDone={onDone} />;
  return (
    <>
      <StaffList
        query={staff}
        services={services.data ?? []}
        servicesError={services.error}
        onAdd={onAdd}
        onEdit={onEdit}
        onTimeOff={setTimeOffOf}
      />
      <StaffTimeOffDialog beautician={timeOffOf} onClose={() => setTimeOffOf(undefined)} />
    </>
  );
}
