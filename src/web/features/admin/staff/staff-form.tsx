import { useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { BeauticianInputSchema, DEFAULT_STAFF_COLOR, type BeauticianFormValues, type BeauticianInput } from '../../../../core/schemas/beautician-input.schema.ts';
import type { BeauticianStaff, Service } from '../../../../core/schemas/catalog.schema.ts';
import { errorMessage } from '../../../api/client.ts';
import { useDeleteBeautician } from '../../../api/delete-beautician.ts';
import { useSaveBeautician } from '../../../api/save-beautician.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { CheckboxField, FieldGroupTitle } from '../../../components/ui/form-controls.tsx';
import { FormErrorBox } from '../../../components/ui/form-messages.tsx';
import { ImagePicker } from '../../../components/ui/image-picker.tsx';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { focusFirstInvalid } from '../../../lib/form-errors.ts';
import { ColorField } from './color-field.tsx';
import { DeleteStaffDialog } from './delete-staff-dialog.tsx';
import { ScheduleFields } from './schedule-fields.tsx';
import { SpecialtiesField } from './specialties-field.tsx';
import { StaffDetailsFields } from './staff-details-fields.tsx';
import { assignedServices } from './staff-display.ts';

function toFormValues(b: BeauticianStaff | undefined): BeauticianFormValues {
  if (!b) return { name: '', email: '', phone: '', bio: '', color: DEFAULT_STAFF_COLOR, active: true, specialties: [], workingHours: [] };
  return {
    name: b.name,
    email: b.email,
    phone: b.phone,
    bio: b.bio,
    color: b.color || DEFAULT_STAFF_COLOR,
    active: b.active,
    specialties: [...b.specialties],
    workingHours: b.workingHours.map((h) => ({ ...h })),
  };
}

interface Props {
  beautician: BeauticianStaff | undefined;
  services: Service[];
  onDone: () => void;
}

/** Spec §2/§5 staff form on the core schema; a new photo uploads after the save. */
export function StaffForm({ beautician, services, onDone }: Props) {
  const formRef = useRef<HTMLFormElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [saveError, setSaveError] = useState<string>();
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const save = useSaveBeautician();
  const remove = useDeleteBeautician();
  const { register, control, handleSubmit, setValue, formState } = useForm<BeauticianFormValues, unknown, BeauticianInput>({
    resolver: zodResolver(BeauticianInputSchema),
    defaultValues: toFormValues(beautician),
    shouldFocusError: false,
  });
  const errors = formState.errors;

  const onValid = (input: BeauticianInput) => {
    setSaveError(undefined);
    // Spec §7: the photo travels by upload, never in the body (the server keeps the current one).
    const { image: _image, ...body } = input;
    save.mutate(
      { id: beautician?._id, input: body, file },
      {
        onSuccess: ({ uploadError }) => {
          if (uploadError) window.alert(`Staff member saved, but image upload failed: ${errorMessage(uploadError)}`);
          onDone();
        },
        onError: (error) => setSaveError(errorMessage(error)),
      },
    );
  };

  const onDelete = () => {
    if (!beautician) return;
    remove.mutate(beautician._id, {
      onSuccess: onDone,
      onError: (error) => {
        setConfirmingDelete(false);
        setSaveError(errorMessage(error));
      },
    });
  };

  return (
    <>
      <PageHeading title={beautician ? 'Edit Staff Member' : 'Add New Staff Member'} />
      <form ref={formRef} noValidate onSubmit={(event) => void handleSubmit(onValid, () => focusFirstInvalid(formRef.current))(event)} className="space-y-6">
        <FormErrorBox title="Error saving staff member" message={saveError} />
        <Card className="space-y-5">
          <FieldGroupTitle>Details</FieldGroupTitle>
          <StaffDetailsFields register={register} errors={errors} />
          <ColorField control={control} register={register} setValue={setValue} error={errors.color?.message} />
          <ImagePicker id="staff-photo" label="Profile Photo" currentUrl={beautician?.imageUrl} file={file} onFileChange={setFile} previewClass="aspect-square max-w-40" />
          <CheckboxField id="staff-active" label="Active" hint="Can accept bookings" {...register('active')} />
          <Controller control={control} name="specialties" render={({ field }) => <SpecialtiesField value={field.value ?? []} onChange={field.onChange} />} />
        </Card>
        <Card>
          <ScheduleFields control={control} register={register} errors={errors} />
        </Card>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
          <div>
            {beautician && (
              <Button variant="danger" onClick={() => setConfirmingDelete(true)} disabled={save.isPending}>
                Delete Staff Member
              </Button>
            )}
          </div>
          <div className="flex flex-col-reverse gap-3 sm:flex-row">
            <Button variant="secondary" onClick={onDone} disabled={save.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? 'Saving...' : beautician ? 'Update Staff' : 'Add Staff'}
            </Button>
          </div>
        </div>
      </form>
      <DeleteStaffDialog
        beautician={confirmingDelete ? beautician : undefined}
        assigned={beautician ? assignedServices(beautician, services) : []}
        busy={remove.isPending}
        onConfirm={onDelete}
        onClose={() => setConfirmingDelete(false)}
      />
    </>
  );
}
