import { useEffect, useState } from 'react';

/**
 * The time, read again every `everyMs`: what a screen shows by the clock (a button that becomes usable once an
 * appointment has started) follows it without a reload, and render stays pure.
 */
export function useNow(everyMs = 30_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
