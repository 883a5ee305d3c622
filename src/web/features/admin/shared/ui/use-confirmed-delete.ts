import { useState } from 'react';
import { errorMessage } from '../../../../api/client.ts';

interface DeleteMutation {
  mutate: (id: string, options: { onSuccess: () => void; onError: (error: Error) => void }) => void;
}

/**
 * The row waiting in a list's delete confirmation, and the confirm that deletes it. A refused
 * delete closes the dialog and tells the user why in an alert ('{failurePrefix}: {message}').
 */
export function useConfirmedDelete<T extends { _id: string }>(remove: DeleteMutation, failurePrefix: string) {
  const [deleting, setDeleting] = useState<T>();

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting._id, {
      onSuccess: () => setDeleting(undefined),
      onError: (error) => {
        setDeleting(undefined);
        window.alert(`${failurePrefix}: ${errorMessage(error)}`);
      },
    });
  };

  return { deleting, setDeleting, confirmDelete };
}
