import { useEffect, useRef } from 'react';
import { errorMessage } from '../api/client.ts';

/** Spec §8 list load failures: one browser alert per failure, '{prefix}: {message}'. */
export function useAlertOnError(error: unknown, prefix: string): void {
  const shown = useRef<unknown>(null);
  useEffect(() => {
    if (!error || shown.current === error) return;
    shown.current = error;
    window.alert(`${prefix}: ${errorMessage(error)}`);
  }, [error, prefix]);
}
