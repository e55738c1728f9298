import type { LiveState } from '@bingo/core';
import type { Database } from '../db/client';
import { LIVE_CHANNEL, onLocalLive, type LiveSignal } from '../db/live-signal';
import { LiveRepository } from './live-repository';
import { liveStages } from './live-stages';
import { OpenStreams, type OpenStream } from './open-streams';
import { loadLiveState, type RoundStandings } from './live-state';

export interface LiveSnapshot {
  state: LiveState;
  /** The state serialised once, shared by every poll and stream. */
  json: string;
  etag: string;
}

type Subscriber = (snapshot: LiveSnapshot) => void;
type ChangeListener = (signal: LiveSignal) => void;

/**
 * How long cards entering or leaving play wait for others before their frame goes out
 * (docs/decisions/043): during a burst of approvals, one frame per window instead of one per
 * approval. A ball's frame is never held; it carries the waiting cards too.
 */
export const CARDS_WINDOW_MS = 500;

/**
 * Live state of each event, kept in memory and refreshed only when a NOTIFY says its version moved.
 * Polls are answered from memory (with ETag); streams are pushed the new snapshot.
 */
export class LiveHub {
  private readonly snapshots = new Map<number, LiveSnapshot>();
  private readonly loading = new Map<number, Promise<LiveSnapshot | null>>();
  private readonly reloadAfter = new Set<number>();
  private readonly subscribers = new Map<number, Set<Subscriber>>();
  private readonly changeListeners = new Set<ChangeListener>();
  private readonly repo: LiveRepository;
  /** Highest version announced per event: a held snapshot older than it is not served. */
  private readonly announced = new Map<number, number>();
  private unlisten: (() => Promise<void>) | null = null;
  private unlistenLocal: (() => void) | null = null;
  /** The open streams, pinged by one timer and ended when the hub stops. */
  private readonly streams: OpenStreams;
  /** Card-only changes waiting for their window to end, per event (docs/decisions/043). */
  private readonly cardsWaiting = new Map<number, NodeJS.Timeout>();
  private readonly cardsWindowMs: number;

  constructor(
    private readonly database: Database,
    private readonly standings: RoundStandings,
    /** Shorter in tests. */
    timings: { cardsWindowMs?: number; heartbeatMs?: number } = {},
  ) {
    this.repo = new LiveRepository(database.db);
    this.cardsWindowMs = timings.cardsWindowMs ?? CARDS_WINDOW_MS;
    this.streams = new OpenStreams(timings.heartbeatMs);
  }

  async start(): Promise<void> {
    this.unlisten = await this.database.listen(LIVE_CHANNEL, (payload) => this.onPayload(payload));
    this.unlistenLocal = onLocalLive(this.database, (signal) => this.onLocal(signal));
  }

  async stop(): Promise<void> {
    await this.unlisten?.();
    this.unlistenLocal?.();
    for (const timer of this.cardsWaiting.values()) clearTimeout(timer);
    this.cardsWaiting.clear();
    this.subscribers.clear();
    // A stopping server must not wait for phones to hang up (graceful shutdown).
    this.streams.endAll();
  }

  /** Registers an open stream: pinged while open, ended when the hub stops. */
  holdStream(stream: OpenStream): void {
    this.streams.hold(stream);
  }

  releaseStream(stream: OpenStream): void {
    this.streams.release(stream);
  }

  /** Other in-memory views (the ranking engine) hear of every change too. */
  onChange(listener: ChangeListener): void {
    this.changeListeners.add(listener);
  }

  /** The event's snapshot, never older than the last version this process heard of. */
  /** The held snapshot when it is the newest announced, without waiting (polls, docs/decisions/037); else undefined. */
  peek(eventId: number): LiveSnapshot | undefined {
    const held = this.snapshots.get(eventId);
    return held && held.state.version >= (this.announced.get(eventId) ?? 0) ? held : undefined;
  }

  async get(eventId: number): Promise<LiveSnapshot | null> {
    // A read already under way may have started before the newest commit: then read once more.
    for (let attempt = 0; attempt < 3; attempt++) {
      const held = this.peek(eventId);
      if (held) return held;
      const loaded = await (this.loading.get(eventId) ?? this.load(eventId));
      if (!loaded || loaded.state.version >= (this.announced.get(eventId) ?? 0)) return loaded;
    }
    return this.snapshots.get(eventId) ?? null;
  }

