import type { ReactNode } from 'react';
import type { StaffRule } from '../../../../core/booking/staff-rules.ts';
import type { AdminAppointment } from '../../../../core/schemas/admin-appointment.schema.ts';
import { errorMessage } from '../../../api/client.ts';
import { useUpdateAppointment } from '../../../api/update-appointment.ts';
import { useRuleConfirmation } from '../shared/appointment/use-rule-confirmation.tsx';
import { fromCalendarDate } from './calendar-dates.ts';

/** Where an appointment was dropped (or resized to): calendar Dates, and the day view's beautician column. */
export interface CalendarMove {
  appointment: AdminAppointment;
  start: Date;
  end: Date;
  beauticianId?: string;
}

/**
 * Drag and drop and resize on the calendar go through the edit dialog's own PATCH and checks (docs/decisions/0026):
 * the event stays where the server's data puts it until the move is saved, so a refused move 'snaps back' and says
 * why; a rule staff may break is asked about first, and the client is e-mailed the change with its updated invite.
 */
export function useCalendarMoves(): { move: (change: CalendarMove) => void; moving: boolean; dialog: ReactNode } {
  const update = useUpdateAppointment();
  const confirmation = useRuleConfirmation('Move anyway', update.isPending);
  const move = (change: CalendarMove, allow: StaffRule[] = []) => {
    const changes = {
      start: fromCalendarDate(change.start).toISOString(),
      end: fromCalendarDate(change.end).toISOString(),
      ...(change.beauticianId && change.beauticianId !== change.appointment.beauticianId._id ? { beauticianId: change.beauticianId } : {}),
      allow,
    };
    update.mutate(
      { id: change.appointment._id, changes },
      {
        onError: (error) => {
          if (!confirmation.askIfNeeded(error, (rules) => move(change, rules)))
            window.alert(errorMessage(error, 'Failed to update appointment'));
        },
      },
    );
  };
  return { move: (change) => move(change), moving: update.isPending, dialog: confirmation.dialog };
}
