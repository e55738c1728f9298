import { useRef } from 'react';

/**
 * What a dialog shows, held from the moment it starts to close: its fade-out lasts a moment after
 * `show` goes false, and by then the value it was drawn from is often gone (the question's subject
 * set back to null) or has moved on (the round it asked about already finished). Without the hold
 * the closing dialog flashes another title, an empty question or an enabled button.
 */
export function useHeldWhileHidden<T>(show: boolean, value: T): T {
  const held = useRef(value);
  if (show) held.current = value;
  return show ? value : held.current;
}