  subscribe(eventId: number, subscriber: Subscriber): () => void {
    let set = this.subscribers.get(eventId);
    if (!set) this.subscribers.set(eventId, (set = new Set()));
    set.add(subscriber);
    return () => {
      set.delete(subscriber);
      if (set.size === 0) this.subscribers.delete(eventId);
    };
  }

  subscriberCount(eventId: number): number {
    return this.subscribers.get(eventId)?.size ?? 0;
  }

  private onPayload(payload: string): void {
    let signal: LiveSignal | null;
    try {
      signal = payload ? (JSON.parse(payload) as LiveSignal) : null;
    } catch {
      signal = null;
    }
    // No usable payload (e.g. after a reconnect, when signals may have been missed): re-read all.
    this.onSignals(
      signal ? [signal] : [...this.snapshots.keys()].map((event) => ({ event, version: Number.MAX_SAFE_INTEGER, cards: true })),
    );
  }

  /**
   * This process's own change: heard at once (read-your-writes). Answers when the change's frame is
   * out, for a writer that holds others back meanwhile (a ball on PGlite, docs/decisions/043);
   * at once for a card-only change, whose frame waits for its window.
   */
  private onLocal(signal: LiveSignal): Promise<void> | void {
    this.onSignals([signal]);
    if (signal.cards || (!this.snapshots.has(signal.event) && !this.subscribers.has(signal.event))) return;
    return this.get(signal.event).then(
      () => {},
      () => {},
    );
  }

  private onSignals(signals: LiveSignal[]): void {
    for (const s of signals) {
      for (const listener of this.changeListeners) listener(s);
      if (s.version !== Number.MAX_SAFE_INTEGER) this.announced.set(s.event, Math.max(s.version, this.announced.get(s.event) ?? 0));
      const held = this.snapshots.get(s.event);
      if (held && held.state.version >= s.version) continue;
      if (!held && !this.subscribers.has(s.event)) continue;
      if (s.cards && s.version !== Number.MAX_SAFE_INTEGER) this.loadAfterWindow(s.event);
      else void this.load(s.event).catch(() => {});
    }
  }

  /**
   * Cards entering or leaving play change no ball: their frame waits a short window, and every
   * card-only change within it goes out in that one frame (docs/decisions/043). Any read started
   * after them (a ball, a poll, another writer) carries them sooner; a poll in the window still gets
   * the newest version, since `announced` has moved.
   */
  private loadAfterWindow(eventId: number): void {
    if (this.cardsWaiting.has(eventId)) return;
    const timer = setTimeout(() => {
      this.cardsWaiting.delete(eventId);
      void this.load(eventId).catch(() => {});
    }, this.cardsWindowMs);
    timer.unref();
    this.cardsWaiting.set(eventId, timer);
  }

  /** One read at a time per event; a signal arriving mid-read triggers one more read after it. */
  private load(eventId: number): Promise<LiveSnapshot | null> {
    const pending = this.loading.get(eventId);
    if (pending) {
      this.reloadAfter.add(eventId);
      return pending;
    }
    // This read starts after every card-only change heard so far: it carries them, no need to wait.
    const waiting = this.cardsWaiting.get(eventId);
    if (waiting) {
      clearTimeout(waiting);
      this.cardsWaiting.delete(eventId);
    }
    const promise = loadLiveState(this.repo, this.standings, eventId, (round) => liveStages(this.database.db, round))
      .then((state) => {
        if (!state) {
          this.snapshots.delete(eventId);
          return null;
        }
        const held = this.snapshots.get(eventId);
        if (held && held.state.version >= state.version) return held;
        const snapshot: LiveSnapshot = { state, json: JSON.stringify(state), etag: `W/"live-${eventId}-${state.version}"` };
        this.snapshots.set(eventId, snapshot);
        for (const subscriber of this.subscribers.get(eventId) ?? []) subscriber(snapshot);
        return snapshot;
      })
      .finally(() => {
        this.loading.delete(eventId);
        if (this.reloadAfter.delete(eventId)) void this.load(eventId).catch(() => {});
      });
    this.loading.set(eventId, promise);
    return promise;
  }
}
