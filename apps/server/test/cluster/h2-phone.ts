import http2 from 'node:http2';

/**
 * A phone following the night through the balancer as a browser does: HTTP/2 over TLS, the live
 * stream read as Server-Sent Events, and, when the stream ends or fails, a new one after a short
 * wait with Last-Event-ID (what EventSource does). It keeps every ball it was ever shown, the balls
 * of its last state, and how many times it had to come back.
 */
export class H2Phone {
  private session: http2.ClientHttp2Session | null = null;
  private stream: http2.ClientHttp2Stream | null = null;
  private closed = false;
  lastId = -1;
  drawn: number[] = [];
  readonly seen = new Set<number>();
  /** Streams that ended under the phone (its process killed) and were opened again. */
  reconnects = 0;
  /** Answers other than 200 while coming back (the balancer had no live process for it yet). */
  refused = 0;
  /** Frames that repeated a state the phone already held. */
  repeats = 0;
  private firstFrame!: Promise<void>;
  private gotFirst!: () => void;

  constructor(
    private readonly origin: string,
    private readonly ca: string,
    private readonly path: string,
    private readonly token: string,
  ) {
    this.firstFrame = new Promise((resolve) => (this.gotFirst = resolve));
  }

  /** Opens the stream; resolves with the first state. */
  async start(): Promise<void> {
    this.open();
    await this.firstFrame;
  }

  close(): void {
    this.closed = true;
    this.stream?.close();
    this.session?.close();
  }

  private connect(): http2.ClientHttp2Session {
    if (this.session && !this.session.closed && !this.session.destroyed) return this.session;
    const session = http2.connect(this.origin, { ca: this.ca });
    session.on('error', () => {});
    session.on('close', () => {
      if (this.session === session) this.session = null;
    });
    this.session = session;
    return session;
  }

  private open(): void {
    if (this.closed) return;
    let session: http2.ClientHttp2Session;
    try {
      session = this.connect();
    } catch {
      this.again();
      return;
    }
    const stream = session.request({
      ':path': this.path,
      authorization: `Bearer ${this.token}`,
      accept: 'text/event-stream',
      ...(this.lastId >= 0 ? { 'last-event-id': String(this.lastId) } : {}),
    });
    this.stream = stream;
    let buffer = '';
    let ok = false;
    stream.setEncoding('utf8');
    stream.on('response', (headers) => {
      ok = headers[':status'] === 200;
      if (!ok) this.refused++;
    });
    stream.on('data', (chunk: string) => {
      if (!ok) return;
      buffer += chunk;
      let cut: number;
      while ((cut = buffer.indexOf('\n\n')) >= 0) {
        const frame = buffer.slice(0, cut);
        buffer = buffer.slice(cut + 2);
        this.read(frame);
      }
    });
    let ended = false;
    const end = () => {
      if (ended) return;
      ended = true;
      if (this.stream === stream) this.stream = null;
      if (this.closed) return;
      if (ok) this.reconnects++;
      this.again();
    };
    stream.on('close', end);
    stream.on('error', end);
  }

  /** The stream is gone: a new one a little later, on a new connection if the old one died. */
  private again(): void {
    setTimeout(() => this.open(), 200 + Math.random() * 300).unref();
  }

  private read(frame: string): void {
    const id = /^id: (\d+)$/m.exec(frame);
    const data = frame.split('\n').find((line) => line.startsWith('data: '));
    if (!id || !data) return;
    if (Number(id[1]) <= this.lastId) {
      this.repeats++;
      return;
    }
    this.lastId = Number(id[1]);
    this.drawn = (JSON.parse(data.slice(6)) as { drawn: number[] }).drawn;
    for (const ball of this.drawn) this.seen.add(ball);
    this.gotFirst();
  }
}
