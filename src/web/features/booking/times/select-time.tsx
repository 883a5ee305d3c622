import { lazy } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { loadChunk } from '../../../lib/load-chunk.ts';
import { paths } from '../../../lib/paths.ts';
import { useBookingStore } from '../booking-store.ts';
import type { FullDayPanel } from './full-day.ts';

/**
 * The calendar, slots and their libraries come in a chunk of their own, only once there is a service to book:
 * '/times' opened in a new tab (an empty selection) shows its message at once (docs/decisions/0014).
 */
const SelectTimeForService = lazy(async () => ({
  default: (await loadChunk(() => import('./select-time-for-service.tsx'))).SelectTimeForService,
}));
/** A visit of several services (issue 25) has a page of its own, in the same way. */
const SelectTimeForVisit = lazy(async () => ({
  default: (await loadChunk(() => import('../visit/select-time-for-visit.tsx'))).SelectTimeForVisit,
}));

/** Spec §2 '/times'. `fullDay`: what it offers under the times to a client who finds none that suits (issue 28). */
export function SelectTime({ fullDay }: { fullDay?: FullDayPanel | undefined }) {
  const serviceId = useBookingStore((s) => s.serviceId);
  const isVisit = useBookingStore((s) => s.also.length > 0);
  if (!serviceId) {
    return (
      <Notice
        title="Please select a service first."
        action={
          <Link to={paths.services} className={buttonClasses()}>
            Choose Service
          </Link>
        }
        className="mx-auto max-w-lg"
      />
    );
  }
  return isVisit ? <SelectTimeForVisit fullDay={fullDay} /> : <SelectTimeForService fullDay={fullDay} />;
}
