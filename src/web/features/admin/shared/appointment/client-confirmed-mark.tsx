import { clsx } from 'clsx';
import type { AdminAppointment } from '../../../../../core/schemas/admin-appointment.schema.ts';

/**
 * '✓' beside a visit the client confirmed by replying C to its text reminder (issue 27), so the desk sees at a glance
 * whom it need not call. An image with a name, not bare text: screen readers say 'Client confirmed', never 'check mark'.
 * Nothing when the client has not confirmed by text.
 */
export function ClientConfirmedMark({
  appointment,
  className,
}: {
  appointment: Pick<AdminAppointment, 'clientConfirmedAt'>;
  className?: string;
}) {
  if (!appointment.clientConfirmedAt) return null;
  return (
    <span role="img" aria-label="Client confirmed" title="Client confirmed by text" className={clsx('font-semibold', className)}>
      ✓
    </span>
  );
}
