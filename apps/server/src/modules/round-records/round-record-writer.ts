import {
  cardSetHash,
  entryHash,
  fullCardBall,
  GENESIS_HASH,
  isLateEntry,
  replayRecord,
  stagesOrDefault,
  winnersOf,
  type StageWin,
  type RecordCard,
  type RecordEntry,
  type RecordKind,
} from '@bingo/core';
import type { Db } from '../../db/client';
import { cardIdsInPlay, cardsInPlay } from '../../live';
import { roundAcumulado } from '../acumulado';
import { loadCardSets } from './card-sets';
import { nextRoundNumber } from './next-round';
import { nodeSha256 } from './node-sha';
import { RoundRecordsRepository } from './round-records.repository';
import { StageEngine } from './stage-engine';

/**
 * Appends to a round's public record inside the caller's transaction (docs/decisions/015): the
 * entry commits or rolls back with the change it records. Each append locks the round row first,
 * so two writers of one round queue and seq stays 1, 2, 3... A caller that already locked the
 * round's event (draws, round changes) keeps the house order: event, then round.
 */
export class RoundRecordWriter {
  private readonly repo: RoundRecordsRepository;

  /**
   * `afterBalls`: the caller holds no lock of the event (a purchase settling), so its cards may wait
   * for a ball that holds or waits for the event, instead of a ball waiting for them (docs/decisions/040).
   */
  constructor(
    private readonly tx: Db,
    private readonly options: { afterBalls?: boolean } = {},
  ) {
    this.repo = new RoundRecordsRepository(tx);
  }

  /**
   * The round has just moved into in_progress. The first time: round_started and the card_set (the
   * cards in play now). Later (a finished round reopened, or one set back to not started and started
   * again): round_reopened with the admin's reason (decisions.md §14), then the cards that left
   * play while it was stopped, and those that joined, unless they joined after its first ball: those
   * sit it out (decisions.md §14).
   */
  async started(roundId: number, reason?: string): Promise<void> {
    const round = await this.repo.lockRound(roundId);
    if (!round) return;
    if (!(await this.repo.hasRecord(roundId))) {
      // A round that took balls before the record existed stays without one: a record starting
      // halfway would show a round that never happened (the page says it is older than the record).
      if (await this.repo.hasBalls(roundId)) return;
      // The stages go into the record so anyone can recount their winners (decisions.md §14).
      await this.append(roundId, 'round_started', {
        event_id: round.eventId,
        number: round.number,
        prize: round.prize,
        stages: stagesOrDefault(round.stages, round.prize),
      });
      const late = await this.repo.lateIds(roundId);
      const inPlay = (await cardsInPlay(this.tx, round.eventId))
        .filter((c) => !late.has(c.id))
        .map((c) => ({ id: c.id, numbers: [...c.numbers] }));
      await this.appendCards(roundId, 'card_set', inPlay);
      await this.recordVoids(roundId, round.eventId);
      return;
    }
    await this.append(roundId, 'round_reopened', reason ? { reason } : {});
    const { inPlay: recorded } = await this.recordedCards(roundId);
    const late = await this.repo.lateIds(roundId);
    const now = new Set(await cardIdsInPlay(this.tx, round.eventId));
    const joined = [...now].filter((id) => !recorded.has(id) && !late.has(id));
    const left = [...recorded].filter((id) => !now.has(id));
    if (joined.length) await this.appendCards(roundId, 'cards_added', await this.repo.cardNumbers(joined));
    if (left.length) await this.appendCards(roundId, 'cards_removed', await this.repo.cardNumbers(left));
  }

  /**
   * The round finished (its button, the edit form, or its event finished). A round never goes back
   * to not started (decisions.md §14), so `status` is always 'finished'; records written before
   * that rule may also hold 'not_started', which the record page still reads.
   */
  async finished(roundId: number): Promise<void> {
    const round = await this.repo.lockRound(roundId);
    if (!round || !(await this.repo.hasRecord(roundId))) return;
    const { balls, inPlay } = await this.replay(roundId);
    const winners = winnersOf(
      inPlay,
      balls.map((b) => b.number),
    );
    await this.append(roundId, 'round_finished', { status: 'finished', balls: balls.length, winners });
    await this.acumulado(round);
    StageEngine.forget(roundId);
  }

  /**
   * A marked round's Acumulado is decided by its finish, in the finish's transaction
   * (decisions.md §14, docs/decisions/032): won when the first full card came at or before the
   * limit. The record keeps the outcome, which anyone can recount from its balls and cards.
   */
  private async acumulado(round: { id: number; eventId: number; acumulado: boolean }): Promise<void> {
    const pot = await roundAcumulado(this.tx, round);
    if (!pot) return;
    const { ball } = fullCardBall(await this.repo.entries(round.id), await loadCardSets(this.repo, round.id));
    const won = await pot.settle(ball);
    await this.append(round.id, 'acumulado', { value: pot.value, limit: pot.limit, won, ball });
  }

