import { useEffect, useState } from 'react';

/** Search, filter and live checks wait 350 ms after the last keystroke. */
export const INPUT_DEBOUNCE_MS = 350;

export function useDebouncedValue<T>(value: T, delayMs: number = INPUT_DEBOUNCE_MS): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}
