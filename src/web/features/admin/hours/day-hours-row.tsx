import { DEFAULT_DAY_HOURS, type SettingsDayHours } from '../../../../core/schemas/settings.schema.ts';
import { Button } from '../../../components/ui/button.tsx';
import { controlClass } from '../../../components/ui/form-controls.tsx';

interface Props {
  dayKey: string;
  dayName: string;
  hours: SettingsDayHours | null;
  onChange: (hours: SettingsDayHours | null) => void;
  onCopyToAll: () => void;
}

/** One day: a tick (ticking opens it 09:00–17:00, spec §4), Opens and Closes, or 'Closed'. */
export function DayHoursRow({ dayKey, dayName, hours, onChange, onCopyToAll }: Props) {
  const id = `hours-${dayKey}`;
  return (
    <li className="grid items-center gap-3 border-b border-stone-100 py-4 last:border-b-0 sm:grid-cols-[9rem_minmax(0,1fr)_auto]">
      <div className="flex items-center gap-3">
        <input
          id={`${id}-open`}
          type="checkbox"
          checked={hours !== null}
          onChange={(e) => onChange(e.target.checked ? { ...DEFAULT_DAY_HOURS } : null)}
          className="size-5 accent-plum-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-plum-600"
        />
        <label htmlFor={`${id}-open`} className="font-medium text-stone-900">
          {dayName}
        </label>
      </div>
      {hours ? (
        <div className="flex flex-wrap items-center gap-x-5 gap-y-2">
          {(['start', 'end'] as const).map((key) => (
            <div key={key} className="flex items-center gap-2">
              <label htmlFor={`${id}-${key}`} className="w-12 text-sm text-stone-700">
                {key === 'start' ? 'Opens' : 'Closes'}
              </label>
              <div className="w-36">
                <input
                  id={`${id}-${key}`}
                  type="time"
                  aria-label={`${dayName} ${key === 'start' ? 'opens' : 'closes'}`}
                  value={hours[key]}
                  onChange={(e) => onChange({ ...hours, [key]: e.target.value })}
                  className={controlClass}
                />
              </div>
            </div>
          ))}
        </div>
      ) : (
        <p className="text-stone-600">Closed</p>
      )}
      <Button size="sm" variant="ghost" onClick={onCopyToAll} aria-label={`Copy ${dayName} to all days`}>
        Copy to All
      </Button>
    </li>
  );
}
