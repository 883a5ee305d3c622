import type { AdminAppointment } from '../../../../core/schemas/admin-appointment.schema.ts';
import { useAwaitingCheckout } from '../../../api/awaiting-checkout.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { plural } from '../../../../core/plural.ts';

/** Enough to act on at the desk; the rest wait their turn (the oldest come first). */
const SHOWN = 20;

interface PanelProps {
  /** one beautician's visits, as the dashboard's filter says; everyone's when undefined */
  beauticianId: string | undefined;
  onCheckOut: (a: AdminAppointment) => void;
}

/**
 * Confirmed visits that have started and nobody has checked out (docs/decisions/0027), oldest first, each with
 * 'Check out'; and what happens to them otherwise, by the salon's auto-complete setting. Hidden when there are none.
 */
export function AwaitingCheckoutPanel({ beauticianId, onCheckOut }: PanelProps) {
  const awaiting = useAwaitingCheckout();
  const visits = (awaiting.data?.appointments ?? []).filter((a) => !beauticianId || a.beauticianId._id === beauticianId);
  if (!awaiting.data || visits.length === 0) return null;
  const hours = awaiting.data.autoCompleteHours;
  return (
    <Card aria-labelledby="awaiting-heading" className="mb-6">
      <h2 id="awaiting-heading" className="font-display text-xl font-semibold">
        {`Awaiting checkout (${visits.length})`}
      </h2>
      <p className="mt-1 text-sm text-stone-600">
        {hours === null
          ? 'Automatic completion is off: these visits wait until someone checks them out.'
          : `Visits not checked out are completed automatically ${plural(hours, 'hour')} after they end, their balance shown as ‘Not recorded’ in the takings.`}
      </p>
      <ul aria-label="Visits awaiting checkout" className="mt-4 divide-y divide-stone-100">
        {visits.slice(0, SHOWN).map((a) => (
          <li key={a._id} className="flex flex-wrap items-center justify-between gap-3 py-3">
            <span className="min-w-0 text-sm">
              <span className="block font-medium text-stone-900">{a.client.name || 'Unknown'}</span>
              <span className="block text-stone-600">{`${formatDateTime(a.start)} · ${a.service.name || a.variantName} · ${a.beautician?.name || a.beauticianId.name}`}</span>
            </span>
            <Button size="sm" onClick={() => onCheckOut(a)} aria-label={`Check out ${a.client.name || 'Unknown'}, ${formatDateTime(a.start)}`}>
              Check out
            </Button>
          </li>
        ))}
      </ul>
      {visits.length > SHOWN && <p className="mt-2 text-sm text-stone-600">{`Showing the oldest ${SHOWN}.`}</p>}
    </Card>
  );
}
