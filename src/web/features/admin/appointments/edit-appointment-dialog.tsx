import type { AdminAppointment } from '../../../../core/schemas/admin-appointment.schema.ts';
import type { BeauticianPublic, Service } from '../../../../core/schemas/catalog.schema.ts';
import { errorMessage } from '../../../api/client.ts';
import { useUpdateAppointment } from '../../../api/update-appointment.ts';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import type { StaffRule } from '../../../../core/booking/staff-rules.ts';
import { FeePanel } from '../shared/fees/fee-panel.tsx';
import { useRuleConfirmation } from '../shared/appointment/use-rule-confirmation.tsx';
import { EditAppointmentForm, toChanges, type EditValues } from './edit-appointment-form.tsx';

interface EditDialogProps {
  appointment: AdminAppointment | undefined;
  services: Service[];
  beauticians: BeauticianPublic[];
  /** the form waits for the lists, so its selects open on the booked service and beautician */
  catalogLoading: boolean;
  onClose: () => void;
}

/** Spec §2 'Edit Appointment': save replaces the row with the server's appointment (§4); failures alert (§8). */
export function EditAppointmentDialog({ appointment, services, beauticians, catalogLoading, onClose }: EditDialogProps) {
  const update = useUpdateAppointment();
  const confirmation = useRuleConfirmation('Save anyway', update.isPending);
  const close = () => {
    if (!update.isPending) onClose();
  };
  const save = (values: EditValues, allow: StaffRule[] = []) => {
    if (!appointment) return;
    update.mutate(
      { id: appointment._id, changes: { ...toChanges(values, appointment), allow } },
      {
        onSuccess: onClose,
        // A time in the past, outside hours or in time off is saved once staff confirm it (docs/decisions/0026).
        onError: (error) => {
          if (!confirmation.askIfNeeded(error, (rules) => save(values, rules)))
            window.alert(errorMessage(error, 'Failed to update appointment'));
        },
      },
    );
  };

  return (
    <Dialog open={Boolean(appointment)} onClose={close} title="Edit Appointment" className="max-w-2xl">
      {/* A no-show's or late cancellation's fee (issue 26), above the form; nothing when the visit has none. */}
      {appointment && <FeePanel appointment={appointment} className="mb-6 rounded-2xl border border-stone-200 p-4" />}
      {appointment && catalogLoading && <Spinner label="Loading..." />}
      {appointment && !catalogLoading && (
        <EditAppointmentForm
          key={appointment._id}
          appointment={appointment}
          services={services}
          beauticians={beauticians}
          saving={update.isPending}
          onSave={(values) => save(values)}
          onCancel={close}
        />
      )}
      {confirmation.dialog}
    </Dialog>
  );
}
