import { z } from 'zod';
import { STAGE_KINDS } from '../bingo/stages';
import { idInput, text } from './common';
import { isoDateTime } from './dates';
import { reasonText } from './reasons';
import { prizeMessages } from './prize-texts';

export * from './prize-texts';

/**
 * Prizes handed over and winners voided (decisions.md §15, docs/decisions/035): each stage winner
 * of a round may be marked delivered (who received it, when, an optional photo) or voided with a
 * reason. Both are round-record entries; nothing is deleted.
 */
/** What every winner list adds to a winner (present only when it applies, so older readers see nothing new). */
export const winnerPrizeFields = {
  /** Voided, with the reason the record shows (decisions.md §15). */
  voided: z.object({ reason: z.string(), at: z.string() }).optional(),
  /** The prize's delivery as the record shows it: who received it (first name and initial) and when. */
  delivery: z.object({ received_by: z.string(), received_at: z.string() }).optional(),
};

const stage = z.enum(STAGE_KINDS, { message: prizeMessages.stageInvalid });
const winnerRef = { stage, card_id: idInput(prizeMessages.cardInvalid) };

/** POST /rounds/:id/prizes/delivery. `received_at` defaults to now; `reason` is needed to correct a mark. */
export const markDeliveryBody = z.object({
  ...winnerRef,
  received_by: z.string({ message: prizeMessages.receivedByRequired }).trim().min(1, prizeMessages.receivedByRequired).pipe(text(120)),
  received_at: isoDateTime({ invalid: prizeMessages.receivedAtInvalid })
    // An instant, not a wall-clock time: the server must not guess the zone.
    .refine((v) => /(Z|[+-]\d\d:\d\d)$/.test(v), prizeMessages.receivedAtInvalid)
    .optional(),
  photo_image_id: idInput(prizeMessages.photoNotFound).nullish(),
  reason: reasonText(prizeMessages.correctionReasonRequired).optional(),
});
export type MarkDeliveryBody = z.input<typeof markDeliveryBody>;

export const undoDeliveryBody = z.object({ ...winnerRef, reason: reasonText(prizeMessages.undoReasonRequired) });
export type UndoDeliveryBody = z.input<typeof undoDeliveryBody>;

export const voidWinnerBody = z.object({ ...winnerRef, reason: reasonText(prizeMessages.voidReasonRequired) });
export type VoidWinnerBody = z.input<typeof voidWinnerBody>;

/** One mark in a prize's history, newest last (admins only: names in full, who marked it). */
export const prizeMarkSchema = z.object({
  action: z.enum(['delivered', 'undone']),
  received_by: z.string().nullable(),
  received_at: z.string().nullable(),
  photo_image_id: z.number().int().nullable(),
  reason: z.string().nullable(),
  marked_by: z.string().nullable(),
  marked_at: z.string(),
});
export type PrizeMark = z.infer<typeof prizeMarkSchema>;

/** A stage winner and its prize, as the organiser sees it (GET /rounds/:id/prizes). */
export const roundPrizeSchema = z.object({
  stage,
  prize: z.string(),
  card_id: z.number().int(),
  /** The card's buyer, in full (admins only). */
  name: z.string(),
  voided: z.object({ reason: z.string(), at: z.string(), by: z.string().nullable() }).nullable(),
  /** The standing delivery (the last mark, when it is not undone). */
  delivery: prizeMarkSchema.nullable(),
  /** Whether the standing delivery may still be undone (within DELIVERY_UNDO_HOURS of its mark). */
  can_undo: z.boolean(),
  history: z.array(prizeMarkSchema),
});
export type RoundPrize = z.infer<typeof roundPrizeSchema>;
export const roundPrizesReply = z.array(roundPrizeSchema);
