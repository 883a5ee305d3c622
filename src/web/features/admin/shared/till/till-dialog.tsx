import type { AdminAppointment } from '../../../../../core/schemas/admin-appointment.schema.ts';
import { useVisitMoney } from '../../../../api/visit-money.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { Dialog } from '../../../../components/ui/dialog.tsx';
import { FormErrorBox } from '../../../../components/ui/form-messages.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { formatDateTime } from '../../../../lib/format.ts';
import { ClientNotes } from '../appointment/client-notes.tsx';
import { CheckoutForm } from './checkout-form.tsx';
import { MoneySummary } from './money-summary.tsx';
import { VisitPayments } from './visit-payments.tsx';
import { VisitServices } from './visit-services.tsx';

interface TillDialogProps {
  appointment: AdminAppointment | undefined;
  onClose: () => void;
  /** the checked-out appointment, as the server returned it */
  onCheckedOut?: (appointment: AdminAppointment) => void;
}

/**
 * The till (docs/decisions/0027): 'Check out' for a visit not yet checked out, 'Payments' (its money history and
 * further payments) once it is. Which one follows the server's status of the visit, not the row's, which may be old.
 * Opened on any service of a visit of several, it is the whole visit's bill (issue 25).
 */
export function TillDialog({ appointment, onClose, onCheckedOut }: TillDialogProps) {
  return (
    <Dialog
      open={Boolean(appointment)}
      onClose={onClose}
      title={appointment?.status === 'completed' ? 'Payments' : 'Check out'}
      className="max-w-2xl"
    >
      {appointment && <TillBody key={appointment._id} appointment={appointment} onClose={onClose} onCheckedOut={onCheckedOut} />}
    </Dialog>
  );
}

function TillBody({ appointment: a, onClose, onCheckedOut }: TillDialogProps & { appointment: AdminAppointment }) {
  const money = useVisitMoney(a._id);
  // A visit of several services: all of them, from the first one's start.
  const parts = money.data?.parts ?? [];
  const what = parts.length > 1 ? parts.map((p) => p.service).join(' + ') : a.service.name || a.variantName;
  const when = parts.length > 1 ? parts[0]!.start : a.start;
  const closeButton = (
    <div className="mt-6 flex justify-end">
      <Button variant="secondary" onClick={onClose}>
        Close
      </Button>
    </div>
  );
  return (
    <>
      <p className="-mt-2 mb-4 text-stone-700">{`${a.client.name || 'Unknown'} · ${what} · ${formatDateTime(when)}`}</p>
      <ClientNotes appointment={a} compact className="-mt-2 mb-4" />
      {money.isPending ? (
        <Spinner label="Loading payments…" />
      ) : money.isError ? (
        <>
          <FormErrorBox title="The visit's payments could not be loaded" message={money.error.message} />
          {closeButton}
        </>
      ) : money.data.status === 'confirmed' ? (
        <>
          <VisitServices money={money.data} />
          <MoneySummary money={money.data} />
          <CheckoutForm
            money={money.data}
            onClose={onClose}
            onDone={(appointment) => {
              onCheckedOut?.(appointment);
              onClose();
            }}
          />
        </>
      ) : (
        <>
          <VisitServices money={money.data} />
          <MoneySummary money={money.data} />
          <div className="mt-5">
            <VisitPayments money={money.data} />
          </div>
          {closeButton}
        </>
      )}
    </>
  );
}
