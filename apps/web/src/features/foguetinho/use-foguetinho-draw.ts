import { useEffect, useRef, useState } from 'react';
import { FOGUETINHO } from './foguetinho-texts';
import { secureRandomInt } from './random-number';

export type DrawPhase = 'idle' | 'spinning' | 'result';
export interface DrawRange {
  min: number;
  max: number;
}

/** The pause before the next number while spinning: quick at first, slowing down like a wheel. */
export const tickDelay = (elapsed: number) => 50 + 350 * Math.min(1, elapsed / FOGUETINHO.spinMs) ** 2;

/**
 * idle -> spinning (about 10 s through numbers of the range) -> result, with a 1.2 s explosion
 * (spec §4). The result is the server's, asked for when the spin starts (decisions.md §15): the
 * numbers shown while spinning are only a show, and the wheel keeps turning until the server has
 * answered. A failed spin goes back to idle with nothing shown. With reduced motion there is no
 * cycling: a short pause, then the number.
 */
export function useFoguetinhoDraw(reducedMotion: boolean) {
  const [phase, setPhase] = useState<DrawPhase>('idle');
  const [shown, setShown] = useState<number | null>(null);
  const [exploding, setExploding] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const spinning = useRef(false);
  useEffect(() => () => clearTimeout(timer.current), []);

  const land = (result: number) => {
    spinning.current = false;
    setShown(result);
    setPhase('result');
    setExploding(!reducedMotion);
    timer.current = setTimeout(() => setExploding(false), FOGUETINHO.explosionMs);
  };

  const draw = (range: DrawRange, ask: (range: DrawRange) => Promise<number>) => {
    if (spinning.current) return;
    spinning.current = true;
    clearTimeout(timer.current);
    setPhase('spinning');
    setExploding(false);
    let result: number | null = null;
    ask(range).then(
      (n) => {
        result = n;
      },
      () => {
        spinning.current = false;
        clearTimeout(timer.current);
        setShown(null);
        setPhase('idle');
      },
    );
    const minimum = reducedMotion ? 1_000 : FOGUETINHO.spinMs;
    if (reducedMotion) setShown(null);
    const started = Date.now();
    const tick = () => {
      if (!spinning.current) return;
      const elapsed = Date.now() - started;
      if (elapsed >= minimum && result !== null) return land(result);
      if (!reducedMotion) setShown(secureRandomInt(range.min, range.max));
      timer.current = setTimeout(tick, reducedMotion ? 100 : tickDelay(elapsed));
    };
    tick();
  };

  return { phase, shown, exploding, draw };
}
