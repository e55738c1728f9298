import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { LiveHub, LiveSnapshot } from './live-hub';
import type { OpenStream } from './open-streams';

const frames = new WeakMap<LiveSnapshot, Buffer>();
const PING = Buffer.from(': ping\n\n');

/** The SSE frame of a snapshot, encoded once and written to every stream as the same bytes. */
function sseFrame(snapshot: LiveSnapshot): Buffer {
  let frame = frames.get(snapshot);
  if (!frame) {
    frame = Buffer.from(`id: ${snapshot.state.version}\nevent: live\ndata: ${snapshot.json}\n\n`);
    frames.set(snapshot, frame);
  }
  return frame;
}

/** The version named by the Last-Event-ID header, or null. */
function resumedFrom(request: FastifyRequest): number | null {
  const header = request.headers['last-event-id'];
  return typeof header === 'string' && /^\d+$/.test(header) ? Number(header) : null;
}

/**
 * One phone's stream once its head is written: the hub pushes it each new version and pings it;
 * one object per phone instead of a closure per duty (docs/decisions/045).
 */
class LiveStream implements OpenStream {
  constructor(
    private readonly res: ServerResponse,
    private lastVersion: number,
  ) {}

  readonly push = (snapshot: LiveSnapshot): void => {
    if (snapshot.state.version <= this.lastVersion) return;
    this.lastVersion = snapshot.state.version;
    this.res.write(sseFrame(snapshot));
  };

  ping(): void {
    this.res.write(PING);
  }

  end(): void {
    this.res.end();
  }
}

/**
 * Streams an event's live state as Server-Sent Events: the current state at once (unless the
 * client resumes holding it), then every new version. A comment line every 20 s keeps proxies
 * from closing an idle stream. When the server stops, the stream ends (the browser reconnects, to
 * another process behind the balancer).
 */
export function streamLive(
  request: FastifyRequest,
  reply: FastifyReply,
  hub: LiveHub,
  first: LiveSnapshot,
  /** Ends the stream early (its session ended); returns how to stop watching. */
  endWhen?: (end: () => void) => () => void,
): void {
  reply.hijack();
  const res = reply.raw;
  // The hijacked reply writes its own head: the headers set before (the security headers) go with it.
  res.writeHead(200, {
    ...(reply.getHeaders() as OutgoingHttpHeaders),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
    'x-request-id': request.id,
  });
  // A phone coming back (EventSource sends the id of the last frame it got) that already holds
  // this version is not sent it again: after a Wi-Fi drop the whole hall reconnects at once.
  if (resumedFrom(request) !== first.state.version) res.write(sseFrame(first));
  else res.flushHeaders();
  const stream = new LiveStream(res, first.state.version);
  const unsubscribe = hub.subscribe(first.state.event.id, stream.push);
  hub.holdStream(stream);
  const unwatch = endWhen?.(() => stream.end());
  const close = () => {
    unsubscribe();
    hub.releaseStream(stream);
    unwatch?.();
  };
  request.raw.on('close', close);
  res.on('error', close);
}
