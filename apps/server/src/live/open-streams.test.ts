import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OpenStreams, type OpenStream } from './open-streams';

function phone() {
  return { ping: vi.fn(), end: vi.fn() } satisfies OpenStream;
}

describe('open live streams (docs/decisions/045)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('pings every open stream every 20 s with one timer, and stops pinging a stream once it closed', () => {
    const streams = new OpenStreams();
    const [a, b] = [phone(), phone()];
    streams.hold(a);
    streams.hold(b);
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(19_999);
    expect(a.ping).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect([a.ping.mock.calls.length, b.ping.mock.calls.length]).toEqual([1, 1]);
    streams.release(a);
    vi.advanceTimersByTime(20_000);
    expect([a.ping.mock.calls.length, b.ping.mock.calls.length]).toEqual([1, 2]);
  });

  it('keeps no timer while no phone follows, and starts one again for the next phone', () => {
    const streams = new OpenStreams();
    const a = phone();
    streams.hold(a);
    streams.release(a);
    expect(vi.getTimerCount()).toBe(0);
    const b = phone();
    streams.hold(b);
    vi.advanceTimersByTime(20_000);
    expect(b.ping).toHaveBeenCalledTimes(1);
  });

  it('ends every open stream when the server stops, and pings none after', () => {
    const streams = new OpenStreams();
    const [a, b] = [phone(), phone()];
    streams.hold(a);
    streams.hold(b);
    streams.endAll();
    expect([a.end.mock.calls.length, b.end.mock.calls.length]).toEqual([1, 1]);
    expect(streams.size).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });
});
