import { useForm, useWatch } from 'react-hook-form';
import type { AdminAppointment } from '../../../../core/schemas/admin-appointment.schema.ts';
import type { BeauticianPublic, Service } from '../../../../core/schemas/catalog.schema.ts';
import type { AppointmentChanges } from '../../../api/update-appointment.ts';
import { controlClass, Field } from '../../../components/ui/form-controls.tsx';
import { fromSalonDateTimeInput, toSalonDateTimeInput } from '../../../lib/salon-time-input.ts';
import { variantOptionText } from '../shared/appointment/appointment-display.ts';
import { CancelSaveButtons } from '../shared/ui/admin-form-shell.tsx';
import { FormSection } from '../shared/ui/form-section.tsx';

/** The form's copy of an appointment (spec §3 'Edit-form copies'): every value as its input holds it. */
export interface EditValues {
  clientName: string;
  clientEmail: string;
  clientPhone: string;
  clientNotes: string;
  beauticianId: string;
  serviceId: string;
  variantName: string;
  /** London wall time, 'YYYY-MM-DDTHH:mm' */
  start: string;
  end: string;
  price: string;
  /** minutes; '' for an appointment without a processing part (docs/decisions/0032) */
  processingMin: string;
}

function toValues(a: AdminAppointment): EditValues {
  return {
    clientName: a.client.name,
    clientEmail: a.client.email,
    clientPhone: a.client.phone,
    clientNotes: a.client.notes,
    beauticianId: a.beauticianId?._id ?? '',
    serviceId: a.serviceId?._id ?? '',
    variantName: a.variantName,
    start: toSalonDateTimeInput(a.start),
    end: toSalonDateTimeInput(a.end),
    price: String(a.price),
    processingMin: a.processing ? String(minutesBetween(a.processing.start, a.processing.end)) : '',
  };
}

const minutesBetween = (start: string, end: string) => Math.round((Date.parse(end) - Date.parse(start)) / 60_000);

/** Whether the form still has the variant the appointment was booked with (a processing time is that variant's). */
const keepsVariant = (v: Pick<EditValues, 'serviceId' | 'variantName'>, a: AdminAppointment) =>
  v.serviceId === (a.serviceId?._id ?? '') && v.variantName === a.variantName;

/**
 * The PATCH body. Spec §5: no client-side validation here; the server's refusal is shown instead. Another variant
 * brings its own processing part, so the processing time is sent only with the booked one.
 */
export function toChanges(v: EditValues, a: AdminAppointment): AppointmentChanges {
  return {
    client: { name: v.clientName, email: v.clientEmail, phone: v.clientPhone, notes: v.clientNotes },
    beauticianId: v.beauticianId || undefined,
    serviceId: v.serviceId || undefined,
    variantName: v.variantName || undefined,
    start: fromSalonDateTimeInput(v.start),
    end: fromSalonDateTimeInput(v.end),
    price: v.price.trim() === '' ? undefined : Number(v.price),
    processingMin: v.processingMin.trim() === '' || !keepsVariant(v, a) ? undefined : Number(v.processingMin),
  };
}

interface EditFormProps {
  appointment: AdminAppointment;
  services: Service[];
  beauticians: BeauticianPublic[];
  saving: boolean;
  onSave: (values: EditValues) => void;
  onCancel: () => void;
}

/**
 * Not the New appointment form's fields (shared/new-appointment): this one keeps whatever the appointment was booked
 * with choosable and checks nothing itself, that one offers only what can be booked now and checks each field.
 */
