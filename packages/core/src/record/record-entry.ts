/**
 * What a round's public record is made of (docs/decisions/015): its entry kinds, an entry, the
 * cards of a card-set entry. Apart from the chain's code so that the replays and checks the chain
 * runs can name these types without importing the chain back.
 */
export const RECORD_KINDS = [
  'round_started',
  'card_set',
  'ball_drawn',
  'ball_removed',
  'cards_added',
  'cards_removed',
  'round_finished',
  'round_reopened',
  // A prize changed after the start (decisions.md §14): data {previous, prize}.
  'prize_changed',
  // Another panel took the round's control (decisions.md §14): data {by_panel} — a short panel id,
  // never the operator's name (the record is public).
  'control_taken',
  // A stage closed on a ball (decisions.md §14): data {stage, ball_seq, card_ids}, stage being its
  // kind (quina, cartela_cheia) and ball_seq the seq of that ball's ball_drawn entry.
  'stage_won',
  // The ball that closed a stage was taken back before the next ball: data {stage, ball_seq}.
  'stage_reopened',
  // Paper cards voided (decisions.md §15): unsold cards returned, or a card left by a swapped sale.
  // data {count, hash, card_ids}: they leave play and never win again.
  'cards_voided',
  // A paper sale moved to the right card (decisions.md §14, §15): data {sale_id, from_card_id,
  // to_card_id, reason}. The wrong card is voided by the cards_voided entry written with it.
  'sale_swapped',
  // A stage winner voided (decisions.md §15, docs/decisions/035): data {stage, card_id, reason}. The
  // stage does not reopen and the computed winners stay as they are; the reason says what became of
  // the prize. Final: no entry restores it.
  'winner_voided',
  // A winner's prize handed over (decisions.md §15, docs/decisions/035): data {stage, card_id,
  // received_by, received_at[, reason]}; received_by is only the first name and initial (the record
  // is public), reason is there when the mark corrects an earlier one.
  'prize_delivered',
  // A delivery mark undone (docs/decisions/035): data {stage, card_id, reason}.
  'prize_delivery_undone',
  // A round marked for the Acumulado finished (decisions.md §14, docs/decisions/032): data {value,
  // limit, won, ball}, ball being the hall's count of the ball that completed the first full card
  // (null: none). won is ball <= limit.
  'acumulado',
] as const;
export type RecordKind = (typeof RECORD_KINDS)[number];

export interface RecordEntry {
  round_id: number;
  seq: number;
  /** ISO 8601 UTC with milliseconds, as Date.prototype.toISOString writes it. */
  at: string;
  kind: RecordKind;
  data: Record<string, unknown>;
  prev_hash: string;
  hash: string;
}

export interface RecordCard {
  id: number;
  numbers: number[];
}

/** SHA-256 of a text's UTF-8 bytes, as 64 lower-case hex digits. */
export type Sha256Hex = (text: string) => Promise<string>;

/** The cards of one card_set, cards_added, cards_removed or cards_voided entry (GET .../record/cards). */
export interface RecordCardSet {
  seq: number;
  cards: RecordCard[];
}
