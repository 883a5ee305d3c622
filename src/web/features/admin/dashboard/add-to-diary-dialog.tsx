import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { formatLongDate, formatTime } from '../../../lib/format.ts';

/** An empty stretch of the diary chosen on the week or day view: real instants, and the column's beautician. */
export interface ChosenRange {
  start: Date;
  end: Date;
  beautician?: { id: string; name: string };
}

interface AddToDiaryDialogProps {
  /** open on this range; closed when undefined */
  range: ChosenRange | undefined;
  onAppointment: (range: ChosenRange) => void;
  /** left out for a role that does not manage time off (a stylist: core/access.ts) */
  onTimeOff?: (range: ChosenRange) => void;
  onClose: () => void;
}

/**
 * A time selected on the calendar asks what goes there (issue 16), as Fresha's and Square's diaries do: an
 * appointment starting then, or time off over the whole selection.
 */
export function AddToDiaryDialog({ range, onAppointment, onTimeOff, onClose }: AddToDiaryDialogProps) {
  return (
    <Dialog open={Boolean(range)} onClose={onClose} title="Add to the diary">
      {range && (
        <>
          <p>
            {`${formatLongDate(range.start)}, ${formatTime(range.start)}–${formatTime(range.end)}`}
            {range.beautician && <span className="text-stone-600">{` · ${range.beautician.name}`}</span>}
          </p>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <Button variant="secondary" onClick={onClose}>
              Cancel
            </Button>
            {onTimeOff && (
              <Button variant="secondary" onClick={() => onTimeOff(range)}>
                Time off
              </Button>
            )}
            <Button onClick={() => onAppointment(range)}>New appointment</Button>
          </div>
        </>
      )}
    </Dialog>
  );
}
