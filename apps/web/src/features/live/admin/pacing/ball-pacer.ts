/**
 * The telão's pace (decisions.md §14): balls are presented one at a time, in the order they were
 * drawn, each for at least `minMs`, and a ball's announcement is always heard to its end before the
 * next one starts. Balls that arrive together (a caller's offline queue sent at once) wait their
 * turn instead of flashing by. Pure: no React, no DOM; the voice comes in as a function.
 */
export interface BallPacerOptions {
  /** The least time each ball stays on the big ball, in ms. */
  minMs: number;
  /** Puts the ball on the big ball. */
  show: (ball: number) => void;
  /** Announces the ball; the next ball waits for the returned promise (the utterance's end). */
  announce?: (ball: number) => Promise<void>;
}

export interface BallPacer {
  /** A newly drawn ball, to be presented after the ones already waiting. */
  push: (ball: number) => void;
  /** A ball taken back by the caller: it is no longer presented if it was still waiting. */
  drop: (ball: number) => void;
  /** Balls still waiting their turn, in order. */
  pending: () => readonly number[];
  /** Stops for good (the screen closed or a new round started): nothing more is shown or said. */
  dispose: () => void;
}

export function createBallPacer(options: BallPacerOptions): BallPacer {
  const { show, announce } = options;
  const queue: number[] = [];
  let busy = false;
  let disposed = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const next = () => {
    if (disposed) return;
    const ball = queue.shift();
    if (ball === undefined) {
      busy = false;
      return;
    }
    busy = true;
    show(ball);
    const shortest = new Promise<void>((resolve) => {
      // Read at each ball: the operator may change the time while balls wait.
      timer = setTimeout(resolve, options.minMs);
    });
    // A voice that fails must not stop the pace: the ball has been shown either way.
    const said = announce ? announce(ball).catch(() => undefined) : Promise.resolve();
    void Promise.all([shortest, said]).then(next);
  };

  return {
    push(ball) {
      if (disposed || queue.includes(ball)) return;
      queue.push(ball);
      if (!busy) next();
    },
    drop(ball) {
      const at = queue.indexOf(ball);
      if (at >= 0) queue.splice(at, 1);
    },
    pending: () => [...queue],
    dispose() {
      disposed = true;
      queue.length = 0;
      clearTimeout(timer);
    },
  };
}
