import { clsx } from 'clsx';
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { formatGBP } from '../../../../../core/money.ts';
import type { AdminAppointment } from '../../../../../core/schemas/admin-appointment.schema.ts';
import type { FeeListItem } from '../../../../../core/schemas/fee.schema.ts';
import { adminAppointmentsQuery } from '../../../../api/admin-appointments.ts';
import { errorMessage } from '../../../../api/client.ts';
import { useFees } from '../../../../api/visit-fee.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { Card } from '../../../../components/ui/card.tsx';
import { formatDateTime } from '../../../../lib/format.ts';
import { toneClasses, type Tone } from '../../../../lib/status-tones.ts';
import { UndecidedFeeActions } from './undecided-fee-actions.tsx';

/** Enough to act on at the desk; 'Show all' gives the rest. */
const SHOWN = 10;

const KIND_NAMES: Record<FeeListItem['kind'], string> = { no_show: 'No-show fee', late_cancellation: 'Late-cancellation fee' };

const STATUS_WORDS: Record<FeeListItem['status'], { text: string; tone: Tone }> = {
  none: { text: 'To charge or waive', tone: 'amber' },
  charging: { text: 'Charging…', tone: 'blue' },
  requested: { text: 'Link sent to the client', tone: 'amber' },
  failed: { text: 'Card declined', tone: 'red' },
  paid: { text: 'Paid', tone: 'green' },
  waived: { text: 'Waived', tone: 'grey' },
  refunded: { text: 'Refunded', tone: 'grey' },
};

/** Who decided it, for the owner's eyes (issue 39): 'By Ruth', the waitlist's waiver, or the client's own cancellation. */
const decidedByWords = (fee: FeeListItem): string => {
  if (fee.status === 'none') return 'Nobody has charged or waived it yet';
  const decided = fee.decidedBy
    ? `By ${fee.decidedBy}`
    : fee.status === 'waived'
      ? 'Waived automatically'
      : 'On the client’s own late cancellation';
  return fee.refundedBy ? `${decided}; refunded by ${fee.refundedBy}` : decided;
};

interface FeesListPanelProps {
  /** opens the visit's details, as a card of Today's Appointments does */
  onOpen: (a: AdminAppointment) => void;
}

/**
 * The no-show and late-cancellation fees (issue 26): those nobody has charged or waived yet, with their Charge and
 * Waive (issue 40), then those still waiting (being charged, or the client e-mailed a link
 * to pay) first, then those paid, waived or refunded in the last 7 days; a stylist sees only their own appointments'.
 * A row opens the visit's details, where the fee is charged, waived or refunded. Hidden when there are none.
 */
export function FeesListPanel({ onOpen }: FeesListPanelProps) {
  const fees = useFees().data?.fees ?? [];
  const queryClient = useQueryClient();
  const [all, setAll] = useState(false);
  const [opening, setOpening] = useState<string>();
  const [openError, setOpenError] = useState('');
  if (fees.length === 0) return null;
  const shown = all ? fees : fees.slice(0, SHOWN);

  // The list knows the visit's first service by id and start: the appointments starting then hold its full record.
  const open = async (fee: FeeListItem) => {
    setOpening(fee.appointmentId);
    setOpenError('');
    try {
      const to = new Date(new Date(fee.start).getTime() + 60_000).toISOString();
      const page = await queryClient.fetchQuery(adminAppointmentsQuery({ from: fee.start, to }));
      const appointment = page.items.find((a) => a._id === fee.appointmentId);
      if (appointment) onOpen(appointment);
      else setOpenError('The appointment could not be found.');
    } catch (error) {
      setOpenError(errorMessage(error, 'The appointment could not be opened.'));
    } finally {
      setOpening(undefined);
    }
  };

  return (
    <Card aria-labelledby="fees-heading" className="mb-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="fees-heading" className="font-display text-xl font-semibold">
          {`Fees (${fees.length})`}
        </h2>
        {fees.length > SHOWN && (
          <Button size="sm" variant="secondary" aria-expanded={all} aria-controls="fees-list" onClick={() => setAll(!all)}>
            {all ? `Show the first ${SHOWN}` : `Show all ${fees.length}`}
          </Button>
        )}
      </div>
      <p className="mt-1 text-sm text-stone-600">
        No-show and late-cancellation fees to charge or waive, those still waiting, then those paid, waived or refunded in the last 7 days.
      </p>
      <p role="status" className="mt-1 text-sm text-red-700">
        {openError}
      </p>
      <ul id="fees-list" aria-label="Fees" className="mt-2 divide-y divide-stone-100">
        {shown.map((fee) => {
          const status = STATUS_WORDS[fee.status];
          return (
            <li key={fee.appointmentId}>
              <button
                type="button"
                disabled={opening !== undefined}
                aria-busy={opening === fee.appointmentId}
                onClick={() => void open(fee)}
                className="flex w-full flex-wrap items-center justify-between gap-3 rounded-xl px-2 py-3 text-left text-sm transition-colors hover:bg-plum-50 disabled:cursor-wait"
              >
                <span className="min-w-0">
                  <span className="block font-medium text-stone-900">{fee.clientName || 'Unknown'}</span>
                  <span className="block text-stone-600">{`${formatDateTime(fee.start)} · ${fee.serviceName}`}</span>
                  <span className="block tabular-nums text-stone-900">{`${KIND_NAMES[fee.kind]} · ${formatGBP(fee.charge)}`}</span>
                  <span className="block text-stone-600">{decidedByWords(fee)}</span>
                </span>
                <span
                  className={clsx(
                    'inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset',
                    toneClasses(status.tone),
                  )}
                >
                  {status.text}
                </span>
              </button>
              {fee.status === 'none' && <UndecidedFeeActions appointmentId={fee.appointmentId} />}
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
