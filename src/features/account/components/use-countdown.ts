import { useEffect, useState } from 'react';

/** Seconds left of a cooldown started with start(); 0 when none is running. */
export function useCountdown(seconds: number) {
  const [left, setLeft] = useState(0);

  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);

  return { left, start: () => setLeft(seconds) };
}
