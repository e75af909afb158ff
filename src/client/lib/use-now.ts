import { useEffect, useState } from 'react';

/** The current time, refreshed every intervalMs (the dashboard clock refreshes every second, docs/product.md#limits; My Day's now line every minute). */
export function useNow(intervalMs = 1000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(id);
  }, [intervalMs]);
  return now;
}
