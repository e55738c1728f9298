import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useBallAnnouncer } from './use-ball-announcer';

class FakeUtterance {
  lang = '';
  rate = 1;
  constructor(public text: string) {}
}
const speak = vi.fn();

beforeEach(() => {
  vi.stubGlobal('SpeechSynthesisUtterance', FakeUtterance);
  vi.stubGlobal('speechSynthesis', { speak, cancel: vi.fn() });
  speak.mockClear();
});
afterEach(() => vi.unstubAllGlobals());

const said = () =>
  speak.mock.calls.map((call) => {
    const u = call[0] as FakeUtterance;
    return `${u.lang} ${u.text}`;
  });

describe('the telão calling balls aloud (issue 16.3)', () => {
  it('says each new ball in pt-BR, never the ball found on opening or one that is last again after a removal', () => {
    const { rerender } = renderHook(({ drawn, on }) => useBallAnnouncer(drawn, on), { initialProps: { drawn: [5, 19], on: true } });
    expect(said()).toEqual([]); // opened (or reloaded) mid-round: 19 is old news
    rerender({ drawn: [5, 19, 38], on: true });
    expect(said()).toEqual(['pt-BR U, trinta e oito']);
    rerender({ drawn: [5, 19], on: true }); // 38 taken back: 19 is last again
    rerender({ drawn: [5, 19], on: true }); // the same state again (a poll)
    expect(said()).toEqual(['pt-BR U, trinta e oito']);
    rerender({ drawn: [5, 19, 61], on: true });
    expect(said()).toEqual(['pt-BR U, trinta e oito', 'pt-BR E, sessenta e um']);
  });

  it('stays quiet while switched off', () => {
    const { rerender } = renderHook(({ drawn, on }) => useBallAnnouncer(drawn, on), { initialProps: { drawn: [5], on: false } });
    rerender({ drawn: [5, 7], on: false });
    expect(speak).not.toHaveBeenCalled();
  });
});
