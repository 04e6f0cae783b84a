import { useEffect, useState } from 'react';

/** The clock, refreshed every `everyMs` so today's rows move from future to current to past while the list is open. */
export function useNow(everyMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
