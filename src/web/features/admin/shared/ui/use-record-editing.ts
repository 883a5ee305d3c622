import { useState } from 'react';

/**
 * Spec §2 '/admin/services' and '/admin/staff': the screen shows the list, or the form for a new or a chosen record.
 * Leaving the form goes back to the top of the list.
 */
export function useRecordEditing<T extends { _id: string }>() {
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  const form = editing && { key: editing === 'new' ? 'new' : editing._id, record: editing === 'new' ? undefined : editing };
  const onDone = () => {
    setEditing(null);
    window.scrollTo({ top: 0 });
  };
  return { form, onAdd: () => setEditing('new'), onEdit: (record: T) => setEditing(record), onDone };
}
