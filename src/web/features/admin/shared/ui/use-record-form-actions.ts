import { useState } from 'react';
import { errorMessage } from '../../../../api/client.ts';

interface SaveMutation<Input> {
  isPending: boolean;
  mutate: (
    args: { id?: string; input: Input; file: File | null },
    options: { onSuccess: (result: { uploadError?: unknown }) => void; onError: (error: Error) => void },
  ) => void;
}

interface DeleteMutation {
  isPending: boolean;
  mutate: (id: string, options: { onSuccess: () => void; onError: (error: Error) => void }) => void;
}

interface Options<Input> {
  /** the record being edited; absent for a new one */
  id: string | undefined;
  save: SaveMutation<Input>;
  remove: DeleteMutation;
  /** names the record in 'Service saved, but image upload failed: …' */
  savedAlertPrefix: string;
  onDone: () => void;
}

/**
 * Save and delete for an admin edit form with an image. Spec §8: a failed save or delete shows in the
 * form's error box with the form kept as typed; a save whose upload failed still closes, after an alert.
 */
export function useRecordFormActions<Input extends { image?: unknown }>({ id, save, remove, savedAlertPrefix, onDone }: Options<Input>) {
  const [file, setFile] = useState<File | null>(null);
  const [saveError, setSaveError] = useState<string>();
  const [confirmingDelete, setConfirmingDelete] = useState(false);

  const onValid = (input: Input) => {
    setSaveError(undefined);
    // Spec §7: the image travels by upload, never in the body (the server keeps the current one).
    const { image: _image, ...body } = input;
    save.mutate(
      // `image` is optional in the input, so the body without it is still an Input.
      { id, input: body as Input, file },
      {
        onSuccess: ({ uploadError }) => {
          if (uploadError) window.alert(`${savedAlertPrefix} saved, but image upload failed: ${errorMessage(uploadError)}`);
          onDone();
        },
        onError: (error) => setSaveError(errorMessage(error)),
      },
    );
  };

  const onDelete = () => {
    if (!id) return;
    remove.mutate(id, {
      onSuccess: onDone,
      onError: (error) => {
        setConfirmingDelete(false);
        setSaveError(errorMessage(error));
      },
    });
  };

  // What AdminFormShell takes from here; the form adds its own words and its submit.
  const shellProps = { saveError, busy: save.isPending, onDelete: () => setConfirmingDelete(true), onCancel: onDone };

  return { file, setFile, shellProps, confirmingDelete, setConfirmingDelete, onValid, onDelete };
}
