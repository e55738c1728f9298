import { useEffect, useRef, useState } from 'react';
import { FOGUETINHO } from './foguetinho-texts';
import { secureRandomInt } from './random-number';

export type DrawPhase = 'idle' | 'spinning' | 'result';

const pick = () => secureRandomInt(FOGUETINHO.min, FOGUETINHO.max);

/** The pause before the next number while spinning: quick at first, slowing down like a wheel. */
export const tickDelay = (elapsed: number) => 50 + 350 * Math.min(1, elapsed / FOGUETINHO.spinMs) ** 2;

/**
 * idle -> spinning (about 10 s through random numbers) -> result, with a 1.2 s explosion (spec §4).
 * The result is drawn when the spin starts, from the crypto generator; the numbers shown while
 * spinning are only a show. With reduced motion there is no cycling: a short pause, then the number.
 */
export function useFoguetinhoDraw(reducedMotion: boolean) {
  const [phase, setPhase] = useState<DrawPhase>('idle');
  const [shown, setShown] = useState<number | null>(null);
  const [exploding, setExploding] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const land = (result: number) => {
    setShown(result);
    setPhase('result');
    setExploding(!reducedMotion);
    timer.current = setTimeout(() => setExploding(false), FOGUETINHO.explosionMs);
  };

  const draw = () => {
    if (phase === 'spinning') return;
    clearTimeout(timer.current);
    const result = pick();
    setPhase('spinning');
    setExploding(false);
    if (reducedMotion) {
      setShown(null);
      timer.current = setTimeout(() => land(result), 1_000);
      return;
    }
    const started = Date.now();
    const tick = () => {
      const elapsed = Date.now() - started;
      if (elapsed >= FOGUETINHO.spinMs) return land(result);
      setShown(pick());
      timer.current = setTimeout(tick, tickDelay(elapsed));
    };
    tick();
  };

  return { phase, shown, exploding, draw };
}
