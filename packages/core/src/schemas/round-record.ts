import { z } from 'zod';
import { RECORD_KINDS } from '../record/record-entry';
import { STAGE_KINDS } from '../bingo/stages';
import { ROUND_STATUSES } from './rounds';
import { msg } from '../messages';
import { hasHiddenCharacters, isInvisibleOnly } from './free-text';
import { winnerPrizeFields } from './prizes';

export const recordEntrySchema = z.object({
  round_id: z.number().int(),
  seq: z.number().int(),
  at: z.string(),
  kind: z.enum(RECORD_KINDS),
  data: z.record(z.string(), z.unknown()),
  prev_hash: z.string(),
  hash: z.string(),
});

/** A winner as the public sees it: card number and the buyer's first name and initial, nothing else. */
export const recordWinnerSchema = z.object({
  card_id: z.number().int(),
  name: z.string(),
  // Voided or delivered (decisions.md §15): a voided winner stays listed, with the reason.
  ...winnerPrizeFields,
});

export const roundRecordSchema = z.object({
  round: z.object({
    id: z.number().int(),
    event_id: z.number().int(),
    number: z.number().int(),
    prize: z.string(),
    status: z.enum(ROUND_STATUSES),
  }),
  event_name: z.string(),
  entries: z.array(recordEntrySchema),
  /** The last entry's hash; null for a round from before the record existed (no entries). */
  head: z.string().nullable(),
  winners: z.array(recordWinnerSchema),
  /**
   * The stages the record plays (round_started), each with the winners it stands by (stage_won not
   * reopened; decisions.md §14); empty for a record from before stages were recorded.
   */
  stages: z.array(
    z.object({
      kind: z.enum(STAGE_KINDS),
      prize: z.string(),
      ball_seq: z.number().int().nullable(),
      winners: z.array(recordWinnerSchema),
    }),
  ),
});
export type RoundRecord = z.infer<typeof roundRecordSchema>;

export const recordCardSetsSchema = z.object({
  sets: z.array(
    z.object({
      seq: z.number().int(),
      cards: z.array(z.object({ id: z.number().int(), numbers: z.array(z.number().int()) })),
    }),
  ),
});
export type RecordCardSets = z.infer<typeof recordCardSetsSchema>;

export const REMOVAL_REASON_REQUIRED = 'Informe o motivo da remoção da bola: ele fica no registro público da rodada.';

/** Removing a ball needs a reason typed by the admin: it goes into the public record. */
export const removalReason = z
  .string({ message: REMOVAL_REASON_REQUIRED })
  .trim()
  .min(1, REMOVAL_REASON_REQUIRED)
  .max(300, msg.tooLong(300))
  .refine((v) => !hasHiddenCharacters(v), msg.hiddenCharacters)
  .refine((v) => !isInvisibleOnly(v), REMOVAL_REASON_REQUIRED);

/** Optional as a whole so that a DELETE without a body gets the same sentence from the service. */
export const removeBallBody = z.object({ reason: removalReason.optional() }).nullish();
