import { useEffect, useState } from 'react';

const IDLE_MS = 3_000;

/**
 * True while the mouse has moved in the last 3 s. The operator's buttons show only then, so they
 * never sit over the projected title; keyboard focus shows them too (CSS :focus-within).
 */
export function usePointerActivity(): boolean {
  const [active, setActive] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onMove = () => {
      setActive(true);
      clearTimeout(timer);
      timer = setTimeout(() => setActive(false), IDLE_MS);
    };
    window.addEventListener('pointermove', onMove);
    return () => {
      window.removeEventListener('pointermove', onMove);
      clearTimeout(timer);
    };
  }, []);
  return active;
}
