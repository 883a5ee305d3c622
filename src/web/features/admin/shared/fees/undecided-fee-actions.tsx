import { mayUse } from '../../../../../core/access.ts';
import { useSession } from '../../../../api/auth-session.ts';
import { useVisitFee } from '../../../../api/visit-fee.ts';
import { FeeActions } from './fee-actions.tsx';
import { cardLine } from './fee-text.ts';

/**
 * A fee nobody has charged or waived yet, on the dashboard's list (issue 40): where it would go, and for the owner and
 * reception the same Charge and Waive the visit's own panel offers.
 */
export function UndecidedFeeActions({ appointmentId }: { appointmentId: string }) {
  const { data: user } = useSession();
  const mayDecide = user ? mayUse(user.role, 'fees') : false;
  const fee = useVisitFee(appointmentId, mayDecide).data;
  if (!user || !mayDecide || !fee?.kind) return null;
  return (
    <div className="space-y-2 px-2 pb-3 text-sm">
      {fee.status === 'none' && <p className="text-stone-700">{cardLine(fee)}</p>}
      <FeeActions appointmentId={appointmentId} fee={fee} role={user.role} />
    </div>
  );
}
