import type { LiveState } from '@bingo/core';
import { fetchEventSource } from '@microsoft/fetch-event-source';
import { useEffect, useState } from 'react';
import { apiFetch } from '../../../lib/api-client';
import { routePath } from '../../../lib/api/client';
import { ApiError } from '../../../lib/api-error';
import { firstFrameData } from '../../../lib/first-frame';

export type LiveConnection = 'stream' | 'polling' | 'connecting';

export interface LiveFollow {
  state: LiveState | null;
  connection: LiveConnection;
  /** Set when the server refused for good (e.g. unknown event): nothing is retried then. */
  error: ApiError | null;
}

/** Spec §9: the live screens poll every 500 ms when they cannot stream. */
export const POLL_MS = 500;
const RETRY_FIRST_MS = 1_000;
const RETRY_MAX_MS = 30_000;
// The server writes a comment every 20 s: silence well beyond that means a dead connection
// that TCP has not noticed yet (a phone changing networks, a proxy dropping the socket).
const SILENCE_MS = 45_000;

interface Callbacks {
  onState: (state: LiveState) => void;
  onConnection: (connection: LiveConnection) => void;
  onFatal: (error: ApiError) => void;
}

/** A 4xx other than 429 will not change by asking again (404 unknown event, 401/403 session). */
function isFatal(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 429;
}

/**
 * Follows an event's live state: the SSE stream while it works; when it drops, GET /live every
 * 500 ms with If-None-Match (a 304 costs the server nothing) while the stream is retried with
 * back-off. Returns the function that stops everything.
 */
export function followLive(eventId: number, { onState, onConnection, onFatal }: Callbacks): () => void {
  const path = routePath('/api/events/{id}/live', { id: eventId });
  const streamPath = routePath('/api/events/{id}/live/stream', { id: eventId });
  const stop = new AbortController();
  let version = -1;
  let etag: string | null = null;
  let polling = false;
  // Each fallback period gets its own generation, so a poll still in flight from an earlier one
  // cannot start a second loop.
  let pollGeneration = 0;
  let pollTimer: ReturnType<typeof setTimeout> | undefined;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let retryMs = RETRY_FIRST_MS;

  // The stream and the polls may overlap for a moment: never go back to an older version.
  const accept = (state: LiveState) => {
    if (state.version <= version) return;
    version = state.version;
    onState(state);
  };

  const fail = (error: unknown) => {
    if (stop.signal.aborted) return;
    if (isFatal(error)) {
      // A 401 here has already signed the user out (the api client's session rules): nothing
      // may be asked again, neither a poll nor a stream retry with a dead token.
      stop.abort();
      stopPolling();
      clearTimeout(retryTimer);
      onFatal(error);
      return;
    }
    startPolling();
    retryTimer = setTimeout(openStream, retryMs);
    retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
  };

  /** One GET /live with the last ETag: false when the server refused for good. */
  async function fetchOnce(): Promise<boolean> {
    try {
      const response = await apiFetch(path, { headers: etag ? { 'If-None-Match': etag } : {}, signal: stop.signal });
      if (response.status !== 304) {
        etag = response.headers.get('ETag');
        accept((await response.json()) as LiveState);
      }
    } catch (error) {
      if (isFatal(error)) {
        fail(error);
        return false;
      }
      // A failed poll is simply tried again at the next tick.
    }
    return true;
  }

  async function poll(generation: number) {
    if (!(await fetchOnce())) return;
    if (polling && generation === pollGeneration && !stop.signal.aborted) {
      pollTimer = setTimeout(() => void poll(generation), POLL_MS);
    }
  }

  // A phone waking up may hold a stream that died in its sleep, unnoticed until the silence
  // watchdog fires: catch up at once with one cheap conditional GET.
  const onVisible = () => {
    if (document.visibilityState === 'visible' && !polling) void fetchOnce();
  };
  document.addEventListener('visibilitychange', onVisible);

  function startPolling() {
    if (polling) return;
    polling = true;
    pollGeneration += 1;
    onConnection('polling');
    void poll(pollGeneration);
  }

  function stopPolling() {
    polling = false;
    clearTimeout(pollTimer);
  }

  function openStream() {
    if (stop.signal.aborted) return;
    const attempt = new AbortController();
    const abortAttempt = () => attempt.abort();
    stop.signal.addEventListener('abort', abortAttempt);
    let silence: ReturnType<typeof setTimeout> | undefined;
    const heard = () => {
      clearTimeout(silence);
      silence = setTimeout(() => {
        attempt.abort();
        fail(new Error('stream silent'));
      }, SILENCE_MS);
    };
    const done = () => {
      clearTimeout(silence);
      stop.signal.removeEventListener('abort', abortAttempt);
    };

    fetchEventSource(streamPath, {
      signal: attempt.signal,
      openWhenHidden: true, // a projector tab in the background must keep following
      headers: { accept: 'text/event-stream' },
      // Through the app's one fetch: same token, same 401/403 session rules as every call. Back
      // after a drop, it names the version it holds (as EventSource does): the server then sends
      // only newer ones, instead of the whole state to every phone of the hall at once.
      fetch: (_url, init) =>
        apiFetch(streamPath, {
          headers: { Accept: 'text/event-stream', ...(version >= 0 ? { 'Last-Event-ID': String(version) } : {}) },
          signal: init?.signal ?? attempt.signal,
        }),
      onopen: async (response) => {
        // A server that does not stream (an old version, a proxy's page) must not count as open.
        if (!response.headers.get('Content-Type')?.startsWith('text/event-stream')) throw new Error('not a stream');
        retryMs = RETRY_FIRST_MS;
        stopPolling();
        onConnection('stream');
        heard();
      },
      onmessage: (message) => {
        heard(); // pings arrive as empty messages
        if (message.event === 'live' && message.data) accept(JSON.parse(message.data) as LiveState);
      },
      onclose: () => {
        throw new Error('stream closed'); // the server went away: same as a failure
      },
      onerror: (error) => {
        throw error; // no silent retry by the library: fall back to polling, retry with back-off
      },
    }).then(done, (error: unknown) => {
      done();
      fail(error);
    });
  }

  onConnection('connecting');
  openStream();
  return () => {
    stop.abort();
    document.removeEventListener('visibilitychange', onVisible);
    stopPolling();
    clearTimeout(retryTimer);
  };
}

/** The live state of an event for a screen: stream first, 500 ms polling as the fallback. */
export function useLiveState(eventId: number): LiveFollow {
  const [follow, setFollow] = useState<LiveFollow & { eventId: number }>(() => initial(eventId));
  // A new event id starts over: never show the previous event's state under the new one.
  const current = follow.eventId === eventId ? follow : initial(eventId);
  if (current !== follow) setFollow(current);

  useEffect(() => {
    if (!Number.isInteger(eventId) || eventId <= 0) return;
    const update = (patch: Partial<LiveFollow>) => setFollow((f) => (f.eventId === eventId ? { ...f, ...patch } : f));
    return followLive(eventId, {
      onState: (state) => update({ state }),
      onConnection: (connection) => update({ connection }),
      onFatal: (error) => update({ error }),
    });
  }, [eventId]);

  return { state: current.state, connection: current.connection, error: current.error };
}

function initial(eventId: number): LiveFollow & { eventId: number } {
  // The page may have come with this event's state (docs/decisions/037): shown at once, the
  // stream then brings any newer one.
  const inPage = firstFrameData('live');
  return { eventId, state: inPage?.event.id === eventId ? inPage : null, connection: 'connecting', error: null };
}
