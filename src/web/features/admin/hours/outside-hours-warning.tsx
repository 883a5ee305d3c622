import type { OutsideHoursAppointment } from '../../../../core/schemas/settings.schema.ts';
import { formatDateTime, formatTime } from '../../../lib/format.ts';
import { plural, pluralWord } from '../../../../core/plural.ts';

/** After a save: future appointments the new hours no longer cover. They stay booked; staff decide what to do. */
export function OutsideHoursWarning({ appointments }: { appointments: OutsideHoursAppointment[] }) {
  if (appointments.length === 0) return null;
  return (
    <div role="alert" className="rounded-2xl border border-amber-300 bg-amber-50 px-5 py-4 text-amber-950">
      <p className="font-medium">
        {`${plural(appointments.length, 'upcoming appointment')} now ${pluralWord(appointments.length, 'falls', 'fall')} outside the salon's working hours.`}
      </p>
      <p className="mt-1 text-sm">
        Changing the hours never moves or cancels appointments: contact these clients if they need rearranging.
      </p>
      <ul className="mt-3 space-y-2 text-sm">
        {appointments.map((a) => (
          <li key={a._id} className="rounded-xl bg-white/70 px-3 py-2">
            <span className="font-medium">
              {formatDateTime(a.start)}–{formatTime(a.end)}
            </span>{' '}
            · {a.client.name} · {a.service.name} - {a.variantName} · {a.beautician.name} ·{' '}
            {a.reason === 'closed' ? 'the salon is now closed that day' : 'outside the new opening hours'}
          </li>
        ))}
      </ul>
    </div>
  );
}
