import { useEffect, useRef } from 'react';
import type { RealtimeChange } from '@liner/domain';

type Listener = (change: RealtimeChange) => void;

const listeners = new Set<Listener>();

/** Called by the realtime socket for every change event it receives. */
export function emitRealtimeChange(change: RealtimeChange): void {
  for (const listener of listeners) listener(change);
}

/**
 * Runs `onChange` for each realtime change event while the component is mounted (the latest
 * `onChange`, without subscribing again on every render). Pages use it to fetch again what changed.
 */
export function useRealtimeChange(onChange: Listener): void {
  const latest = useRef(onChange);
  latest.current = onChange;
  useEffect(() => {
    const listener: Listener = (change) => latest.current(change);
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  }, []);
}
