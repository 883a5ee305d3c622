import { clsx } from 'clsx';
import { formatHour12 } from '../../../core/hours.ts';
import { DAY_KEYS, WEEK_FROM_MONDAY } from '../../../core/day-keys.ts';
import type { SalonHours } from '../../../core/schemas/salon.schema.ts';
import { dayOfWeek } from '../../../core/time.ts';
import { Card } from '../../components/ui/card.tsx';

/** Spec §2 '/salon' Opening Hours: all seven days, today (in the salon's zone) marked 'Today'. */
export function OpeningHoursCard({ hours, today }: { hours: SalonHours; today: string }) {
  const todayKey = DAY_KEYS[dayOfWeek(today)];

  return (
    <Card aria-labelledby="hours-heading">
      <h2 id="hours-heading" className="font-display text-2xl font-semibold">
        Opening Hours
      </h2>
      <ul className="mt-5 divide-y divide-stone-100">
        {WEEK_FROM_MONDAY.map(({ key, name }) => {
          const day = hours[key];
          const isToday = key === todayKey;
          return (
            <li
              key={key}
              aria-current={isToday ? 'date' : undefined}
              className={clsx('flex items-center justify-between gap-3 px-3 py-3', isToday && 'rounded-xl bg-plum-50 font-medium')}
            >
              <span className="flex items-center gap-2 text-stone-800">
                {name}
                {isToday && <span className="rounded-full bg-plum-700 px-2 py-0.5 text-xs font-medium text-white">Today</span>}
              </span>
              <span className={clsx('tabular-nums', day.open ? 'text-stone-900' : 'text-stone-600')}>
                {day.open ? `${formatHour12(day.start)} – ${formatHour12(day.end)}` : 'Closed'}
              </span>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
