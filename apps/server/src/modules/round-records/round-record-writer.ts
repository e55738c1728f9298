import {
  cardSetHash,
  entryHash,
  GENESIS_HASH,
  replayRecord,
  winnersOf,
  type RecordCard,
  type RecordCardSet,
  type RecordEntry,
  type RecordKind,
} from '@bingo/core';
import type { Db } from '../../db/client';
import { LiveRepository } from '../../live';
import { nodeSha256 } from './node-sha';
import { RoundRecordsRepository } from './round-records.repository';

/**
 * Appends to a round's public record inside the caller's transaction (docs/decisions/015): the
 * entry commits or rolls back with the change it records. Each append locks the round row first,
 * so two writers of one round queue and seq stays 1, 2, 3... A caller that already locked the
 * round's event (draws, round changes) keeps the house order: event, then round.
 */
export class RoundRecordWriter {
  private readonly repo: RoundRecordsRepository;

  constructor(private readonly tx: Db) {
    this.repo = new RoundRecordsRepository(tx);
  }

  /**
   * The round has just moved into in_progress. The first time: round_started and the card_set (the
   * cards in play now). Later (a finished round reopened, or one set back to not started and started
   * again): round_reopened with the admin's reason (decisions.md §14), then the cards that joined or
   * left play while it was stopped.
   */
  async started(roundId: number, reason?: string): Promise<void> {
    const round = await this.repo.lockRound(roundId);
    if (!round) return;
    const live = new LiveRepository(this.tx);
    if (!(await this.repo.hasRecord(roundId))) {
      // A round that took balls before the record existed stays without one: a record starting
      // halfway would show a round that never happened (the page says it is older than the record).
      if (await this.repo.hasBalls(roundId)) return;
      await this.append(roundId, 'round_started', { event_id: round.eventId, number: round.number, prize: round.prize });
      const inPlay = (await live.cardsInPlay(round.eventId)).map((c) => ({ id: c.id, numbers: [...c.numbers] }));
      await this.appendCards(roundId, 'card_set', inPlay);
      return;
    }
    await this.append(roundId, 'round_reopened', reason ? { reason } : {});
    const recorded = await this.recordedInPlay(roundId);
    const now = new Set(await live.idsInPlay(round.eventId));
    const joined = [...now].filter((id) => !recorded.has(id));
    const left = [...recorded].filter((id) => !now.has(id));
    if (joined.length) await this.appendCards(roundId, 'cards_added', await this.repo.cardNumbers(joined));
    if (left.length) await this.appendCards(roundId, 'cards_removed', await this.repo.cardNumbers(left));
  }

  /** The round stopped taking balls: finished, or set back to not started by the edit form. */
  async stopped(roundId: number, status: 'finished' | 'not_started'): Promise<void> {
    if (!(await this.repo.lockRound(roundId)) || !(await this.repo.hasRecord(roundId))) return;
    const { balls, inPlay } = await this.replay(roundId);
    const winners = winnersOf(
      inPlay,
      balls.map((b) => b.number),
    );
    await this.append(roundId, 'round_finished', { status, balls: balls.length, winners });
  }

  /** The prize changed after the start: the record page shows what was played for (decisions.md §14). */
  async prizeChanged(roundId: number, previous: string, prize: string): Promise<void> {
    await this.lockedAppend(roundId, 'prize_changed', { previous, prize });
  }

  async ballDrawn(roundId: number, number: number): Promise<void> {
    await this.lockedAppend(roundId, 'ball_drawn', { number });
  }

  async ballRemoved(roundId: number, number: number, reason: string): Promise<void> {
    await this.lockedAppend(roundId, 'ball_removed', { number, reason });
  }

  /** Cards that entered play (a sale, an approval): recorded in the event's running round, if any. */
  async cardsJoined(eventId: number, cardIds: number[]): Promise<void> {
    await this.cardsMoved(eventId, cardIds, 'cards_added');
  }

  /** Cards that left play (a sale undone, a purchase refunded). */
  async cardsLeft(eventId: number, cardIds: number[]): Promise<void> {
    await this.cardsMoved(eventId, cardIds, 'cards_removed');
  }

  private async cardsMoved(eventId: number, cardIds: number[], kind: 'cards_added' | 'cards_removed'): Promise<void> {
    if (cardIds.length === 0) return;
    const roundId = await this.repo.lockRunningRound(eventId);
    if (roundId === null || !(await this.repo.hasRecord(roundId))) return;
    const recorded = await this.recordedInPlay(roundId);
    const ids = cardIds.filter((id) => (kind === 'cards_added' ? !recorded.has(id) : recorded.has(id)));
    if (ids.length) await this.appendCards(roundId, kind, await this.repo.cardNumbers(ids));
  }

  /** Balls of a round without a record (older than it) are not recorded: see started(). */
  private async lockedAppend(roundId: number, kind: RecordKind, data: Record<string, unknown>): Promise<void> {
    await this.repo.lockRound(roundId);
    if (await this.repo.hasRecord(roundId)) await this.append(roundId, kind, data);
  }

  private async appendCards(roundId: number, kind: 'card_set' | 'cards_added' | 'cards_removed', list: RecordCard[]): Promise<void> {
    const ids = list.map((c) => c.id).sort((a, b) => a - b);
    const data: Record<string, unknown> = { count: list.length, hash: await cardSetHash(nodeSha256, list) };
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

  /** Ids the record has in play now: only ids, so a sale during a big night stays cheap. */
  private async recordedInPlay(roundId: number): Promise<Set<number>> {
    const kinds = new Map((await this.repo.entries(roundId)).map((e) => [e.seq, e.kind]));
    const ids = new Set<number>();
    for (const set of await this.repo.cardIdSets(roundId)) {
      for (const id of set.cardIds) {
        if (kinds.get(set.seq) === 'cards_removed') ids.delete(id);
        else ids.add(id);
      }
    }
    return ids;
  }
}

/** The cards behind each card-bearing entry of a round, with their numbers. */
export async function loadCardSets(repo: RoundRecordsRepository, roundId: number): Promise<RecordCardSet[]> {
  const sets = await repo.cardIdSets(roundId);
  const numbers = new Map((await repo.cardNumbers([...new Set(sets.flatMap((s) => s.cardIds))])).map((c) => [c.id, c.numbers]));
  return sets.map((s) => ({ seq: s.seq, cards: s.cardIds.map((id) => ({ id, numbers: numbers.get(id) ?? [] })) }));
}
