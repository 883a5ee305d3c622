import type { AdminAppointment } from '../../../../../core/schemas/admin-appointment.schema.ts';
import { useVisitMoney } from '../../../../api/visit-money.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { useNow } from '../../../../lib/use-now.ts';
import { checkOutAction } from '../appointment/appointment-display.ts';
import { VisitPayments } from './visit-payments.tsx';

/** The Appointment Details' payments: the money history, and 'Check out' once the visit may be checked out. */
export function DetailsPayments({ appointment, onCheckOut }: { appointment: AdminAppointment; onCheckOut: (a: AdminAppointment) => void }) {
  const money = useVisitMoney(appointment._id);
  const checkOut = checkOutAction(appointment, useNow());
  return (
    <div className="space-y-3">
      {money.data ? (
        <VisitPayments money={money.data} />
      ) : (
        <p className="text-stone-600">{money.isError ? 'The payments could not be loaded.' : 'Loading payments…'}</p>
      )}
      {checkOut.enabled && <Button onClick={() => onCheckOut(appointment)}>Check out</Button>}
    </div>
  );
}