  /** The prize changed after the start: the record page shows what was played for (decisions.md §14). */
  async prizeChanged(roundId: number, previous: string, prize: string): Promise<void> {
    await this.lockedAppend(roundId, 'prize_changed', { previous, prize });
  }

  /** Another panel took the round's control (decisions.md §14): its short id, never a name. */
  async controlTaken(roundId: number, byPanel: string): Promise<void> {
    await this.lockedAppend(roundId, 'control_taken', { by_panel: byPanel });
  }

  /**
   * A stage winner voided, or its prize's delivery marked or undone (decisions.md §15,
   * docs/decisions/035). Such an entry changes no ball and no card: the stage engine stays in step.
   */
  async prizeEntry(roundId: number, kind: 'winner_voided' | 'prize_delivered' | 'prize_delivery_undone', data: Record<string, unknown>) {
    await this.repo.lockRound(roundId);
    const before = await this.repo.head(roundId);
    if (!before) return;
    const entry = await this.append(roundId, kind, data);
    StageEngine.advance(roundId, before.hash, entry.hash);
  }

  /**
   * The ball, then each stage it closed (decisions.md §14), found by the stage engine: all in the
   * ball's transaction. Answers the stages closed.
   */
  async ballDrawn(roundId: number, number: number): Promise<StageWin[]> {
    await this.repo.lockRound(roundId);
    const before = await this.repo.head(roundId);
    if (!before) return [];
    const engine = new StageEngine(this.repo);
    const tracker = await engine.tracker(roundId, before.hash);
    const ball = await this.append(roundId, 'ball_drawn', { number });
    const wins = tracker?.draw(number, ball.seq) ?? [];
    let head = ball.hash;
    for (const w of wins)
      head = (await this.append(roundId, 'stage_won', { stage: w.kind, ball_seq: w.ball_seq, card_ids: w.card_ids })).hash;
    engine.seen(roundId, head);
    return wins;
  }

  /** The ball taken back; a stage it had closed reopens when no ball followed it (decisions.md §14). */
  async ballRemoved(roundId: number, number: number, reason: string): Promise<void> {
    await this.repo.lockRound(roundId);
    const before = await this.repo.head(roundId);
    if (!before) return;
    const engine = new StageEngine(this.repo);
    const tracker = await engine.tracker(roundId, before.hash);
    let head = (await this.append(roundId, 'ball_removed', { number, reason })).hash;
    const reopened = tracker?.remove(number) ?? [];
    for (const w of [...reopened].reverse())
      head = (await this.append(roundId, 'stage_reopened', { stage: w.kind, ball_seq: w.ball_seq })).hash;
    engine.seen(roundId, head);
  }

  /**
   * Cards that entered play (a sale, an approval). They sit out every round of the event that has
   * already drawn a ball and play from the next one (decisions.md §14); the event's running round
   * records them: in play when it has drawn no ball yet, else as waiting for the round they enter.
   * Returns whether they wait for the next round.
   */
  async cardsJoined(eventId: number, cardIds: number[]): Promise<{ nextRound: boolean }> {
    if (cardIds.length === 0) return { nextRound: false };
    // Behind the event's lock a draw cannot slip between reading the rounds and marking the cards.
    const running = await this.repo.lockRunningRound(eventId, this.options);
    const rounds = await this.repo.roundsWithBallMark(eventId);
    await this.repo.markLate(
      rounds.filter((r) => r.hadBall).map((r) => r.id),
      cardIds,
    );
    const current = rounds.find((r) => r.id === running);
    if (!current || !(await this.repo.hasRecord(current.id))) return { nextRound: current?.hadBall ?? false };
    const { inPlay, waiting } = await this.recordedCards(current.id, cardIds);
    const ids = cardIds.filter((id) => !inPlay.has(id) && !waiting.has(id));
    if (ids.length === 0) return { nextRound: current.hadBall };
    const list = await this.repo.cardNumbers(ids);
    if (!current.hadBall) await this.appendCards(current.id, 'cards_added', list);
    else await this.appendCards(current.id, 'cards_added', list, { plays_from_round: nextRoundNumber(rounds, current.number) });
    return { nextRound: current.hadBall };
  }

  /** Cards that left play (a sale undone, a purchase refunded): those the round has, playing or waiting. */
  async cardsLeft(eventId: number, cardIds: number[]): Promise<void> {
    if (cardIds.length === 0) return;
    const roundId = await this.repo.lockRunningRound(eventId, this.options);
    if (roundId === null || !(await this.repo.hasRecord(roundId))) return;
    const { inPlay, waiting } = await this.recordedCards(roundId, cardIds);
    const ids = cardIds.filter((id) => inPlay.has(id) || waiting.has(id));
    if (ids.length) await this.appendCards(roundId, 'cards_removed', await this.repo.cardNumbers(ids));
  }

