import type { LiveState } from '@bingo/core';

export interface LiveFrame {
  state: LiveState;
  /** performance.now() when the frame was read. */
  at: number;
}

export interface LiveStream {
  /** The first frame (already received or still to come) that passes `check`. */
  next(check: (state: LiveState) => boolean, timeoutMs?: number): Promise<LiveFrame>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

/** A buyer's Server-Sent Events stream of an event's live state (GET /api/events/:id/live/stream). */
export async function openLiveStream(base: string, eventId: number, token: string): Promise<LiveStream> {
  const abort = new AbortController();
  const res = await fetch(`${base}/api/events/${eventId}/live/stream`, {
    headers: { authorization: `Bearer ${token}` },
    signal: abort.signal,
  });
  if (res.status !== 200 || !res.body) throw new Error(`stream ao vivo: ${res.status} ${await res.text()}`);
  const frames: LiveFrame[] = [];
  const waiters = new Set<() => void>();
  let ended: Error | null = null;
  const reading = (async () => {
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      const at = performance.now();
      buffer += value;
      let cut: number;
      while ((cut = buffer.indexOf('\n\n')) >= 0) {
        const frame = buffer.slice(0, cut);
        buffer = buffer.slice(cut + 2);
        const data = frame.split('\n').find((line) => line.startsWith('data: '));
        if (data) frames.push({ state: JSON.parse(data.slice(6)) as LiveState, at });
      }
      for (const wake of waiters) wake();
    }
    throw new Error('o stream terminou');
  })().catch((err: Error) => {
    ended = err;
    for (const wake of waiters) wake();
  });

  return {
    next(check, timeoutMs = 5000) {
      return new Promise((resolve, reject) => {
        let timer: NodeJS.Timeout | undefined = undefined;
        const look = () => {
          const found = frames.find((f) => check(f.state));
          if (!found && !ended) return;
          waiters.delete(look);
          clearTimeout(timer);
          if (found) resolve(found);
          else reject(ended ?? new Error('o stream terminou'));
        };
        timer = setTimeout(() => {
          waiters.delete(look);
          reject(new Error(`nenhum estado esperado no stream em ${timeoutMs} ms; último: ${JSON.stringify(frames.at(-1)?.state.drawn)}`));
        }, timeoutMs);
        waiters.add(look);
        look();
      });
    },
    ended: reading,
    close() {
      abort.abort();
    },
  };
}
