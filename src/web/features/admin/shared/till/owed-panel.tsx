import { formatGBP } from '../../../../../core/money.ts';
import type { AdminAppointment } from '../../../../../core/schemas/admin-appointment.schema.ts';
import { useOwedVisits } from '../../../../api/owed-visits.ts';
import { formatDateTime } from '../../../../lib/format.ts';
import { visitIncludes } from './visit-bill.ts';
import { VisitsPanel } from './visits-panel.tsx';

interface PanelProps {
  /** one beautician's visits, as the dashboard's filter says; everyone's when undefined */
  beauticianId: string | undefined;
  /** opens the visit's payments, where 'Add payment' takes what is owed */
  onTakePayment: (a: AdminAppointment) => void;
}

/**
 * Checked-out visits whose client still owes part of the price (issue 23, docs/decisions/0027), oldest first, each
 * with what it owes (a visit of several services: all of it, issue 25) and 'Take payment'. A later payment (or the rest given up as a discount) takes it off. Hidden when
 * nothing is owed.
 */
export function OwedPanel({ beauticianId, onTakePayment }: PanelProps) {
  const owed = useOwedVisits();
  const visits = (owed.data?.appointments ?? []).filter((a) => !beauticianId || visitIncludes(a, beauticianId));
  return (
    <VisitsPanel
      id="owed"
      title="Owed"
      visits={visits}
      note="Checked out with part of the price still to pay. Take it with ‘Add payment’ when the client pays."
      detail={(a) => `Owes ${formatGBP(a.visit?.owed ?? a.owed)}`}
      action={{
        label: 'Take payment',
        describe: (a) => `Take payment from ${a.client.name || 'Unknown'}, ${formatDateTime(a.start)}`,
        onClick: onTakePayment,
      }}
    />
  );
}
