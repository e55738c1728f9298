import { publicName, verifyRecord, type RecordCardSets, type RoundRecord, type VerifyResult } from '@bingo/core';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { nodeSha256 } from './node-sha';
import { loadCardSets } from './round-record-writer';
import { RoundRecordsRepository } from './round-records.repository';

const ROUND_NOT_FOUND = 'Rodada não encontrada.';

/** The public read of a round's record (no login): what was drawn, with which cards, and who won. */
export class RoundRecordsService {
  private readonly repo: RoundRecordsRepository;

  constructor(database: Database) {
    this.repo = new RoundRecordsRepository(database.db);
  }

  async record(roundId: number): Promise<RoundRecord> {
    const round = await this.repo.roundWithEvent(roundId);
    if (!round) throw notFound(ROUND_NOT_FOUND);
    const entries = await this.repo.entries(roundId);
    const finished = [...entries].reverse().find((e) => e.kind === 'round_finished');
    const winnerIds = round.status === 'finished' && finished ? ((finished.data.winners as number[] | undefined) ?? []) : [];
    const names = await this.repo.holderNames(winnerIds);
    return {
      round: { id: round.id, event_id: round.eventId, number: round.number, prize: round.prize, status: round.status },
      event_name: round.eventName,
      entries,
      head: entries.at(-1)?.hash ?? null,
      // What the public may know of a winner: first name and initial, as on the telão (core's publicName).
      winners: names.map((n) => ({ card_id: n.id, name: publicName(n.fullName) ?? 'Sem nome' })),
    };
  }

  async cards(roundId: number): Promise<RecordCardSets> {
    if (!(await this.repo.roundWithEvent(roundId))) throw notFound(ROUND_NOT_FOUND);
    return { sets: await loadCardSets(this.repo, roundId) };
  }

  /** The whole check, chain and card sets, as the page does it (npm run verify-round). */
  async verify(roundId: number): Promise<VerifyResult & { empty: boolean }> {
    const { entries } = await this.record(roundId);
    const { sets } = await this.cards(roundId);
    return { ...(await verifyRecord(nodeSha256, roundId, entries, sets)), empty: entries.length === 0 };
  }
}
