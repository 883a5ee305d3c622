import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';

/**
 * A small-screen menu's open state. It belongs to the page it was opened on, so any navigation
 * (even Back) closes it; Escape closes it too.
 */
export function usePageMenu() {
  const { pathname } = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpenOn(null);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return { open, toggle: () => setOpenOn(open ? null : pathname), close: () => setOpenOn(null) };
}
