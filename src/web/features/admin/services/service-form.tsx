import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { BeauticianStaff, Service } from '../../../../core/schemas/catalog.schema.ts';
import { FIRST_VARIANT, ServiceInputSchema, type ServiceFormValues, type ServiceInput } from '../../../../core/schemas/service-input.schema.ts';
import { errorMessage } from '../../../api/client.ts';
import { useDeleteService } from '../../../api/delete-service.ts';
import { useSaveService } from '../../../api/save-service.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { CheckboxField, FieldGroupTitle } from '../../../components/ui/form-controls.tsx';
import { ImagePicker } from '../../../components/ui/image-picker.tsx';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { collectErrorMessages, focusFirstInvalid } from '../../../lib/form-errors.ts';
import { FormErrorBox, ValidationSummary } from '../../../components/ui/form-messages.tsx';
import { ServiceBasicFields } from './service-basic-fields.tsx';
import { VariantFields } from './variant-fields.tsx';

function toFormValues(service: Service | undefined): ServiceFormValues {
  if (!service) {
    return { name: '', category: '', description: '', primaryBeauticianId: '', additionalBeauticianIds: [], active: true, variants: [{ ...FIRST_VARIANT }] };
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
  service: Service | undefined;
  beauticians: BeauticianStaff[];
  onDone: () => void;
}

/** Spec §2/§5 service form: the core schema gives the server's own messages; a new image uploads after the save. */
export function ServiceForm({ service, beauticians, onDone }: Props) {
  const formRef = useRef<HTMLFormElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [saveError, setSaveError] = useState<string>();
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const save = useSaveService();
  const remove = useDeleteService();
  const { register, control, handleSubmit, formState } = useForm<ServiceFormValues, unknown, ServiceInput>({
    resolver: zodResolver(ServiceInputSchema),
    defaultValues: toFormValues(service),
    shouldFocusError: false,
  });
  const messages = formState.submitCount > 0 ? collectErrorMessages(formState.errors) : [];

  const onValid = (input: ServiceInput) => {
    setSaveError(undefined);
    // Spec §7: the image travels by upload, never in the body (the server keeps the current one).
    const { image: _image, ...body } = input;
    save.mutate(
      { id: service?._id, input: body, file },
      {
        onSuccess: ({ uploadError }) => {
          if (uploadError) window.alert(`Service saved, but image upload failed: ${errorMessage(uploadError)}`);
          onDone();
        },
        onError: (error) => setSaveError(errorMessage(error)),
      },
    );
  };

  const onDelete = () => {
    if (!service) return;
    remove.mutate(service._id, {
      onSuccess: onDone,
      onError: (error) => {
        setConfirmingDelete(false);
        setSaveError(errorMessage(error));
      },
    });
  };

  return (
    <>
      <PageHeading title={service ? 'Edit Service' : 'Create New Service'} />
      <form
        ref={formRef}
        noValidate
        onSubmit={(event) => void handleSubmit(onValid, () => focusFirstInvalid(formRef.current))(event)}
        className="space-y-6"
      >
        <ValidationSummary messages={messages} />
        <FormErrorBox title="Error saving service" message={saveError} />
        <Card className="space-y-5">
          <FieldGroupTitle>Basic Information</FieldGroupTitle>
          <ServiceBasicFields control={control} register={register} errors={formState.errors} beauticians={beauticians} />
          <ImagePicker id="service-image" label="Service Image" currentUrl={service?.imageUrl} file={file} onFileChange={setFile} />
          <CheckboxField id="service-active" label="Active" hint="Visible to customers" {...register('active')} />
        </Card>
        <Card>
          <VariantFields control={control} register={register} errors={formState.errors} />
        </Card>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
          <div>
            {service && (
              <Button variant="danger" onClick={() => setConfirmingDelete(true)} disabled={save.isPending}>
                Delete Service
              </Button>
            )}
          </div>
          <div className="flex flex-col-reverse gap-3 sm:flex-row">
            <Button variant="secondary" onClick={onDone} disabled={save.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? 'Saving...' : service ? 'Update Service' : 'Create Service'}
            </Button>
          </div>
        </div>
      </form>
      <ConfirmDialog
        open={confirmingDelete}
        title="Confirm Deletion"
        confirmLabel="Delete"
        busy={remove.isPending}
        onConfirm={onDelete}
        onClose={() => setConfirmingDelete(false)}
      >
        <p>Are you sure you want to delete the service? This action cannot be undone.</p>
      </ConfirmDialog>
    </>
  );
}
