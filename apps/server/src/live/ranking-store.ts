import { CardIndex, RoundResults, RoundTally } from '@bingo/core';
import type { Database } from '../db/client';
import type { LiveSignal } from '../db/live-signal';
import { LiveRepository } from './live-repository';

interface EventEngine {
  index: CardIndex;
  /** Database time of the last card read: buyer data edited after it is re-read. */
  cardsReadAt: Date;
  rounds: Map<number, { tally: RoundTally; results: RoundResults }>;
  cardsDirty: boolean;
  /** Cards announced as entering play since the last read, when nothing else of the cards changed. */
  joined: number[];
  ballsDirty: boolean;
}

/**
 * The incremental ranking engine of each event (packages/core), fed from the database: built on the
 * first request, then kept in step by change signals. Balls are re-read per round (75 rows at most)
 * and applied as differences; cards are re-read only when cards entered or left play.
 */
export class RankingStore {
  private readonly engines = new Map<number, EventEngine>();
  private readonly building = new Map<number, Promise<EventEngine>>();
  private readonly repo: LiveRepository;

  constructor(database: Database) {
    this.repo = new LiveRepository(database.db);
  }

  /** Called for every live signal: marks what must be re-read before the next answer. */
  onSignal(signal: LiveSignal): void {
    const engine = this.engines.get(signal.event);
    if (!engine) return;
    engine.ballsDirty = true;
    if (!signal.cards) return;
    // An approval names its cards: they are added by id, without diffing every card in play, so a
    // ball's frame during a burst of approvals does not wait for that read (docs/decisions/043).
    if (signal.joined && !engine.cardsDirty) engine.joined.push(...signal.joined);
    else engine.cardsDirty = true;
  }

  /**
   * Results of a round, in step with the database. `rows: true` (the live state of a round whose
   * quina is not yet won, decisions.md §14) has the tally count rows for the quina's near winners;
   * `rows: false` (the quina won) stops counting them; other readers leave the tally as it is.
   */
  async results(eventId: number, roundId: number, options: { rows?: boolean } = {}): Promise<RoundResults> {
    const engine = await this.engine(eventId);
    if (engine.cardsDirty || engine.joined.length) {
      const named = engine.joined.filter((id) => !engine.index.has(id));
      const full = engine.cardsDirty;
      engine.cardsDirty = false;
      engine.joined = [];
      let joined: number[];
      try {
        joined = full ? await this.syncCards(eventId, engine) : await this.addCards(eventId, engine, named);
      } catch (err) {
        // The database failed mid-read: the next answer reads the same cards again.
        if (full) engine.cardsDirty = true;
        else engine.joined.push(...named);
        throw err;
      }
      // Read after the cards, for the cards just read: each was committed with its marks, so none
      // slips into a round it joined late (decisions.md §14).
      if (joined.length) {
        const late = await this.repo.lateCards(eventId, { cardIds: joined });
        for (const [id, r] of engine.rounds) r.tally.sitOut(late.get(id) ?? []);
      }
    }
    let round = engine.rounds.get(roundId);
    if (round && options.rows === false && round.tally.countsRows) round.tally.stopRows();
    // Rows cannot be counted from the middle of a round: a tally made without them is made anew.
    if (round && options.rows === true && !round.tally.countsRows) {
      engine.rounds.delete(roundId);
      round = undefined;
    }
    if (!round || engine.ballsDirty) {
      if (engine.ballsDirty) {
        engine.ballsDirty = false;
        for (const [id, r] of engine.rounds) if (id !== roundId) await this.syncBalls(id, r.tally);
      }
      if (!round) {
        const tally = new RoundTally(engine.index, { rows: options.rows === true });
        tally.sitOut((await this.repo.lateCards(eventId, { roundId })).get(roundId) ?? []);
        round = { tally, results: new RoundResults(engine.index, tally) };
        engine.rounds.set(roundId, round);
      }
      await this.syncBalls(roundId, round.tally);
    }
    return round.results;
  }

  private async engine(eventId: number): Promise<EventEngine> {
    const held = this.engines.get(eventId);
    if (held) return held;
    let pending = this.building.get(eventId);
    if (!pending) {
      pending = (async () => {
        const cardsReadAt = await this.repo.now();
        const index = new CardIndex();
        index.add(await this.repo.cardsInPlay(eventId));
        const engine: EventEngine = { index, cardsReadAt, rounds: new Map(), cardsDirty: false, joined: [], ballsDirty: false };
        this.engines.set(eventId, engine);
        return engine;
      })().finally(() => this.building.delete(eventId));
      this.building.set(eventId, pending);
    }
    return pending;
  }

  private async syncBalls(roundId: number, tally: RoundTally): Promise<void> {
    const balls = new Set(await this.repo.balls(roundId));
    for (const b of [...tally.drawn]) if (!balls.has(b)) tally.remove(b);
    for (const b of balls) tally.draw(b);
  }

  /** The cards an approval named, still in play, join the index; answers their ids. */
  private async addCards(eventId: number, engine: EventEngine, ids: number[]): Promise<number[]> {
    if (ids.length === 0) return [];
    const added = (await this.repo.cardsInPlay(eventId, { ids })).filter((card) => !engine.index.has(card.id));
    engine.index.add(added);
    return added.map((card) => card.id);
  }

  /**
   * New cards join the index; cards whose buyer data changed are refreshed; a card that left play
   * (rare: a cancelled sale) means a rebuild, whose round tallies are made anew. Answers the ids
   * of the cards that joined a kept index.
   */
  private async syncCards(eventId: number, engine: EventEngine): Promise<number[]> {
    const readAt = await this.repo.now();
    // A small overlap: a transaction that committed just before our mark may carry an older timestamp.
    const since = new Date(engine.cardsReadAt.getTime() - 5_000);
    engine.cardsReadAt = readAt;
    const ids = await this.repo.idsInPlay(eventId);
    const inDb = new Set(ids);
    if (engine.index.cards.some((c) => !inDb.has(c.id))) {
      engine.index = new CardIndex();
      engine.index.add(await this.repo.cardsInPlay(eventId));
      engine.rounds = new Map();
      return [];
    }
    const missing = ids.filter((id) => !engine.index.has(id));
    if (missing.length) engine.index.add(await this.repo.cardsInPlay(eventId, { ids: missing }));
    for (const card of await this.repo.cardsInPlay(eventId, { updatedSince: since })) engine.index.replace(card);
    return missing;
  }
}
