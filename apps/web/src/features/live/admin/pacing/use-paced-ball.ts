import { spokenBall } from '@bingo/core';
import { useEffect, useRef, useState } from 'react';
import { type BallPacer, createBallPacer } from './ball-pacer';
import type { BallVoice } from './ball-voice';

interface Options {
  /** The least time each ball stays on the big ball, in ms. */
  minMs: number;
  /** The voice calling each ball, or null while the voice is off. */
  voice: BallVoice | null;
}

/**
 * The ball the telão's big ball shows: each ball drawn while the screen is open, in order, for at
 * least `minMs` and until its call has ended (decisions.md §14). The ball found on opening or after
 * a reload is shown at once and not called; a ball taken back is not shown any more.
 */
export function usePacedBall(roundId: number | undefined, drawn: readonly number[], { minMs, voice }: Options): number | null {
  const [shown, setShown] = useState<number | null>(drawn.at(-1) ?? null);
  const latest = useRef({ minMs, voice });
  latest.current = { minMs, voice };
  const pacer = useRef<BallPacer | null>(null);
  const seen = useRef<{ roundId: number | undefined; balls: Set<number> } | null>(null);

  useEffect(() => {
    const created = createBallPacer({
      get minMs() {
        return latest.current.minMs;
      },
      show: setShown,
      announce: (ball) => latest.current.voice?.say(spokenBall(ball)) ?? Promise.resolve(),
    });
    pacer.current = created;
    return () => created.dispose();
  }, [roundId]);

  useEffect(() => {
    const before = seen.current;
    seen.current = { roundId, balls: new Set(drawn) };
    const queue = pacer.current;
    if (!before || !queue) return; // opened (or reloaded) mid-round: these balls are old news
    // A new round: its balls are all new, even a number the last round also drew.
    const known = before.roundId === roundId ? before.balls : new Set<number>();
    const current = new Set(drawn);
    for (const ball of known) if (!current.has(ball)) queue.drop(ball);
    for (const ball of drawn) if (!known.has(ball)) queue.push(ball);
    // The shown ball was taken back (or the round changed): show the latest ball not still waiting.
    setShown((now) => {
      if (now !== null && current.has(now)) return now;
      const waiting = new Set(queue.pending());
      return drawn.findLast((b) => !waiting.has(b)) ?? null;
    });
  }, [roundId, drawn]);

  return shown;
}
