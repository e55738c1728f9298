import type { RecordEntry } from './record-entry';

/** What the record says of one stage winner's prize (decisions.md §15, docs/decisions/035). */
export interface PrizeStanding {
  voided?: { reason: string; at: string };
  delivery?: { received_by: string; received_at: string };
}

export const prizeKey = (stage: string, cardId: number) => `${stage}:${cardId}`;

/**
 * Plays the record's prize entries forward: a winner_voided voids the winner for good, each
 * prize_delivered replaces the delivery before it (a correction), a prize_delivery_undone clears it.
 * Keyed by prizeKey(stage, card_id). The computed winners are not touched: a void is a later entry.
 */
export function prizeStandings(entries: readonly Pick<RecordEntry, 'kind' | 'data' | 'at'>[]): Map<string, PrizeStanding> {
  const standings = new Map<string, PrizeStanding>();
  for (const e of entries) {
    if (e.kind !== 'winner_voided' && e.kind !== 'prize_delivered' && e.kind !== 'prize_delivery_undone') continue;
    const key = prizeKey(String(e.data.stage), Number(e.data.card_id));
    const standing = standings.get(key) ?? {};
    if (e.kind === 'winner_voided') standing.voided = { reason: String(e.data.reason ?? ''), at: e.at };
    if (e.kind === 'prize_delivered')
      standing.delivery = { received_by: String(e.data.received_by ?? ''), received_at: String(e.data.received_at ?? e.at) };
    if (e.kind === 'prize_delivery_undone') delete standing.delivery;
    standings.set(key, standing);
  }
  return standings;
}
