import pg from 'pg';

type Handler = (payload: string) => void;

/** First retry after the connection is lost, and the longest wait between retries. */
const RETRY_FIRST_MS = 250;
const RETRY_MAX_MS = 1000;

/**
 * One dedicated connection for LISTEN, re-established with back-off when the server goes away,
 * re-subscribing every channel. Handlers also get an empty payload after a reconnect, since
 * notifications sent meanwhile were lost and listeners must re-read. Retries stay at most a second
 * apart: live updates between processes resume within about a second of the database's return
 * (one connection attempt a second per process costs nothing).
 */
export class PgListener {
  private client: pg.Client | null = null;
  private readonly handlers = new Map<string, Set<Handler>>();
  private connecting: Promise<void> | null = null;
  private closed = false;
  private retryTimer: NodeJS.Timeout | null = null;

  constructor(private readonly url: string) {}

  async listen(channel: string, handler: Handler): Promise<() => Promise<void>> {
    let set = this.handlers.get(channel);
    if (!set) {
      set = new Set();
      this.handlers.set(channel, set);
      await this.ensureConnected();
      await this.client?.query(`listen ${pg.escapeIdentifier(channel)}`);
    }
    set.add(handler);
    return async () => {
      set.delete(handler);
    };
  }

  private ensureConnected(): Promise<void> {
    if (this.client) return Promise.resolve();
    this.connecting ??= this.connect().finally(() => {
      this.connecting = null;
    });
    return this.connecting;
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.url, connectionTimeoutMillis: 5000 });
    client.on('notification', (n) => {
      for (const h of this.handlers.get(n.channel) ?? []) h(n.payload ?? '');
    });
    client.on('error', () => this.drop(client));
    client.on('end', () => this.drop(client));
    try {
      await client.connect();
      for (const channel of this.handlers.keys()) await client.query(`listen ${pg.escapeIdentifier(channel)}`);
    } catch (err) {
      // Half set up (connected, a LISTEN failed): close it rather than leak it.
      await client.end().catch(() => {});
      throw err;
    }
    if (this.closed) {
      await client.end().catch(() => {});
      return;
    }
    this.client = client;
  }

  private drop(client: pg.Client): void {
    if (this.client !== client) return;
    this.client = null;
    this.scheduleReconnect(RETRY_FIRST_MS);
  }

  private scheduleReconnect(delay: number): void {
    if (this.closed || this.retryTimer) return;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      this.ensureConnected().then(
        () => {
          for (const set of this.handlers.values()) for (const h of set) h('');
        },
        () => this.scheduleReconnect(Math.min(delay * 2, RETRY_MAX_MS)),
      );
    }, delay);
    this.retryTimer.unref();
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => {});
  }
}
