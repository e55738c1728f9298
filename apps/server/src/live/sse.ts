import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { LiveHub, LiveSnapshot } from './live-hub';
import type { OpenStream } from './open-streams';

/** A frame as the body carries it, and the same framed as one HTTP/1.1 chunk (RFC 9112 §7.1). */
interface Frame {
  body: Buffer;
  chunk: Buffer;
}

const frames = new WeakMap<LiveSnapshot, Frame>();

function frameOf(text: string): Frame {
  const body = Buffer.from(text);
  return { body, chunk: Buffer.concat([Buffer.from(`${body.length.toString(16)}\r\n`), body, Buffer.from('\r\n')]) };
}

const PING = frameOf(': ping\n\n');

/** The SSE frame of a snapshot, encoded once and written to every stream as the same bytes. */
function sseFrame(snapshot: LiveSnapshot): Frame {
  let frame = frames.get(snapshot);
  if (!frame) {
    frame = frameOf(`id: ${snapshot.state.version}\nevent: live\ndata: ${snapshot.json}\n\n`);
    frames.set(snapshot, frame);
  }
  return frame;
}

/**
 * Writes a frame after the head. A chunked response gets the frame already framed as its chunk,
 * straight to its socket: the same bytes Node would send, but one write of a Buffer shared by every
 * phone instead of a length string, four pieces, a cork and a tick per phone (docs/decisions/045).
 */
function writeFrame(res: ServerResponse, frame: Frame): void {
  const socket = res.socket;
  // Node gives a response its socket only while it is that socket's current response.
  if (res.chunkedEncoding && res.headersSent && !res.writableEnded && socket?.writable) socket.write(frame.chunk);
  else res.write(frame.body);
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
    writeFrame(this.res, sseFrame(snapshot));
  };

  ping(): void {
    writeFrame(this.res, PING);
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
  if (resumedFrom(request) !== first.state.version) res.write(sseFrame(first).body);
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
