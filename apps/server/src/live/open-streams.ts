/** What the hub keeps of one open live stream. */
export interface OpenStream {
  /** Writes a comment line: proxies close a stream idle for too long. */
  ping(): void;
  end(): void;
}

export const HEARTBEAT_MS = 20_000;

/**
 * The open live streams of this process: one timer pings them all every 20 s, instead of one
 * timer (and its closure) per phone (docs/decisions/045), and a stopping server ends them all
 * instead of waiting for phones to hang up.
 */
export class OpenStreams {
  private readonly streams = new Set<OpenStream>();
  private heartbeat: NodeJS.Timeout | null = null;

  constructor(private readonly heartbeatMs = HEARTBEAT_MS) {}

  get size(): number {
    return this.streams.size;
  }

  hold(stream: OpenStream): void {
    this.streams.add(stream);
    // No timer while no phone follows: an idle server wakes for nothing.
    this.heartbeat ??= setInterval(() => this.pingAll(), this.heartbeatMs).unref();
  }

  release(stream: OpenStream): void {
    this.streams.delete(stream);
    if (this.streams.size === 0) this.stopHeartbeat();
  }

  endAll(): void {
    for (const stream of [...this.streams]) stream.end();
    this.streams.clear();
    this.stopHeartbeat();
  }

  private pingAll(): void {
    for (const stream of this.streams) stream.ping();
  }

  private stopHeartbeat(): void {
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = null;
  }
}
