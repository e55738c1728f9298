import { eq, sql } from 'drizzle-orm';
import type { Database, Db } from './client';
import { events } from './schema';

export const LIVE_CHANNEL = 'live_changed';

export interface LiveSignal {
  event: number;
  version: number;
  /** True when cards entered or left play: processes re-read their card index. */
  cards?: boolean;
  /**
   * With `cards`: the cards that entered play, when that is all that changed of the cards (an
   * approval). The ranking engines add just them instead of diffing every card in play
   * (docs/decisions/043); without it they re-read the index.
   */
  joined?: number[];
}

/** A NOTIFY payload holds 8,000 bytes: more cards than this are announced as a plain `cards`. */
const JOINED_ANNOUNCED = 500;

/** Two changes of one event in one transaction: the last version; `joined` only if both said only that. */
export function mergeSignals(earlier: LiveSignal | undefined, later: LiveSignal): LiveSignal {
  if (!earlier?.cards) return later;
  if (!later.cards) return { ...later, cards: true, ...(earlier.joined ? { joined: earlier.joined } : {}) };
  const joined = earlier.joined && later.joined ? [...earlier.joined, ...later.joined] : undefined;
  return { event: later.event, version: later.version, cards: true, ...(joined && joined.length <= JOINED_ANNOUNCED ? { joined } : {}) };
}

/**
 * Marks, inside the writer's transaction, that an event's live state changed; returns the signal
 * to publish once the transaction has committed (publishing earlier could let a reader see the old
 * rows under the new version).
 */
export async function bumpLive(tx: Db, eventId: number, options: { cards?: boolean; joined?: number[] } = {}): Promise<LiveSignal> {
  const [row] = await tx
    .update(events)
    .set({
      liveVersion: sql`${events.liveVersion} + 1`,
      ...(options.cards ? { cardsVersion: sql`${events.cardsVersion} + 1` } : {}),
    })
    .where(eq(events.id, eventId))
    .returning({ version: events.liveVersion });
  const joined = options.cards && options.joined && options.joined.length <= JOINED_ANNOUNCED ? { joined: options.joined } : {};
  return { event: eventId, version: row?.version ?? 0, ...(options.cards ? { cards: true, ...joined } : {}) };
}

/**
 * Whether the event's screens show the fundraising goal, so that a change to the money raised
 * (a sponsorship paid, a sale's amount) must reach them (decisions.md §13, docs/decisions/019). Without the thermometer such
 * a change is not on any screen, and a new version would only make every phone download the
 * same state again.
 */
export async function showsGoal(tx: Db, eventId: number): Promise<boolean> {
  const [row] = await tx.select({ shown: events.showGoal }).from(events).where(eq(events.id, eventId));
  return row?.shown ?? false;
}

/** Hears a change of this process; may answer when its frame is out (see publishLive's `untilShown`). */
type LocalListener = (signal: LiveSignal) => unknown;
const localListeners = new Map<Database, Set<LocalListener>>();

/** This process hears its own changes at once (read-your-writes); others hear them through NOTIFY. */
export function onLocalLive(database: Database, listener: LocalListener): () => void {
  let set = localListeners.get(database);
  if (!set) localListeners.set(database, (set = new Set()));
  set.add(listener);
  return () => set.delete(listener);
}

/**
 * Announces a committed change here and to the other processes. `untilShown`: answers only once this
 * process's screens have it (a ball on PGlite holds the other transactions back until then,
 * docs/decisions/043). Listeners never reject.
 */
export async function publishLive(
  database: Database,
  signal: LiveSignal | null | undefined,
  options: { untilShown?: boolean } = {},
): Promise<void> {
  if (!signal) return;
  const shown = [...(localListeners.get(database) ?? [])].map((listener) => listener(signal));
  await database.notify(LIVE_CHANNEL, JSON.stringify(signal));
  if (options.untilShown) await Promise.all(shown);
}
