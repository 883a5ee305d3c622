import type { StaffRule } from '../../../../../core/booking/staff-rules.ts';
import type { StaffBookingInput } from '../../../../../core/schemas/staff-booking.schema.ts';
import { useAdminBeauticians } from '../../../../api/admin-beauticians.ts';
import { useAdminServices } from '../../../../api/admin-services.ts';
import { errorMessage } from '../../../../api/client.ts';
import { useBookByStaff } from '../../../../api/staff-bookings.ts';
import { Dialog } from '../../../../components/ui/dialog.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { useRuleConfirmation } from '../appointment/use-rule-confirmation.tsx';
import { NewAppointmentForm } from './new-appointment-form.tsx';
import { startingValues, type NewAppointmentStart } from './new-appointment-values.ts';

interface NewAppointmentDialogProps {
  /** open with these; closed when undefined */
  initial: NewAppointmentStart | undefined;
  onClose: () => void;
}

/**
 * 'New appointment' from the dashboard (a time chosen on the calendar, or the button) and the appointments screen
 * (docs/decisions/0026). A rule the time breaks is asked about, then the same booking is sent with it allowed.
 */
export function NewAppointmentDialog({ initial, onClose }: NewAppointmentDialogProps) {
  const book = useBookByStaff();
  const services = useAdminServices();
  const beauticians = useAdminBeauticians();
  const confirmation = useRuleConfirmation('Book anyway', book.isPending);
  const close = () => {
    if (book.isPending) return;
    book.reset();
    onClose();
  };
  const waitlistEntryId = initial?.waitlist?.entryId;
  const save = (input: StaffBookingInput, allow: StaffRule[] = []) =>
    book.mutate(
      { ...input, allow, ...(waitlistEntryId ? { waitlistEntryId } : {}) },
      { onSuccess: close, onError: (error) => confirmation.askIfNeeded(error, (rules) => save(input, rules)) },
    );
  const refusal =
    book.isError && !(book.error as { code?: string }).code?.startsWith('NEEDS') ? errorMessage(book.error, 'Failed to book') : undefined;

  return (
    <Dialog open={initial !== undefined} onClose={close} title="New appointment" className="max-w-2xl">
      {initial?.waitlist && <WaitlistNote services={initial.waitlist.services} />}
      {initial && (services.isPending || beauticians.isPending) && <Spinner label="Loading..." />}
      {initial && services.data && beauticians.data && (
        <NewAppointmentForm
          defaults={startingValues(initial, services.data)}
          services={services.data}
          beauticians={beauticians.data}
          saving={book.isPending}
          refusal={refusal}
          onSave={(input) => save(input)}
          onCancel={close}
        />
      )}
      {confirmation.dialog}
    </Dialog>
  );
}

/** What a client booked from the waitlist waits for: reception chooses those services (or what they agree on the phone). */
function WaitlistNote({ services }: { services: string[] }) {
  return (
    <p className="mb-4 rounded-xl bg-plum-50 px-4 py-2 text-sm text-stone-800">
      {`From the waitlist, waiting for: ${services.join('; ')}. Booking them ends their place on the waitlist.`}
    </p>
  );
}
