import type { LiveState } from '@bingo/core';
import { msg, sessionExpired } from '@bingo/core';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setNavigator } from '../../../lib/navigation';
import { notifyError } from '../../../lib/notify';
import { getSession } from '../../../lib/session';
import { buyer, jsonResponse, signIn } from '../../../test/helpers';
import { liveState as liveStateOf } from '../live-test-data';
import { followLive, POLL_MS, useLiveState, type LiveConnection } from './use-live-state';

function liveState(version: number, drawn: number[] = []): LiveState {
  const last = drawn.at(-1) ?? null;
  return liveStateOf({
    version,
    event: { id: 7, name: 'Bingo da Paróquia', status: 'em_andamento' },
    round: { id: 3, number: 2, prize: 'TV', type: '', status: 'in_progress', stages: [] },
    drawn,
    last_number: last,
    last_letter: last ? 'A' : null,
  });
}

/** An SSE response whose messages the test pushes, as the server writes them. */
function sseStream() {
  const encoder = new TextEncoder();
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  return {
    response: new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream; charset=utf-8' } }),
    send: (state: LiveState) => controller.enqueue(encoder.encode(`id: ${state.version}\nevent: live\ndata: ${JSON.stringify(state)}\n\n`)),
    ping: () => controller.enqueue(encoder.encode(': ping\n\n')),
    close: () => controller.close(),
  };
}

type Answer = Response | Error | (() => Response | Promise<Response>);

/** fetch answering the stream and the polls from separate queues (the last answer repeats). */
function routeFetch(streamAnswers: Answer[], pollAnswers: Answer[]) {
  const take = (queue: Answer[]) => {
    const answer = queue.length > 1 ? queue.shift()! : queue[0]!;
    if (answer instanceof Error) return Promise.reject(answer);
    return Promise.resolve(typeof answer === 'function' ? answer() : answer.clone());
  };
  const fetchMock = vi.fn((input: RequestInfo | URL, _init?: RequestInit) =>
    String(input).endsWith('/stream') ? take(streamAnswers) : take(pollAnswers),
  );
  vi.stubGlobal('fetch', fetchMock);
  const calls = (kind: 'stream' | 'poll') =>
    fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/stream') === (kind === 'stream'));
  return { fetchMock, calls };
}

function withEtag(status: number, state: LiveState | null, etag: string): Response {
  if (status === 304) return new Response(null, { status: 304, headers: { ETag: etag } });
  const response = jsonResponse(status, state);
  response.headers.set('ETag', etag);
  return response;
}

function follow(eventId = 7) {
  const states: LiveState[] = [];
  const connections: LiveConnection[] = [];
  const fatal = vi.fn();
  const stop = followLive(eventId, { onState: (s) => states.push(s), onConnection: (c) => connections.push(c), onFatal: fatal });
  return { states, connections, fatal, stop };
}

vi.mock('../../../lib/notify', () => ({ notifyError: vi.fn(), notifySuccess: vi.fn(), notifyInfo: vi.fn() }));

const tick = (ms = 0) => vi.advanceTimersByTimeAsync(ms);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  signIn(buyer, 'tok.en');
});
afterEach(() => vi.useRealTimers());

