import { useEffect, useState } from 'react';

/** How long is left until `untilISO`, in ms, ticking each second while `active`; 0 once it has passed. */
export function useCountdown(untilISO: string, active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [active]);
  return Math.max(0, new Date(untilISO).getTime() - now);
}
