import { z } from 'zod';
import { STAGE_KINDS } from '../bingo/stages';
import { text } from './common';
import { winnerPrizeFields } from './prizes';
import { STAGES_END_WITH_FULL_CARD, STAGE_KIND_INVALID, STAGE_PRIZE_REQUIRED, STAGE_REPEATED } from './stage-texts';

export * from './stage-texts';

/**
 * A round's ordered prize stages (decisions.md §14): ends with cartela_cheia, each kind once, no
 * blank prize. Every rule answers its own sentence, so the admin knows what to fix.
 */
export const stagesInput = z
  .array(
    z.object({
      kind: z.enum(STAGE_KINDS, { message: STAGE_KIND_INVALID }),
      prize: z.string({ message: STAGE_PRIZE_REQUIRED }).trim().min(1, STAGE_PRIZE_REQUIRED).pipe(text(200)),
    }),
    { message: STAGES_END_WITH_FULL_CARD },
  )
  .superRefine((stages, ctx) => {
    if (stages.at(-1)?.kind !== 'cartela_cheia') ctx.addIssue({ code: 'custom', message: STAGES_END_WITH_FULL_CARD });
    else if (new Set(stages.map((s) => s.kind)).size !== stages.length) ctx.addIssue({ code: 'custom', message: STAGE_REPEATED });
  });
export type StageInput = z.output<typeof stagesInput>[number];

/** A winner of a stage: the public name rule (first name and initial) applies except for admins. */
export const stageWinnerSchema = z.object({ card_id: z.number().int(), name: z.string(), ...winnerPrizeFields });

export const roundStageSchema = z.object({
  kind: z.enum(STAGE_KINDS),
  prize: z.string(),
  won: z.boolean(),
  /** The round-record seq of the ball that won the stage; null until won. */
  ball_seq: z.number().int().nullable(),
  /** The number of that ball (1..75); null until won. */
  ball: z.number().int().nullable(),
  winners: z.array(stageWinnerSchema),
});
export type RoundStage = z.infer<typeof roundStageSchema>;
