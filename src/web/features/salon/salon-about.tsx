import { Link } from 'react-router';
import { useSalon } from '../../api/salon.ts';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { Notice } from '../../components/ui/notice.tsx';
import { paths } from '../../lib/paths.ts';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useSalonToday } from '../../lib/use-salon-today.ts';
import { ContactCard } from './contact-card.tsx';
import { HeroImage } from './hero-image.tsx';
import { OpeningHoursCard } from './opening-hours-card.tsx';
import { UpcomingClosuresCard } from './upcoming-closures-card.tsx';

/**
 * Spec §2 '/salon'. With no salon details (a failed load counts as none, spec §7) it still shows the name 'Salon',
 * and says the details could not be loaded, with a retry and the way to the services (issue 15).
 */
export function SalonAbout() {
  const { data: salon, isPending, isFetching, refetch } = useSalon();
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
      {!salon && (
        <Notice
          tone="error"
          title="The salon’s details could not be loaded just now."
          action={
            <>
              <Button onClick={() => void refetch()} disabled={isFetching}>
                Try again
              </Button>
              <Link to={paths.services} className={buttonClasses({ variant: 'secondary' })}>
                See our services
              </Link>
            </>
          }
        >
          Please check your connection. You can still browse the services and book.
        </Notice>
      )}
      {salon && (
        <div className="grid items-start gap-6 md:grid-cols-2">
          <ContactCard salon={salon} />
          <div className="space-y-6">
            <OpeningHoursCard hours={salon.hours} today={today} />
            <UpcomingClosuresCard />
          </div>
        </div>
      )}
    </div>
  );
}
