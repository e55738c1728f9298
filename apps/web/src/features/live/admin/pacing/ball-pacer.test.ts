import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBallPacer } from './ball-pacer';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** A voice whose calls end only when the test says so, to check nothing is cut or skipped. */
function slowVoice() {
  const calls: { ball: number; end: () => void }[] = [];
  const announce = (ball: number) => new Promise<void>((end) => calls.push({ ball, end }));
  return { calls, announce };
}

describe("the telão's pace (decisions.md §14)", () => {
  it('shows three balls that arrive within 150 ms one at a time, in order, 3 s apart', async () => {
    const shown: [number, number][] = [];
    const pacer = createBallPacer({ minMs: 3000, show: (ball) => shown.push([ball, Date.now()]) });
    const start = Date.now();
    pacer.push(12);
    await vi.advanceTimersByTimeAsync(70);
    pacer.push(38);
    await vi.advanceTimersByTimeAsync(80);
    pacer.push(61);
    expect(shown.map(([b]) => b)).toEqual([12]);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(shown.map(([b]) => b)).toEqual([12, 38, 61]);
    expect(shown.map(([, at]) => at - start)).toEqual([0, 3000, 6000]);
  });

  it('waits for the end of each call before the next ball, however long it takes, and never calls two at once', async () => {
    const voice = slowVoice();
    const shown: number[] = [];
    const pacer = createBallPacer({ minMs: 3000, show: (b) => shown.push(b), announce: voice.announce });
    pacer.push(12);
    pacer.push(38);
    await vi.advanceTimersByTimeAsync(5000); // the first call is still being said
    expect(shown).toEqual([12]);
    expect(voice.calls.map((c) => c.ball)).toEqual([12]);
    voice.calls[0]!.end();
    await vi.advanceTimersByTimeAsync(0);
    expect(shown).toEqual([12, 38]);
    expect(voice.calls.map((c) => c.ball)).toEqual([12, 38]);
  });

  it('keeps the minimum time when the call ends early, and goes on when a call fails', async () => {
    const shown: number[] = [];
    let calls = 0;
    const pacer = createBallPacer({
      minMs: 3000,
      show: (b) => shown.push(b),
      announce: () => (++calls === 1 ? Promise.reject(new Error('sem voz')) : Promise.resolve()),
    });
    pacer.push(1);
    pacer.push(2);
    await vi.advanceTimersByTimeAsync(2999);
    expect(shown).toEqual([1]);
    await vi.advanceTimersByTimeAsync(1);
    expect(shown).toEqual([1, 2]);
  });

  it('skips a waiting ball the caller took back, and presents nothing after dispose', async () => {
    const shown: number[] = [];
    const pacer = createBallPacer({ minMs: 3000, show: (b) => shown.push(b) });
    pacer.push(1);
    pacer.push(2);
    pacer.push(3);
    pacer.drop(2);
    await vi.advanceTimersByTimeAsync(3000);
    expect(shown).toEqual([1, 3]);
    pacer.push(4);
    pacer.dispose();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(shown).toEqual([1, 3]);
  });
});