export function EditAppointmentForm({ appointment, services, beauticians, saving, onSave, onCancel }: EditFormProps) {
  const { register, handleSubmit, setValue, control } = useForm<EditValues>({ defaultValues: toValues(appointment) });
  const serviceId = useWatch({ control, name: 'serviceId' });
  const variantName = useWatch({ control, name: 'variantName' });
  const variants = services.find((s) => s._id === serviceId)?.variants ?? [];

  // An appointment may point at a beautician or service no longer listed publicly: keep it choosable.
  const staffOptions = withCurrent(beauticians, appointment.beauticianId);
  const serviceOptions = withCurrent(services, appointment.serviceId);
  const keepsBookedVariant = serviceId === appointment.serviceId?._id && !variants.some((v) => v.name === appointment.variantName);

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(onSave)(event)} className="space-y-6">
      <FormSection title="Client Information">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id="edit-client-name" label="Name">
            <input id="edit-client-name" type="text" autoComplete="off" className={controlClass} {...register('clientName')} />
          </Field>
          <Field id="edit-client-email" label="Email">
            <input id="edit-client-email" type="email" autoComplete="off" className={controlClass} {...register('clientEmail')} />
          </Field>
          <Field id="edit-client-phone" label="Phone">
            <input id="edit-client-phone" type="tel" autoComplete="off" className={controlClass} {...register('clientPhone')} />
          </Field>
          <Field id="edit-client-notes" label="Notes" className="sm:col-span-2">
            <textarea id="edit-client-notes" rows={3} className={`${controlClass} resize-y`} {...register('clientNotes')} />
          </Field>
        </div>
      </FormSection>

      <FormSection title="Appointment Details">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id="edit-beautician" label="Beautician">
            <select id="edit-beautician" className={controlClass} {...register('beauticianId')}>
              <option value="">Select a beautician</option>
              {staffOptions.map((b) => (
                <option key={b._id} value={b._id}>
                  {b.name}
                </option>
              ))}
            </select>
          </Field>
          <Field id="edit-service" label="Service">
            {/* Spec §2: a new service clears the variant. */}
            <select id="edit-service" className={controlClass} {...register('serviceId', { onChange: () => setValue('variantName', '') })}>
              <option value="">Select a service</option>
              {serviceOptions.map((s) => (
                <option key={s._id} value={s._id}>
                  {s.name}
                </option>
              ))}
            </select>
          </Field>
          <Field id="edit-variant" label="Variant" className="sm:col-span-2">
            <select id="edit-variant" disabled={!serviceId} className={controlClass} {...register('variantName')}>
              <option value="">Select a variant</option>
              {keepsBookedVariant && <option value={appointment.variantName}>{appointment.variantName}</option>}
              {variants.map((v) => (
                <option key={v.name} value={v.name}>
                  {variantOptionText(v)}
                </option>
              ))}
            </select>
          </Field>
          <Field id="edit-start" label="Start Time">
            <input id="edit-start" type="datetime-local" className={controlClass} {...register('start')} />
          </Field>
          <Field id="edit-end" label="End Time">
            <input id="edit-end" type="datetime-local" className={controlClass} {...register('end')} />
          </Field>
          <Field id="edit-price" label="Price (£)">
            <input id="edit-price" type="number" step="0.01" min="0" inputMode="decimal" className={controlClass} {...register('price')} />
          </Field>
          {appointment.processing && keepsVariant({ serviceId, variantName }, appointment) && (
            // This one colour's development ('only 20 minutes today'): the rinse keeps its length, the end moves.
            <Field id="edit-processing" label="Processing time (min)">
              <input
                id="edit-processing"
                type="number"
                step="1"
                min="0"
                inputMode="numeric"
                aria-describedby="edit-processing-hint"
                className={controlClass}
                {...register('processingMin')}
              />
              <p id="edit-processing-hint" className="mt-1 text-xs text-stone-600">
                The client stays, the beautician is free. The end moves with it.
              </p>
            </Field>
          )}
        </div>
        <p className="text-sm text-stone-600">Times are salon time (London).</p>
      </FormSection>

      <CancelSaveButtons busy={saving} submitLabel="Save Changes" onCancel={onCancel} />
    </form>
  );
}

function withCurrent<T extends { _id: string; name: string }>(
  list: T[],
  current: { _id: string; name: string } | null | undefined,
): Array<{ _id: string; name: string }> {
  if (!current || list.some((item) => item._id === current._id)) return list;
  return [current, ...list];
}
