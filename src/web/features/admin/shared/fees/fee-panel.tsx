import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { mayUse } from '../../../../../core/access.ts';
import type { AdminAppointment } from '../../../../../core/schemas/admin-appointment.schema.ts';
import type { FeeView } from '../../../../../core/schemas/fee.schema.ts';
import { useSession } from '../../../../api/auth-session.ts';
import { useVisitFee } from '../../../../api/visit-fee.ts';
import { visitMoneyQuery } from '../../../../api/visit-money.ts';
import { TestMoneyNote } from '../../../../components/ui/test-money-note.tsx';
import { FeeActions } from './fee-actions.tsx';
import { cardLine, feeActions, feeQuoteText, feeStatusLines, mayHaveFee } from './fee-text.ts';

interface FeePanelProps {
  appointment: Pick<AdminAppointment, '_id' | 'status'>;
  className?: string;
}

/**
 * A missed or late-cancelled visit's fee (issue 26): what it is and where it stands, and for the owner and reception
 * (core/access.ts 'fees') the choices: charge, waive, refund. A stylist sees the state only. Nothing shows for a visit
 * without a fee (`kind` null), or while it loads.
 */
export function FeePanel({ appointment, className }: FeePanelProps) {
  const enabled = mayHaveFee(appointment.status);
  const fee = useVisitFee(appointment._id, enabled);
  if (!enabled) return null;
  if (fee.isError && !fee.data) return <p className="text-sm text-stone-600">The fee could not be loaded.</p>;
  if (!fee.data?.kind) return null;
  return <FeeDetails appointmentId={appointment._id} fee={fee.data} className={className} />;
}

function FeeDetails({ appointmentId, fee, className }: { appointmentId: string; fee: FeeView; className?: string }) {
  const headingId = useId();
  const { data: user } = useSession();
  const mayDecide = user ? mayUse(user.role, 'fees') : false;
  // The fee is a share of the whole visit's price (several services are one visit, docs/decisions/0032).
  const price = useQuery({ ...visitMoneyQuery(appointmentId), enabled: fee.status === 'none' }).data?.price;
  const undecided = fee.status === 'none';
  const moneyMoved = fee.status === 'paid' || fee.status === 'refunded';
  return (
    <section aria-labelledby={headingId} className={className}>
      <h3 id={headingId} className="text-xs font-semibold uppercase tracking-wide text-plum-800">
        {fee.kind === 'no_show' ? 'No-show fee' : 'Late-cancellation fee'}
      </h3>
      <div className="mt-1.5 space-y-3 text-sm">
        {/* Always in the page, so the answer to a charge, a waiver or a refund is announced as it arrives. */}
        <div role="status" className="space-y-1 text-stone-900">
          {undecided && <p>{feeQuoteText(fee, price)}</p>}
          {undecided && fee.charge > 0 && <p className="text-stone-700">{cardLine(fee)}</p>}
          {feeStatusLines(fee).map((line) => (
            <p key={line}>{line}</p>
          ))}
          {fee.testMoney && (moneyMoved ? <TestMoneyNote /> : <TestMoneyChip />)}
        </div>
        {mayDecide && user ? (
          <FeeActions appointmentId={appointmentId} fee={fee} role={user.role} />
        ) : (
          Object.values(feeActions(fee)).some(Boolean) && (
            <p className="text-stone-600">Only the owner or reception can charge, waive or refund a fee.</p>
          )
        )}
      </div>
    </section>
  );
}

/** Before any money moves: the fee would be charged with the provider's test money. */
function TestMoneyChip() {
  return (
    <span className="inline-block rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
      Test money: no real card is charged
    </span>
  );
}
