import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { BeauticianPublic } from '../../../../core/schemas/catalog.schema.ts';
import { NewAppointmentDialog, type NewAppointmentStart } from '../new-appointment/new-appointment-dialog.tsx';
import { TimeOffDialog, type TimeOffDialogProps } from '../time-off/time-off-dialog.tsx';
import { AddToDiaryDialog, type ChosenRange } from './add-to-diary-dialog.tsx';
import type { ChosenTime } from './appointments-calendar.tsx';
import type { BlockEvent } from './calendar-blocks.ts';
import { fromCalendarDate } from './calendar-dates.ts';

/**
 * What the dashboard adds to the diary and how (issue 16): the 'New appointment' button, a time selected on the
 * calendar (an appointment or time off there), and a time-off block opened to edit. `dialogs` renders them.
 */
export function useDiaryAdditions(beauticians: BeauticianPublic[], filteredTo: string | undefined) {
  const [creating, setCreating] = useState<NewAppointmentStart>();
  const [chosen, setChosen] = useState<ChosenRange>();
  const [timeOff, setTimeOff] = useState<Pick<TimeOffDialogProps, 'initial' | 'timeOff'>>();
  const navigate = useNavigate();

  const chooseTime = (time: ChosenTime) => {
    const id = time.beauticianId ?? filteredTo;
    const name = beauticians.find((b) => b._id === id)?.name;
    setChosen({ start: fromCalendarDate(time.start), end: fromCalendarDate(time.end), ...(id && name ? { beautician: { id, name } } : {}) });
  };
  const openBlock = (block: BlockEvent) => {
    if (block.kind === 'time-off') setTimeOff({ timeOff: block.timeOff });
    // Closures are the salon's, kept with its hours.
    else void navigate('/admin/hours');
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
        onTimeOff={(range) => {
          setChosen(undefined);
          setTimeOff({ initial: { beauticianId: range.beautician?.id, start: range.start.toISOString(), end: range.end.toISOString() } });
        }}
      />
      <TimeOffDialog open={Boolean(timeOff)} initial={timeOff?.initial} timeOff={timeOff?.timeOff} onClose={() => setTimeOff(undefined)} />
    </>
  );
  return { newAppointment: () => setCreating({}), chooseTime, openBlock, dialogs };
}
