import { useEffect, useRef } from 'react';

// A ball dropping in with a bounce; a plain fade for people who asked for less motion.
const ENTRANCE: Keyframe[] = [
  { transform: 'translateY(-40%) scale(0.3) rotate(-200deg)', opacity: 0 },
  { transform: 'translateY(4%) scale(1.08) rotate(12deg)', opacity: 1, offset: 0.7 },
  { transform: 'translateY(0) scale(1) rotate(0)', opacity: 1 },
];
const FADE: Keyframe[] = [{ opacity: 0 }, { opacity: 1 }];

/**
 * Animates the element each time a new ball comes in. The Web Animations API replays on the same
 * element instead of remounting it, so the ball's aria-live region stays in place and screen
 * readers announce the new number.
 */
export function useBallEntrance<T extends HTMLElement>(ball: number | null) {
  const ref = useRef<T>(null);
  const shown = useRef<number | null>(null);
  useEffect(() => {
    if (ball === shown.current) return;
    shown.current = ball;
    const el = ref.current;
    if (ball === null || !el || typeof el.animate !== 'function') return;
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    el.animate(reduced ? FADE : ENTRANCE, { duration: reduced ? 300 : 900, easing: 'cubic-bezier(0.22, 1, 0.36, 1)' });
  }, [ball]);
  return ref;
}
