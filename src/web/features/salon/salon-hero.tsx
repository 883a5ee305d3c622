import { summarizeHours } from '../../../core/hours.ts';
import { useSalon } from '../../api/salon.ts';
import { Icon } from '../../components/ui/icons.tsx';
import { HeroImage } from './hero-image.tsx';

/**
 * Spec §2 '/' hero banner; every field has its fallback because salon details may never arrive. The hours
 * wait for the answer, so the spec's '9AM–5PM, Mon–Fri' fallback never flashes before the real hours.
 */
export function SalonHero() {
  const { data: salon, isPending } = useSalon();
  const name = salon?.name || 'Beauty Salon';

  return (
    // The minimum heights hold the room the salon's details take when they arrive, so the services below
    // do not jump down (layout shift: docs/decisions/0014).
    <section
      aria-labelledby="hero-heading"
      className="relative isolate min-h-[25rem] overflow-hidden rounded-[2rem] bg-plum-900 shadow-lg sm:min-h-[24.5rem] lg:min-h-[26.5rem]"
    >
      {/* Not before the details arrive: the stock photo would download only to be swapped for the salon's own. */}
      {!isPending && <HeroImage url={salon?.heroUrl} className="absolute inset-0 -z-10 size-full" />}
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-gradient-to-r from-plum-900/90 via-plum-900/70 to-plum-900/20" />
      <div className="max-w-2xl px-6 py-14 sm:px-10 sm:py-20 lg:py-24">
        <p className="text-sm font-medium uppercase tracking-[0.2em] text-plum-100">Book online</p>
        <h1 id="hero-heading" className="mt-3 font-display text-4xl font-semibold tracking-tight text-white sm:text-5xl">
          {name}
        </h1>
        {salon?.about && <p className="mt-4 line-clamp-2 text-lg text-plum-50">{salon.about}</p>}
        <ul className="mt-6 space-y-2 text-sm text-white sm:text-base">
          {salon?.address && (
            <li className="flex items-start gap-2">
              <Icon name="pin" className="mt-0.5 size-5 shrink-0 text-plum-200" />
              <span>{salon.address}</span>
            </li>
          )}
          {!isPending && (
            <li className="flex items-start gap-2">
              <Icon name="clock" className="mt-0.5 size-5 shrink-0 text-plum-200" />
              <span>
                <span className="sr-only">Opening hours: </span>
                {summarizeHours(salon?.hours)}
              </span>
            </li>
          )}
        </ul>
      </div>
    </section>
  );
}
