import { useEffect, useState } from 'react';

/** Spec §9: success messages clear after 3000 ms. */
export const FLASH_MS = 3000;

/** A message that disappears by itself a few seconds after it is shown. */
export function useFlashMessage(): [string | undefined, (message: string | undefined) => void] {
  const [message, setMessage] = useState<string>();
  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(() => setMessage(undefined), FLASH_MS);
    return () => clearTimeout(timer);
  }, [message]);
  return [message, setMessage];
}
