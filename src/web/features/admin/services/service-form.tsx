import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { BeauticianStaff, StaffService } from '../../../../core/schemas/catalog.schema.ts';
import {
  FIRST_VARIANT,
  ServiceInputSchema,
  type ServiceFormValues,
  type ServiceInput,
} from '../../../../core/schemas/service-input.schema.ts';
import { useDeleteService } from '../../../api/delete-service.ts';
import { useSaveService } from '../../../api/save-service.ts';
import { Card } from '../../../components/ui/card.tsx';
import { CheckboxField, FieldGroupTitle } from '../../../components/ui/form-controls.tsx';
import { ImagePicker } from '../../../components/ui/image-picker.tsx';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { collectErrorMessages } from '../../../lib/form-errors.ts';
import { AdminFormShell } from '../shared/ui/admin-form-shell.tsx';
import { useRecordFormActions } from '../shared/ui/use-record-form-actions.ts';
import { DeleteServiceDialog } from './delete-service-dialog.tsx';
import { ServiceBasicFields } from './service-basic-fields.tsx';
import { VariantFields } from './variant-fields.tsx';

function toFormValues(service: StaffService | undefined): ServiceFormValues {
  if (!service) {
    return {
      name: '',
      category: '',
      description: '',
      primaryBeauticianId: '',
      additionalBeauticianIds: [],
      active: true,
      variants: [{ ...FIRST_VARIANT }],
    };
  }
  return {
    name: service.name,
    category: service.category,
    description: service.description,
    primaryBeauticianId: service.primaryBeauticianId ?? '',
    additionalBeauticianIds: service.additionalBeauticianIds,
    active: service.active,
    variants: service.variants.map((v) => ({ ...v })),
  };
}

interface Props {
  service: StaffService | undefined;
  beauticians: BeauticianStaff[];
  onDone: () => void;
}

/** Spec §2/§5 service form: the core schema gives the server's own messages; a new image uploads after the save. */
export function ServiceForm({ service, beauticians, onDone }: Props) {
  const save = useSaveService();
  const remove = useDeleteService();
  const { file, setFile, shellProps, confirmingDelete, setConfirmingDelete, onValid, onDelete } = useRecordFormActions<ServiceInput>({
    id: service?._id,
    save,
    remove,
    savedAlertPrefix: 'Service',
    onDone,
  });
  const { register, control, handleSubmit, formState } = useForm<ServiceFormValues, unknown, ServiceInput>({
    resolver: zodResolver(ServiceInputSchema),
    defaultValues: toFormValues(service),
    shouldFocusError: false,
  });
  const messages = formState.submitCount > 0 ? collectErrorMessages(formState.errors) : [];

  return (
    <>
      <PageHeading title={service ? 'Edit Service' : 'Create New Service'} />
      <AdminFormShell
        {...shellProps}
        submit={(onInvalid) => handleSubmit(onValid, onInvalid)}
        validationMessages={messages}
        saveErrorTitle="Error saving service"
        deleteLabel={service ? 'Delete Service' : undefined}
        submitLabel={service ? 'Update Service' : 'Create Service'}
      >
        <Card className="space-y-5">
          <FieldGroupTitle>Basic Information</FieldGroupTitle>
          <ServiceBasicFields control={control} register={register} errors={formState.errors} beauticians={beauticians} />
          <ImagePicker id="service-image" label="Service Image" currentUrl={service?.imageUrl} file={file} onFileChange={setFile} />
          <CheckboxField id="service-active" label="Active" hint="Visible to customers" {...register('active')} />
        </Card>
        <Card>
          <VariantFields control={control} register={register} errors={formState.errors} />
        </Card>
      </AdminFormShell>
      <DeleteServiceDialog
        open={confirmingDelete}
        busy={remove.isPending}
        onConfirm={onDelete}
        onClose={() => setConfirmingDelete(false)}
      />
    </>
  );
}
