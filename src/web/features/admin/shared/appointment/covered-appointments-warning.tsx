import { Link } from 'react-router';
import type { CoveredAppointment } from '../../../../../core/schemas/time-off.schema.ts';
import { formatDateTime, formatTime } from '../../../../lib/format.ts';
import { adminPaths } from '../../../../lib/paths.ts';
import { plural, pluralWord } from '../../../../../core/plural.ts';

interface Props {
  appointments: CoveredAppointment[];
  /** 'this time off', 'this closure', 'these bank holidays' */
  what: string;
}

/** The appointments screen, searching for the client: where staff rearrange or cancel the booking. */
const appointmentLink = (a: CoveredAppointment) => `${adminPaths.appointments}?search=${encodeURIComponent(a.client.name)}`;

/**
 * After time off or a closure is saved over booked appointments: they stay booked (docs/decisions/0024), and each
 * is listed with a link to it, as the hours screen lists those outside new hours.
 */
export function CoveredAppointmentsWarning({ appointments, what }: Props) {
  if (appointments.length === 0) return null;
  return (
    <div role="alert" className="rounded-2xl border border-amber-300 bg-amber-50 px-5 py-4 text-amber-950">
      <p className="font-medium">{`${plural(appointments.length, 'booked appointment')} ${pluralWord(appointments.length, 'falls', 'fall')} in ${what}.`}</p>
      <p className="mt-1 text-sm">They are still booked: contact these clients to rearrange or cancel.</p>
      <ul className="mt-3 space-y-2 text-sm">
        {appointments.map((a) => (
          <li key={a._id} className="rounded-xl bg-white/70 px-3 py-2">
            <Link to={appointmentLink(a)} className="font-medium text-plum-800 underline">
              {formatDateTime(a.start)}–{formatTime(a.end)} · {a.client.name}
            </Link>{' '}
            · {a.service.name} - {a.variantName} · {a.beautician.name}
          </li>
        ))}
      </ul>
    </div>
  );
}