  /**
   * Paper cards just voided (decisions.md §15), already in card_voids: the event's running round
   * lists them now when it has a record; otherwise the next round to start does (see started()).
   */
  async cardsVoided(eventId: number, cardIds: number[]): Promise<void> {
    if (cardIds.length === 0) return;
    const roundId = await this.repo.lockRunningRound(eventId);
    if (roundId === null || !(await this.repo.hasRecord(roundId))) return;
    await this.recordVoids(roundId, eventId, cardIds);
  }

  /**
   * Each swapped sale among the voids (its reason, the card it moved to), then one cards_voided
   * entry for all of them; they are then marked as listed by this round. The caller holds the
   * round's lock.
   */
  private async recordVoids(roundId: number, eventId: number, cardIds?: number[]): Promise<void> {
    const voids = await this.repo.unrecordedVoids(eventId, cardIds);
    if (voids.length === 0) return;
    for (const v of voids) {
      if (v.kind === 'swapped') {
        await this.append(roundId, 'sale_swapped', { from_card_id: v.cardId, to_card_id: v.swappedTo, reason: v.reason ?? '' });
      }
    }
    const ids = voids.map((v) => v.cardId);
    await this.appendCards(roundId, 'cards_voided', await this.repo.cardNumbers(ids));
    await this.repo.markVoidsRecorded(ids, roundId);
  }

  /** Balls of a round without a record (older than it) are not recorded: see started(). */
  private async lockedAppend(roundId: number, kind: RecordKind, data: Record<string, unknown>): Promise<void> {
    await this.repo.lockRound(roundId);
    if (await this.repo.hasRecord(roundId)) await this.append(roundId, kind, data);
  }

  private async appendCards(
    roundId: number,
    kind: 'card_set' | 'cards_added' | 'cards_removed' | 'cards_voided',
    list: RecordCard[],
    extra: Record<string, unknown> = {},
  ): Promise<void> {
    const ids = list.map((c) => c.id).sort((a, b) => a - b);
    const data: Record<string, unknown> = { count: list.length, hash: await cardSetHash(nodeSha256, list), ...extra };
    if (kind !== 'card_set') data.card_ids = ids;
    await this.append(roundId, kind, data, ids);
  }

  /** The caller holds the round's lock. */
  private async append(roundId: number, kind: RecordKind, data: Record<string, unknown>, cardIds?: number[]): Promise<RecordEntry> {
    const head = await this.repo.head(roundId);
    const now = await this.repo.now();
    // Never before the entry it follows, even if clocks of two servers disagree.
    const at = new Date(Math.max(now.getTime(), head?.at.getTime() ?? 0)).toISOString();
    const base = { round_id: roundId, seq: (head?.seq ?? 0) + 1, at, kind, data };
    const prev = head?.hash ?? GENESIS_HASH;
    const entry: RecordEntry = { ...base, prev_hash: prev, hash: await entryHash(nodeSha256, prev, base) };
    await this.repo.insert(entry, cardIds);
    return entry;
  }

  private async replay(roundId: number) {
    return replayRecord(await this.repo.entries(roundId), await loadCardSets(this.repo, roundId));
  }

  /**
   * Ids the record has in play now, and those it lists as waiting for the next round: only ids, so
   * a sale during a big night stays cheap.
   */
  private async recordedCards(roundId: number, among?: number[]): Promise<{ inPlay: Set<number>; waiting: Set<number> }> {
    const inPlay = new Set<number>();
    const waiting = new Set<number>();
    for (const { entry, cardIds } of await this.cardSets(roundId, among)) {
      for (const id of cardIds) {
        if (entry?.kind === 'cards_removed' || entry?.kind === 'cards_voided') {
          inPlay.delete(id);
          waiting.delete(id);
        } else if (entry && isLateEntry(entry)) waiting.add(id);
        else inPlay.add(id);
      }
    }
    return { inPlay, waiting };
  }

  /**
   * The round's card sets in record order, each with its entry; with `among`, only the sets that
   * hold one of those cards (enough to tell where they stand, and far less under the event's lock).
   */
  private async cardSets(roundId: number, among?: number[]) {
    if (among) return (await this.repo.cardSetsHolding(roundId, among)).map(({ cardIds, ...entry }) => ({ entry, cardIds }));
    const entries = new Map((await this.repo.entries(roundId)).map((e) => [e.seq, e]));
    return (await this.repo.cardIdSets(roundId)).map((set) => ({ entry: entries.get(set.seq), cardIds: set.cardIds }));
  }
}
