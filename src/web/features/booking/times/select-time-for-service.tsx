import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { useSalon } from '../../../api/salon.ts';
import { bringIntoView } from '../../../components/booking-picker/bring-into-view.ts';
import { NoticeHint } from '../../../components/booking-picker/notice-hint.tsx';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { formatCalendarDate } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';
import { useSalonToday } from '../../../lib/use-salon-today.ts';
import { useBookingStore } from '../booking-store.ts';
import { BookingOptions } from './booking-options.tsx';
import { DateStep } from './date-step.tsx';
import { TimeSlots } from './time-slots.tsx';
import { useBookingTarget } from './use-booking-target.ts';
import type { FullDayPanel } from './full-day.ts';

const TITLE = 'Select Date & Time';

/** '/times' once a service is chosen: options, the calendar and the free times (spec §2, §4). */
export function SelectTimeForService({ fullDay }: { fullDay?: FullDayPanel | undefined }) {
  const navigate = useNavigate();
  const today = useSalonToday();
  const selection = useBookingStore();
  const state = useBookingTarget(selection);
  const salon = useSalon();
  const timesCard = useRef<HTMLElement>(null);
  const timesHeading = useRef<HTMLHeadingElement>(null);
  const goBack = () => navigate(paths.home);
  const backButton = (
    <Button variant="ghost" size="sm" onClick={goBack} className="-ml-3 mb-3">
      <span aria-hidden="true">←</span> Back
    </Button>
  );

  if (state.status === 'loading') return <Spinner label="Loading availability..." />;
  if (state.status !== 'ready') {
    const message =
      state.status === 'error'
        ? state.message
        : state.status === 'no-beautician'
          ? 'No beautician assigned to this service'
          : 'Unable to load availability. Please try again.';
    return (
      <Notice tone="error" className="mx-auto max-w-lg" action={<Button onClick={goBack}>Go Back</Button>}>
        {message}
      </Notice>
    );
  }

  const { service, variant, staff, target, workingDays } = state;
  // A date kept from an earlier visit may have passed since; it is no longer a choice.
  const date = selection.date && selection.date >= today ? selection.date : undefined;
  const pickSlot = (startISO: string) => {
    // Store the diary the page showed, so checkout books exactly what was offered.
    selection.chooseSlot({ beauticianId: target.beauticianId, any: target.any, variantName: variant.name, price: variant.price, startISO });
    navigate(paths.checkout);
  };

  return (
    <>
      <PageHeading title={TITLE} subtitle={`${service.name} — ${variant.name}`}>
        {backButton}
      </PageHeading>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <Card aria-labelledby="date-heading">
          <h2 id="date-heading" className="mb-4 text-lg font-semibold">
            Choose a date
          </h2>
          <div className="mb-6">
            <BookingOptions
              variants={service.variants}
              variantName={variant.name}
              staff={staff}
              beauticianId={target.beauticianId}
              any={target.any}
              onVariantChange={(v) => selection.setService(service._id, v.name, v.price)}
              onBeauticianChange={selection.setBeautician}
            />
            {/* Issue 25: more services in the same visit, chosen on '/' ('Add to visit'). */}
            <Link to={paths.home} className={buttonClasses({ variant: 'secondary', size: 'sm', className: 'mt-4' })}>
              Add another service
            </Link>
          </div>
          <DateStep
            target={target}
            today={today}
            workingDays={workingDays}
            selected={date}
            onSelect={(picked) => {
              if (picked !== date) selection.setDate(picked);
              // On a phone the times sit below the calendar, out of sight: bring them to the customer (issue 15).
              bringIntoView(timesCard.current, timesHeading.current);
            }}
          />
        </Card>

        <Card ref={timesCard} aria-labelledby="time-heading" className="scroll-mt-20">
          <h2 id="time-heading" ref={timesHeading} tabIndex={-1} className="mb-1 text-lg font-semibold outline-none">
            Choose a time
          </h2>
          <p className="mb-4 text-sm text-stone-600">{date ? formatCalendarDate(date) : 'Pick a date to see the available times.'}</p>
          {date && <TimeSlots target={target} date={date} selectedStartISO={selection.startISO} onPick={pickSlot} />}
          {date && salon.data && <NoticeHint date={date} minNoticeMinutes={salon.data.booking.minNoticeMinutes} phone={salon.data.phone} />}
          {fullDay?.({ date: date ?? today, services: [target], client: selection.client })}
        </Card>
      </div>
    </>
  );
}
