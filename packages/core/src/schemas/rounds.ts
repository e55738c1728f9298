import { z } from 'zod';
import { numberInput, optionalText, text } from './common';
import { roundReopenReason } from './reasons';
import { roundStageSchema, STAGE_PRIZE_NOT_ROUND_PRIZE, stagesInput } from './stages';

export const ROUND_STATUSES = ['not_started', 'in_progress', 'finished'] as const;
export type RoundStatus = (typeof ROUND_STATUSES)[number];
export const ROUND_TYPES = ['', 'hibrida', 'presencial'] as const;

export const roundSchema = z.object({
  id: z.number().int(),
  event_id: z.number().int(),
  number: z.number().int(),
  prize: z.string(),
  type: z.enum(ROUND_TYPES),
  notes: z.string().nullable(),
  status: z.enum(ROUND_STATUSES),
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
  /** Its prize stages in play order, each with its winners once won (decisions.md §14). */
  stages: z.array(roundStageSchema),
  /** Whether the round plays for the event's Acumulado (docs/decisions/032). */
  acumulado: z.boolean(),
});
export type Round = z.infer<typeof roundSchema>;

export const roundBody = z
  .object({
    number: numberInput(
      z.number({ message: 'Número da rodada inválido.' }).int().min(1, 'O número da rodada deve ser pelo menos 1.').max(10000),
    ).optional(),
    prize: text(200),
    type: z.enum(ROUND_TYPES, { message: 'Tipo de rodada inválido.' }).default(''),
    notes: optionalText(2000, { multiline: true }),
    status: z.enum(ROUND_STATUSES, { message: 'Status da rodada inválido.' }).optional(),
    /** Needed only to set a finished round back in progress ("Reabrir", decisions.md §14). */
    reason: roundReopenReason.optional(),
    /** Left out, the stages stay as they are (a new round: cartela_cheia with `prize`, decisions.md §14). */
    stages: stagesInput.optional(),
    /** Plays for the event's Acumulado; left out it stays. Fixed once the round has started. */
    acumulado: z.boolean({ message: 'Informe se a rodada vale o acumulado (true ou false).' }).optional(),
  })
  // One prize for the full card: `prize` is what the record, the telão and the reports have always read.
  .refine((b) => !b.stages || b.stages.at(-1)?.prize === b.prize, { message: STAGE_PRIZE_NOT_ROUND_PRIZE, path: ['stages'] });
export type RoundBody = z.input<typeof roundBody>;

/** POST /rounds/:id/reopen: the reason goes into the round's public record (decisions.md §14). */
export const reopenRoundBody = z.object({ reason: roundReopenReason });
export type ReopenRoundBody = z.input<typeof reopenRoundBody>;

export const roundStatusLabels: Record<RoundStatus, { label: string; variant: string }> = {
  not_started: { label: 'Não iniciada', variant: 'secondary' },
  in_progress: { label: 'Em andamento', variant: 'warning' },
  finished: { label: 'Finalizada', variant: 'success' },
};

export const roundTypeLabels: Record<string, string> = { hibrida: 'Híbrida', presencial: 'Presencial' };
