import { useState } from 'react';
import type { BeauticianStaff } from '../../../../core/schemas/catalog.schema.ts';
import { useAdminBeauticians } from '../../../api/admin-beauticians.ts';
import { useAdminServices } from '../../../api/admin-services.ts';
import { StaffTimeOffDialog } from '../shared/time-off/staff-time-off-dialog.tsx';
import { StaffForm } from './staff-form.tsx';
import { StaffList } from './staff-list.tsx';

/** Spec §2 '/admin/staff' and §4: the list, or the form for a new or chosen staff member; and their time off. */
export function StaffScreen() {
  const [editing, setEditing] = useState<BeauticianStaff | 'new' | null>(null);
  const [timeOffOf, setTimeOffOf] = useState<BeauticianStaff>();
  const staff = useAdminBeauticians();
  const services = useAdminServices();

  if (editing) {
    return (
      <StaffForm
        key={editing === 'new' ? 'new' : editing._id}
        beautician={editing === 'new' ? undefined : editing}
        services={services.data ?? []}
        onDone={() => {
          setEditing(null);
          window.scrollTo({ top: 0 });
        }}
      />
    );
  }
  return (
    <>
      <StaffList
        query={staff}
        services={services.data ?? []}
        servicesError={services.error}
        onAdd={() => setEditing('new')}
        onEdit={setEditing}
        onTimeOff={setTimeOffOf}
      />
      <StaffTimeOffDialog beautician={timeOffOf} onClose={() => setTimeOffOf(undefined)} />
    </>
  );
}
