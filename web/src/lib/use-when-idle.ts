import { useEffect, useState } from 'react';

/**
 * True once the browser is idle after the first screen (at most 2 s on), for code that the first
 * page does not need: the toast region, the mobile drawer. Safari has no requestIdleCallback; a timer
 * does the same job there.
 */
export function useWhenIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(() => setIdle(true), 1000);
      return () => clearTimeout(timer);
    }
    const handle = requestIdleCallback(() => setIdle(true), { timeout: 2000 });
    return () => cancelIdleCallback(handle);
  }, []);
  return idle;
}
