import { useState } from 'react';
import type { TimeOffSaved } from '../../../../../core/schemas/time-off.schema.ts';
import { errorMessage, fieldErrorsOf } from '../../../../api/client.ts';
import { useSaveTimeOff } from '../../../../api/save-time-off.ts';
import { toTimeOffInput, type TimeOffFormValues } from './time-off-values.ts';

/** The server's refusal: per field when it names fields (a 400), else one message for the form. */
export interface SaveProblems {
  fields: Partial<Record<keyof TimeOffFormValues, string>>;
  message?: string;
}

const NONE: SaveProblems = { fields: {} };

function problemsOf(error: unknown): SaveProblems {
  const fields = fieldErrorsOf(error);
  if (fields && Object.keys(fields).length > 0) return { fields };
  return { fields: {}, message: errorMessage(error, 'Failed to save time off') };
}

/** Saves the form (new, or the entry `id`), keeping the server's refusal to show beside the fields. */
export function useTimeOffSave() {
  const mutation = useSaveTimeOff();
  const [problems, setProblems] = useState<SaveProblems>(NONE);
  const save = async (values: TimeOffFormValues, id?: string): Promise<TimeOffSaved | undefined> => {
    setProblems(NONE);
    try {
      return await mutation.mutateAsync({ ...(id ? { id } : {}), input: toTimeOffInput(values) });
    } catch (error) {
      setProblems(problemsOf(error));
      return undefined;
    }
  };
  return { save, problems, saving: mutation.isPending };
}
