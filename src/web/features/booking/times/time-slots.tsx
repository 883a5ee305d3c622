import { useSlots, type AvailabilityTarget } from '../../../api/slots.ts';
import { TimeSlotList } from '../../../components/booking-picker/time-slot-list.tsx';

interface TimeSlotsProps {
  target: AvailabilityTarget;
  date: string;
  selectedStartISO: string | undefined;
  onPick: (startISO: string) => void;
}

/** Spec §2/§8: the day's free start times for the diary '/times' reads. */
export function TimeSlots({ target, date, ...shown }: TimeSlotsProps) {
  return <TimeSlotList slots={useSlots(target, date)} date={date} {...shown} />;
}
