import { useRef, useState } from 'react';

/**
 * A value that updates at once (for the input) and a copy that follows it after `delayMs` without
 * changes (for the request), so typing does not send a request per keystroke.
 */
export function useDebouncedState<T>(initial: T, delayMs: number): [T, T, (next: T) => void] {
  const [value, setValue] = useState(initial);
  const [debounced, setDebounced] = useState(initial);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const update = (next: T) => {
    setValue(next);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => setDebounced(next), delayMs);
  };

  return [value, debounced, update];
}
