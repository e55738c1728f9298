import { spokenBall } from '@bingo/core';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { speechVoice } from './ball-voice';
import { usePacedBall } from './use-paced-ball';

/** The browser's speech synthesis as far as the telão uses it; utterances end when the test says. */
class FakeUtterance {
  lang = '';
  rate = 1;
  voice: unknown = null;
  onend: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(public text: string) {}
}
const spoken: FakeUtterance[] = [];
const synth = { speak: vi.fn((u: FakeUtterance) => spoken.push(u)), cancel: vi.fn() };

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('SpeechSynthesisUtterance', FakeUtterance);
  spoken.length = 0;
  synth.speak.mockClear();
  synth.cancel.mockClear();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const voice = speechVoice(synth as unknown as SpeechSynthesis, undefined, 8000);
const render = (drawn: number[]) => renderHook(({ drawn }) => usePacedBall(1, drawn, { minMs: 3000, voice }), { initialProps: { drawn } });

describe('the big ball and its voice on the telão (decisions.md §14)', () => {
  it('calls three balls sent at once in order, each to its end, never cancelling one', async () => {
    const { result, rerender } = render([5]);
    expect(result.current).toBe(5); // found on opening: shown, not called
    rerender({ drawn: [5, 12] });
    await act(() => vi.advanceTimersByTimeAsync(50));
    rerender({ drawn: [5, 12, 38] });
    await act(() => vi.advanceTimersByTimeAsync(50));
    rerender({ drawn: [5, 12, 38, 61] });
    expect(result.current).toBe(12);
    expect(spoken.map((u) => u.text)).toEqual([spokenBall(12)]);

    await act(() => vi.advanceTimersByTimeAsync(3000)); // the time is up, but "doze" is still being said
    expect(result.current).toBe(12);
    await act(async () => spoken[0]!.onend!());
    expect(result.current).toBe(38);
    await act(async () => spoken[1]!.onend!());
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(result.current).toBe(61);
    await act(async () => spoken[2]!.onend!());
    expect(spoken.map((u) => `${u.lang} ${u.text}`)).toEqual([12, 38, 61].map((b) => `pt-BR ${spokenBall(b)}`));
    expect(synth.cancel).not.toHaveBeenCalled();
  });

  it('moves on after the guard when the engine never ends a call', async () => {
    const { result, rerender } = render([]);
    rerender({ drawn: [12, 38] });
    expect(result.current).toBe(12);
    await act(() => vi.advanceTimersByTimeAsync(7999));
    expect(result.current).toBe(12);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(result.current).toBe(38);
  });

  it('shows the ball before when the shown one is taken back', async () => {
    const { result, rerender } = render([5, 19]);
    rerender({ drawn: [5, 19, 38] });
    expect(result.current).toBe(38);
    rerender({ drawn: [5, 19] });
    expect(result.current).toBe(19);
    expect(spoken.map((u) => u.text)).toEqual([spokenBall(38)]);
  });

  it('stays quiet while the voice is off, and still paces the big ball', async () => {
    const { result, rerender } = renderHook(({ drawn }) => usePacedBall(1, drawn, { minMs: 3000, voice: null }), {
      initialProps: { drawn: [5] },
    });
    rerender({ drawn: [5, 7, 9] });
    expect(result.current).toBe(7);
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(result.current).toBe(9);
    expect(synth.speak).not.toHaveBeenCalled();
  });
});
