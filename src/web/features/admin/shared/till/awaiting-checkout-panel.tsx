import type { AdminAppointment } from '../../../../../core/schemas/admin-appointment.schema.ts';
import { plural } from '../../../../../core/plural.ts';
import { useAwaitingCheckout } from '../../../../api/awaiting-checkout.ts';
import { formatDateTime } from '../../../../lib/format.ts';
import { visitIncludes } from './visit-bill.ts';
import { VisitsPanel } from './visits-panel.tsx';

interface PanelProps {
  /** one beautician's visits, as the dashboard's filter says; everyone's when undefined */
  beauticianId: string | undefined;
  onCheckOut: (a: AdminAppointment) => void;
}

/**
 * Confirmed visits that have started and nobody has checked out (docs/decisions/0027), oldest first, each with
 * 'Check out'; and what happens to them otherwise, by the salon's auto-complete setting. Hidden when there are none.
 * A visit of several services is one row, shown for each of its beauticians (issue 25).
 */
export function AwaitingCheckoutPanel({ beauticianId, onCheckOut }: PanelProps) {
  const awaiting = useAwaitingCheckout();
  if (!awaiting.data) return null;
  const visits = awaiting.data.appointments.filter((a) => !beauticianId || visitIncludes(a, beauticianId));
  const hours = awaiting.data.autoCompleteHours;
  return (
    <VisitsPanel
      id="awaiting"
      title="Awaiting checkout"
      visits={visits}
      note={
        hours === null
          ? 'Automatic completion is off: these visits wait until someone checks them out.'
          : `Visits not checked out are completed automatically ${plural(hours, 'hour')} after they end, their balance shown as ‘Not recorded’ in the takings.`
      }
      action={{
        label: 'Check out',
        describe: (a) => `Check out ${a.client.name || 'Unknown'}, ${formatDateTime(a.start)}`,
        onClick: onCheckOut,
      }}
    />
  );
}
