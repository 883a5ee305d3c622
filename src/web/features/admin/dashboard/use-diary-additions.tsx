import { useState } from 'react';
import { useNavigate } from 'react-router';
import { mayUse } from '../../../../core/access.ts';
import type { BeauticianPublic } from '../../../../core/schemas/catalog.schema.ts';
import { useSession } from '../../../api/auth-session.ts';
import { adminPaths } from '../../../lib/paths.ts';
import { NewAppointmentDialog } from '../shared/new-appointment/new-appointment-dialog.tsx';
import type { NewAppointmentStart } from '../shared/new-appointment/new-appointment-values.ts';
import { TimeOffDialog, type TimeOffDialogProps } from '../shared/time-off/time-off-dialog.tsx';
import { AddToDiaryDialog, type ChosenRange } from './add-to-diary-dialog.tsx';
import type { ChosenTime } from './appointments-calendar.tsx';
import type { BlockEvent } from './calendar-blocks.ts';
import { fromCalendarDate } from './calendar-dates.ts';

/**
 * What the dashboard adds to the diary and how (issue 16): the 'New appointment' button, a time selected on the
 * calendar (an appointment or time off there), a client booked from the waitlist, and a time-off block opened to edit. `dialogs` renders them.
 */
export function useDiaryAdditions(beauticians: BeauticianPublic[], filteredTo: string | undefined) {
  const [creating, setCreating] = useState<NewAppointmentStart>();
  const [chosen, setChosen] = useState<ChosenRange>();
  const [timeOff, setTimeOff] = useState<Pick<TimeOffDialogProps, 'initial' | 'timeOff'>>();
  const navigate = useNavigate();
  // Time off is managed with the staff, closures with the salon's hours: a role without them only sees the blocks.
  const { data: user } = useSession();
  const mayEditTimeOff = user ? mayUse(user.role, 'catalogue') : false;
  const mayEditClosures = user ? mayUse(user.role, 'settings') : false;

  const chooseTime = (time: ChosenTime) => {
    const id = time.beauticianId ?? filteredTo;
    const name = beauticians.find((b) => b._id === id)?.name;
    setChosen({
      start: fromCalendarDate(time.start),
      end: fromCalendarDate(time.end),
      ...(id && name ? { beautician: { id, name } } : {}),
    });
  };
  const openBlock = (block: BlockEvent) => {
    if (block.kind === 'time-off') {
      if (mayEditTimeOff) setTimeOff({ timeOff: block.timeOff });
    }
    // Closures are the salon's, kept with its hours.
    else if (mayEditClosures) void navigate(adminPaths.hours);
  };

  const dialogs = (
    <>
      <NewAppointmentDialog initial={creating} onClose={() => setCreating(undefined)} />
      <AddToDiaryDialog
        range={chosen}
        onClose={() => setChosen(undefined)}
        onAppointment={(range) => {
          setChosen(undefined);
          setCreating({ start: range.start, beauticianId: range.beautician?.id });
        }}
        onTimeOff={
          mayEditTimeOff
            ? (range) => {
                setChosen(undefined);
                setTimeOff({
                  initial: { beauticianId: range.beautician?.id, start: range.start.toISOString(), end: range.end.toISOString() },
                });
              }
            : undefined
        }
      />
      <TimeOffDialog open={Boolean(timeOff)} initial={timeOff?.initial} timeOff={timeOff?.timeOff} onClose={() => setTimeOff(undefined)} />
    </>
  );
  // `newAppointmentFor`: a New appointment already started, e.g. for a client on the waitlist (issue 28).
  return { newAppointment: () => setCreating({}), newAppointmentFor: setCreating, chooseTime, openBlock, dialogs };
}