describe('followLive', () => {
  it('updates the state from stream messages, with the Bearer token, and ignores pings and older versions', async () => {
    const sse = sseStream();
    const { fetchMock, calls } = routeFetch([sse.response], [new Error('no polling expected')]);
    const live = follow();
    await tick();
    expect(live.connections).toEqual(['connecting', 'stream']);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/events/7/live/stream');
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer tok.en');

    sse.send(liveState(1));
    sse.ping();
    sse.send(liveState(2, [5]));
    sse.send(liveState(1)); // late duplicate: must not undo version 2
    await tick();
    expect(live.states.map((s) => s.version)).toEqual([1, 2]);
    expect(live.states[1]?.drawn).toEqual([5]);
    expect(calls('poll')).toHaveLength(0);
    live.stop();
    sse.close();
  });

  it('switches to polling every 500 ms when the stream fails, and back to the stream when it reopens', async () => {
    const sse = sseStream();
    const { calls } = routeFetch(
      [new TypeError('Failed to fetch'), sse.response],
      [withEtag(200, liveState(4, [9]), '"v4"'), withEtag(304, null, '"v4"')],
    );
    const live = follow();
    await tick();
    expect(live.connections).toEqual(['connecting', 'polling']);
    expect(live.states.map((s) => s.version)).toEqual([4]);

    await tick(POLL_MS);
    expect(calls('poll')).toHaveLength(2);

    await tick(1000 - POLL_MS); // first retry of the stream after 1 s
    expect(calls('stream')).toHaveLength(2);
    expect(live.connections.at(-1)).toBe('stream');
    const polls = calls('poll').length;
    await tick(POLL_MS * 4);
    expect(calls('poll')).toHaveLength(polls); // polling stopped once the stream is back
    live.stop();
    sse.close();
  });

  it('resumes the stream from the version it holds (Last-Event-ID), so that the server does not send it again', async () => {
    const sse = sseStream();
    const { calls } = routeFetch([new TypeError('Failed to fetch'), sse.response], [withEtag(200, liveState(4, [9]), '"v4"')]);
    const live = follow();
    await tick();
    expect((calls('stream')[0]![1]?.headers as Record<string, string>)['Last-Event-ID']).toBeUndefined();
    expect(live.states.map((s) => s.version)).toEqual([4]);

    await tick(1000); // the stream's first retry
    expect(calls('stream')).toHaveLength(2);
    expect((calls('stream')[1]![1]?.headers as Record<string, string>)['Last-Event-ID']).toBe('4');
    live.stop();
    sse.close();
  });

  it('keeps the state on 304 and sends the last ETag as If-None-Match', async () => {
    const { calls } = routeFetch(
      [jsonResponse(503, { error: 'Indisponível' })],
      [withEtag(200, liveState(3, [1, 2]), '"v3"'), withEtag(304, null, '"v3"')],
    );
    const live = follow();
    await tick();
    await tick(POLL_MS);
    await tick(POLL_MS);
    expect(calls('poll').length).toBeGreaterThanOrEqual(3);
    expect(live.states).toHaveLength(1);
    expect(live.states[0]?.drawn).toEqual([1, 2]);
    const headers = calls('poll')[1]![1]?.headers as Record<string, string>;
    expect(headers['If-None-Match']).toBe('"v3"');
    live.stop();
  });

  it('retries the stream with a growing back-off', async () => {
    const { calls } = routeFetch([new TypeError('Failed to fetch')], [withEtag(304, null, '"v1"')]);
    const live = follow();
    await tick();
    expect(calls('stream')).toHaveLength(1);
    await tick(1000);
    expect(calls('stream')).toHaveLength(2);
    await tick(1999);
    expect(calls('stream')).toHaveLength(2);
    await tick(1);
    expect(calls('stream')).toHaveLength(3);
    live.stop();
  });

  it('falls back to polling when a stream ends', async () => {
    const sse = sseStream();
    const { calls } = routeFetch([sse.response, new TypeError('down')], [withEtag(200, liveState(2), '"v2"')]);
    const live = follow();
    await tick();
    sse.send(liveState(1));
    sse.close();
    await tick();
    expect(live.connections.at(-1)).toBe('polling');
    expect(calls('poll')).toHaveLength(1);
    expect(live.states.map((s) => s.version)).toEqual([1, 2]);
    live.stop();
  });

  it('catches up with one conditional GET when the page becomes visible again', async () => {
    const sse = sseStream();
    const { calls } = routeFetch([sse.response], [withEtag(200, liveState(8, [3]), '"v8"')]);
    const live = follow();
    await tick();
    sse.send(liveState(7));
    await tick();
    document.dispatchEvent(new Event('visibilitychange'));
    await tick();
    expect(calls('poll')).toHaveLength(1);
    expect(live.states.map((s) => s.version)).toEqual([7, 8]);
    expect(live.connections.at(-1)).toBe('stream'); // a catch-up, not a switch to polling
    await tick(POLL_MS * 3);
    expect(calls('poll')).toHaveLength(1);
    live.stop();
    sse.close();
  });

  it('stops for good on a 404 (unknown event)', async () => {
    const { fetchMock } = routeFetch([jsonResponse(404, { error: 'Evento não encontrado.' })], [new Error('no polling expected')]);
    const live = follow(99);
    await tick();
    expect(live.fatal).toHaveBeenCalledWith(expect.objectContaining({ status: 404, message: 'Evento não encontrado.' }));
    await tick(60_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    live.stop();
  });
});

describe('followLive: the session ended elsewhere', () => {
  // Another device changed the password or signed out everywhere, or an admin deactivated the
  // user: the server closes the stream and refuses the old token from then on.
  const refused = () => jsonResponse(401, { error: msg.tokenInvalid });

  it('a 401 after the server closes the stream signs out, goes to /login and asks nothing more', async () => {
    const navigate = vi.fn();
    setNavigator(navigate);
    vi.mocked(notifyError).mockReset();
    const sse = sseStream();
    const { fetchMock } = routeFetch([sse.response, refused], [refused]);
    const live = follow();
    await tick();
    sse.send(liveState(1));
    sse.close();
    await tick();

    expect(getSession()).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login');
    expect(notifyError).toHaveBeenCalledWith(sessionExpired);
    expect(live.fatal).toHaveBeenCalledWith(expect.objectContaining({ status: 401 }));
    const count = fetchMock.mock.calls.length;
    await tick(120_000); // no poll and no stream retry with the dead token
    expect(fetchMock).toHaveBeenCalledTimes(count);
    live.stop();
  });

  it('a 401 on the stream retry while polling does the same', async () => {
    const navigate = vi.fn();
    setNavigator(navigate);
    const { fetchMock, calls } = routeFetch([new TypeError('Failed to fetch'), refused], [withEtag(304, null, '"v1"')]);
    const live = follow();
    await tick();
    expect(live.connections.at(-1)).toBe('polling');
    await tick(1000); // the stream retry meets the refused token
    expect(calls('stream')).toHaveLength(2);
    expect(getSession()).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login');
    const count = fetchMock.mock.calls.length;
    await tick(120_000);
    expect(fetchMock).toHaveBeenCalledTimes(count);
    live.stop();
  });
});

describe('useLiveState', () => {
  it('exposes the state and connection, and stops everything on unmount', async () => {
    const { fetchMock } = routeFetch([new TypeError('Failed to fetch')], [withEtag(200, liveState(5, [70]), '"v5"')]);
    const { result, unmount } = renderHook(() => useLiveState(7));
    expect(result.current).toEqual({ state: null, connection: 'connecting', error: null });
    await act(() => tick());
    expect(result.current.connection).toBe('polling');
    expect(result.current.state?.last_number).toBe(70);

    unmount();
    const count = fetchMock.mock.calls.length;
    await tick(60_000);
    expect(fetchMock).toHaveBeenCalledTimes(count);
  });
});
