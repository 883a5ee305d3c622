import { useState } from 'react';
import type { AdminAppointment } from '../../../../../core/schemas/admin-appointment.schema.ts';
import { TillDialog } from './till-dialog.tsx';

/** A screen's till: `openTill(a)` opens 'Check out' (or 'Payments' for a visit checked out) over it. */
export function useTillDialog(onCheckedOut?: (appointment: AdminAppointment) => void) {
  const [appointment, setAppointment] = useState<AdminAppointment>();
  const tillDialog = <TillDialog appointment={appointment} onClose={() => setAppointment(undefined)} onCheckedOut={onCheckedOut} />;
  return { openTill: setAppointment, tillDialog };
}
