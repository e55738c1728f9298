import { z } from 'zod';
import { EVENT_STATUSES } from './events';
import { STAGE_KINDS } from '../bingo/stages';
import { ROUND_STATUSES, ROUND_TYPES } from './rounds';
import { liveAcumuladoSchema } from './acumulado';

export const liveSponsorSchema = z.object({ id: z.number().int(), name: z.string(), logo_url: z.string().nullable() });

/** A card that completed, as the hall may see it: its number and the holder's first name and initial. */
export const liveWinnerSchema = z.object({ card_id: z.number().int(), name: z.string().nullable() });
export type LiveWinner = z.infer<typeof liveWinnerSchema>;

/**
 * A stage of the running round as the hall follows it (decisions.md §14): won or not, and by which
 * cards (at most LIVE_WINNERS_SHOWN named, the count in full).
 */
export const liveStageSchema = z.object({
  kind: z.enum(STAGE_KINDS),
  prize: z.string(),
  won: z.boolean(),
  winners: z.array(liveWinnerSchema),
  winners_count: z.number().int(),
  /** Cards one number from completing this stage (the telão's line); 0 once the stage is won. */
  near: z.number().int(),
});
export type LiveStage = z.infer<typeof liveStageSchema>;

/** Winners named in the live state; the panel's and the hall's count is winners_count. */
export const LIVE_WINNERS_SHOWN = 50;

/** Everything a screen following the draw needs, in one reply (decisions.md §5). */
export const liveStateSchema = z.object({
  version: z.number().int(),
  event: z.object({ id: z.number().int(), name: z.string(), status: z.enum(EVENT_STATUSES) }),
  round: z
    .object({
      id: z.number().int(),
      number: z.number().int(),
      prize: z.string(),
      type: z.enum(ROUND_TYPES),
      status: z.enum(ROUND_STATUSES),
      /** Its prize stages in play order; the current one is the first not won. */
      stages: z.array(liveStageSchema),
    })
    .nullable(),
  drawn: z.array(z.number().int()),
  last_number: z.number().int().nullable(),
  last_letter: z.string().nullable(),
  sponsors: z.array(liveSponsorSchema),
  /**
   * The running round's completed cards, by card number (docs/decisions/016), at most LIVE_WINNERS_SHOWN: on a
   * night of 200,000 cards, late balls complete thousands, and every phone gets this on every ball.
   */
  winners: z.array(liveWinnerSchema),
  /** How many cards of the running round are complete, all of them. */
  winners_count: z.number().int(),
  /** How many cards of the running round are one ball away (no names). */
  near_winners: z.number().int(),
  /** Between rounds: the next round to be played, if one is planned. */
  next_round: z.object({ number: z.number().int(), prize: z.string() }).nullable(),
  /** Between rounds and after the last one: every sponsor of the event, for the rotation. */
  event_sponsors: z.array(liveSponsorSchema),
  /** The event's fundraising goal and what it has raised, when the organiser shows it (docs/decisions/019). */
  goal: z.object({ target: z.number(), raised: z.number() }).nullable(),
  /** The running round's Acumulado when the organiser marked it (docs/decisions/032), else null. */
  acumulado: liveAcumuladoSchema.nullable(),
  rounds_total: z.number().int(),
  rounds_finished: z.number().int(),
  all_finished: z.boolean(),
});
export type LiveState = z.infer<typeof liveStateSchema>;
