import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  BeauticianInputSchema,
  DEFAULT_STAFF_COLOR,
  type BeauticianFormValues,
  type BeauticianInput,
} from '../../../../core/schemas/beautician-input.schema.ts';
import type { BeauticianStaff, Service } from '../../../../core/schemas/catalog.schema.ts';
import { useDeleteBeautician } from '../../../api/delete-beautician.ts';
import { useSaveBeautician } from '../../../api/save-beautician.ts';
import { Card } from '../../../components/ui/card.tsx';
import { CheckboxField, FieldGroupTitle } from '../../../components/ui/form-controls.tsx';
import { ImagePicker } from '../../../components/ui/image-picker.tsx';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { AdminFormShell } from '../shared/ui/admin-form-shell.tsx';
import { useRecordFormActions } from '../shared/ui/use-record-form-actions.ts';
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
  const save = useSaveBeautician();
  const remove = useDeleteBeautician();
  const { file, setFile, shellProps, confirmingDelete, setConfirmingDelete, onValid, onDelete } = useRecordFormActions<BeauticianInput>({
    id: beautician?._id,
    save,
    remove,
    savedAlertPrefix: 'Staff member',
    onDone,
  });
  const { register, control, handleSubmit, setValue, formState } = useForm<BeauticianFormValues, unknown, BeauticianInput>({
    resolver: zodResolver(BeauticianInputSchema),
    defaultValues: toFormValues(beautician),
    shouldFocusError: false,
  });
  const errors = formState.errors;

  return (
    <>
      <PageHeading title={beautician ? 'Edit Staff Member' : 'Add New Staff Member'} />
      <AdminFormShell
        {...shellProps}
        submit={(onInvalid) => handleSubmit(onValid, onInvalid)}
        saveErrorTitle="Error saving staff member"
        deleteLabel={beautician ? 'Delete Staff Member' : undefined}
        submitLabel={beautician ? 'Update Staff' : 'Add Staff'}
      >
        <Card className="space-y-5">
          <FieldGroupTitle>Details</FieldGroupTitle>
          <StaffDetailsFields register={register} errors={errors} />
          <ColorField control={control} register={register} setValue={setValue} error={errors.color?.message} />
          <ImagePicker
            id="staff-photo"
            label="Profile Photo"
            currentUrl={beautician?.imageUrl}
            file={file}
            onFileChange={setFile}
            previewClass="aspect-square max-w-40"
          />
          <CheckboxField id="staff-active" label="Active" hint="Can accept bookings" {...register('active')} />
          <Controller
            control={control}
            name="specialties"
            render={({ field }) => <SpecialtiesField value={field.value ?? []} onChange={field.onChange} />}
          />
        </Card>
        <Card>
          <ScheduleFields control={control} register={register} errors={errors} />
        </Card>
      </AdminFormShell>
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
