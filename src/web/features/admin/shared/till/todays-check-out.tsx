import type { AdminAppointment } from '../../../../../core/schemas/admin-appointment.schema.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { useNow } from '../../../../lib/use-now.ts';
import { checkOutAction } from '../appointment/appointment-display.ts';

/** Under a card of today's panel: 'Check out', once the server would allow it (a confirmed visit that has started). */
export function TodaysCheckOut({ appointment, onCheckOut }: { appointment: AdminAppointment; onCheckOut: (a: AdminAppointment) => void }) {
  const checkOut = checkOutAction(appointment, useNow());
  if (!checkOut.enabled) return null;
  return (
    <Button
      size="sm"
      variant="secondary"
      onClick={() => onCheckOut(appointment)}
      aria-label={`Check out ${appointment.client.name || 'Unknown'}`}
      className="mt-2 w-full"
    >
      Check out
    </Button>
  );
}
