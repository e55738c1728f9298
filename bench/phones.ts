/**
 * Phones that follow the live stream and may drop and come back, as raw sockets (the leanest
 * client, as in fan-out.ts). Each keeps what a phone keeps: the id of the last frame it got, sent
 * back as Last-Event-ID when it reconnects (what a browser's EventSource does), and the balls of
 * the last state it holds. A frame whose id is not above the phone's last one is counted as a
 * repeat: the phone already had that state.
 */
import net from 'node:net';
import tls from 'node:tls';
import { now } from './util';

export class Phone {
  private socket: net.Socket | null = null;
  private buffer = '';
  /** Id of the last frame received, on any connection (-1: none yet). */
  lastId = -1;
  /** The balls of the last state received. */
  drawn: number[] = [];
  repeats = 0;
  frames = 0;
  /** When the phone asked to reconnect, and when the server answered it (headers). */
  reconnectAsked = 0;
  reconnectAnswered = 0;
  /** Set when a timed frame is awaited: resolved by the next frame above `lastId`. */
  private waiting: ((at: number) => void) | null = null;

  constructor(
    private readonly port: number,
    private readonly path: string,
    private readonly token: string,
    /** Through a balancer's TLS (HTTP/1.1), trusting its certificate. */
    private readonly secure?: { ca: string },
  ) {}

  get connected(): boolean {
    return this.socket !== null;
  }

  /** Connects; resolves once the server answered with the stream's headers. */
  connect(): Promise<void> {
    const resume = this.lastId >= 0 ? `Last-Event-ID: ${this.lastId}\r\n` : '';
    const request = `GET ${this.path} HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${this.token}\r\nAccept: text/event-stream\r\n${resume}\r\n`;
    return new Promise((resolve, reject) => {
      let headers = true;
      this.buffer = '';
      const socket = this.secure
        ? tls.connect(
            { port: this.port, host: '127.0.0.1', ca: this.secure.ca, servername: 'localhost', ALPNProtocols: ['http/1.1'] },
            () => socket.write(request),
          )
        : net.connect(this.port, '127.0.0.1', () => socket.write(request));
      this.socket = socket;
      socket.setEncoding('utf8');
      socket.on('data', (chunk: string) => {
        this.buffer += chunk;
        if (headers) {
          const end = this.buffer.indexOf('\r\n\r\n');
          if (end === -1) return;
          const status = this.buffer.slice(0, this.buffer.indexOf('\r\n'));
          if (!status.includes(' 200 ')) {
            reject(new Error(`stream: ${status}`));
            socket.destroy();
            return;
          }
          headers = false;
          this.buffer = this.buffer.slice(end + 4);
          resolve();
        }
        this.readFrames();
      });
      socket.on('error', reject);
    });
  }

  /** The phone loses the network: the socket goes, what it holds stays. */
  drop(): void {
    this.socket?.destroy();
    this.socket = null;
  }

  /** Resolves with the time the next new frame arrives. */
  nextFrame(): Promise<number> {
    return new Promise((resolve) => (this.waiting = resolve));
  }

  cancelWait(): void {
    this.waiting = null;
  }

  private readFrames(): void {
    let at;
    while ((at = this.buffer.indexOf('\n\n')) !== -1) {
      const block = this.buffer.slice(0, at);
      this.buffer = this.buffer.slice(at + 2);
      if (block.startsWith(':')) continue; // heartbeat
      const idLine = /^id: (\d+)$/m.exec(block);
      const dataAt = block.indexOf('data: ');
      if (!idLine || dataAt === -1) continue;
      const id = Number(idLine[1]);
      this.frames++;
      if (id <= this.lastId) {
        this.repeats++;
        continue;
      }
      this.lastId = id;
      // Only the balls are kept: the one thing every phone must end with.
      const drawnAt = block.indexOf('"drawn":[', dataAt);
      this.drawn = drawnAt === -1 ? [] : JSON.parse(block.slice(drawnAt + 8, block.indexOf(']', drawnAt) + 1));
      if (this.waiting) {
        const resolve = this.waiting;
        this.waiting = null;
        resolve(now());
      }
    }
  }
}

/** Fires one change and answers, per phone that got a new frame within the timeout, the ms it took. */
export async function timeNextFrame(phones: Phone[], fire: () => Promise<unknown>, timeoutMs = 10_000): Promise<number[]> {
  const arrivals: number[] = [];
  const sentAt = now();
  const waits = phones.map((phone) => phone.nextFrame().then((at) => arrivals.push(at - sentAt)));
  await fire();
  await Promise.race([Promise.all(waits), new Promise((r) => setTimeout(r, timeoutMs))]);
  for (const phone of phones) phone.cancelWait();
  return arrivals;
}
