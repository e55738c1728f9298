import {
  prizeKey,
  prizeStandings,
  publicName,
  recordedStageKinds,
  recordedStageWins,
  verifyRecord,
  type RecordCardSets,
  type RecordEntry,
  type RoundRecord,
  type VerifyResult,
} from '@bingo/core';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { nodeSha256 } from './node-sha';
import { loadCardSets } from './card-sets';
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
    const stages = recordStages(entries);
    const names = await this.repo.holderNames([...new Set([...winnerIds, ...stages.flatMap((s) => s.card_ids)])]);
    // What the public may know of a winner: first name and initial, as on the telão (core's publicName).
    const shown = (id: number) => ({ card_id: id, name: publicName(names.find((n) => n.id === id)?.fullName) ?? 'Sem nome' });
    // A voided winner stays listed with its reason, a delivered prize says to whom (decisions.md §15).
    const prizes = prizeStandings(entries);
    const shownIn = (stage: string) => (id: number) => ({ ...shown(id), ...prizes.get(prizeKey(stage, id)) });
    return {
      round: { id: round.id, event_id: round.eventId, number: round.number, prize: round.prize, status: round.status },
      event_name: round.eventName,
      entries,
      head: entries.at(-1)?.hash ?? null,
      winners: [...winnerIds].sort((a, b) => a - b).map(shownIn('cartela_cheia')),
      stages: stages.map(({ card_ids, ...stage }) => ({ ...stage, winners: card_ids.map(shownIn(stage.kind)) })),
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

/** The stages round_started recorded, each with the cards the record names as its winners (decisions.md §14). */
function recordStages(entries: RecordEntry[]) {
  const kinds = recordedStageKinds(entries) ?? [];
  const listed = (entries.find((e) => e.kind === 'round_started')?.data.stages ?? []) as { prize?: unknown }[];
  const wins = recordedStageWins(kinds, entries);
  return kinds.map((kind, i) => {
    const win = wins.find((w) => w.kind === kind);
    return { kind, prize: String(listed[i]?.prize ?? ''), ball_seq: win?.ball_seq ?? null, card_ids: win?.card_ids ?? [] };
  });
}
