import { useEffect, useState } from 'react';

/** The time, read again every `everyMs` while `running`: for "3 min ago" and the minutes left to edit. */
export function useClock(everyMs: number, running = true): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => setNow(new Date()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs, running]);
  return now;
}
