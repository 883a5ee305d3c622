import type { AdminAppointment } from '../../../../core/schemas/admin-appointment.schema.ts';
import { visitPlace } from '../shared/appointment/appointment-display.ts';

/** Under a service of a visit of several, its place in it: 'Service 2 of 3 in one visit' (issue 25). */
export function VisitPlace({ appointment }: { appointment: AdminAppointment }) {
  const place = visitPlace(appointment);
  return place ? <span className="block text-xs text-stone-600">{place}</span> : null;
}
