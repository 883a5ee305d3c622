import { useSalon } from '../../api/salon.ts';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useSalonToday } from '../../lib/use-salon-today.ts';
import { ContactCard } from './contact-card.tsx';
import { HeroImage } from './hero-image.tsx';
import { OpeningHoursCard } from './opening-hours-card.tsx';

/** Spec §2 '/salon'. With no salon details (a failed load counts as none) it still shows the name 'Salon'. */
export function SalonAbout() {
  const { data: salon, isPending } = useSalon();
  const today = useSalonToday();

  if (isPending) return <Spinner label="Loading salon details..." />;

  return (
    <div className="space-y-8">
      {salon?.heroUrl && (
        <div className="overflow-hidden rounded-[2rem] bg-plum-100 shadow-sm">
          <HeroImage url={salon.heroUrl} className="aspect-[3/1] w-full" />
        </div>
      )}
      <div className="max-w-3xl">
        <h1 className="font-display text-4xl font-semibold tracking-tight">{salon?.name || 'Salon'}</h1>
        {salon?.about && <p className="mt-4 text-lg leading-relaxed text-stone-700">{salon.about}</p>}
      </div>
      {salon && (
        <div className="grid items-start gap-6 md:grid-cols-2">
          <ContactCard salon={salon} />
          <OpeningHoursCard hours={salon.hours} today={today} />
        </div>
      )}
    </div>
  );
}
