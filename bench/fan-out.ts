/**
 * Live streams for the benchmarks: C clients follow one SSE path as raw sockets (the leanest
 * client: no HTTP parser, so the measuring side takes as little of the shared CPU as it can), and
 * the bare Node fan-out that is their baseline (sse-bare-server.ts).
 */
import { spawn } from 'node:child_process';
import net from 'node:net';
import readline from 'node:readline';
import { now } from './util';

const FRAME = 'event: live';

export class Streams {
  private readonly sockets: net.Socket[] = [];
  /** Sockets still waiting for the frame being timed, and when it was fired. */
  private pending = new Set<net.Socket>();
  private arrivals: number[] = [];
  private sentAt = 0;

  private constructor() {}

  /**
   * Opens `count` streams and resolves once every one has its first frame. `wave` opens them that
   * many at a time (each wave connected before the next): thousands of connects in the same
   * instant overflow the server's accept queue (Node listens with a backlog of 511) and come back
   * reset, which is the reconnect bench's storm, not a hall filling up.
   */
  static async open(port: number, path: string, token: string | null, count: number, wave = count): Promise<Streams> {
    const streams = new Streams();
    for (let opened = 0; opened < count; opened += wave) await streams.connect(port, path, token, Math.min(wave, count - opened));
    return streams;
  }

  private connect(port: number, path: string, token: string | null, count: number): Promise<void> {
    const request = `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n${token ? `Authorization: Bearer ${token}\r\n` : ''}Accept: text/event-stream\r\n\r\n`;
    return new Promise<void>((resolve, reject) => {
      let connected = 0;
      for (let i = 0; i < count; i++) {
        const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
        let first = true;
        socket.on('data', (chunk: Buffer) => {
          // A frame never straddles two reads in practice (each is one small write).
          if (chunk.indexOf(FRAME) === -1) return;
          if (first) {
            first = false;
            if (++connected === count) resolve();
          } else if (this.pending.delete(socket)) {
            this.arrivals.push(now() - this.sentAt);
          }
        });
        socket.on('error', reject);
        this.sockets.push(socket);
      }
    });
  }

  get count(): number {
    return this.sockets.length;
  }

  /** Fires one change and answers, per client that got its frame within the timeout, the ms it took. */
  async time(fire: () => Promise<unknown>, timeoutMs = 10_000): Promise<number[]> {
    this.arrivals = [];
    this.pending = new Set(this.sockets);
    this.sentAt = now();
    await fire();
    const deadline = now() + timeoutMs;
    while (this.pending.size > 0 && now() < deadline) await new Promise((r) => setTimeout(r, 2));
    this.pending.clear();
    return this.arrivals;
  }

  close(): void {
    for (const socket of this.sockets) socket.destroy();
  }
}

/**
 * The bare Node fan-out to `count` clients: `frames` frames, one after another, each written to
 * every stream and timed the same way; the arrivals of all of them.
 */
export function bareFanOut(count: number, frames = 1, wave = count): Promise<number[]> {
  return withBareServer(async (port) => {
    const streams = await Streams.open(port, '/stream', null, count, wave);
    try {
      const arrivals: number[] = [];
      for (let i = 0; i < frames; i++)
        arrivals.push(...(await streams.time(() => fetch(`http://127.0.0.1:${port}/fire`, { method: 'POST' }))));
      return arrivals;
    } finally {
      streams.close();
    }
  });
}

/**
 * Runs `measure` against the bare server (sse-bare-server.ts): its streams are at /stream, and
 * POST /fire writes one frame (id 2) to each.
 */
export async function withBareServer<T>(measure: (port: number) => Promise<T>): Promise<T> {
  const child = spawn(process.execPath, ['--import', 'tsx', new URL('./sse-bare-server.ts', import.meta.url).pathname], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = readline.createInterface({ input: child.stdout! })[Symbol.asyncIterator]();
  const port = Number((await lines.next()).value);
  try {
    await fetch(`http://127.0.0.1:${port}/ping`); // the first fetch of a process sets up its client: not part of the fan-out
    return await measure(port);
  } finally {
    child.kill('SIGTERM');
  }
}
