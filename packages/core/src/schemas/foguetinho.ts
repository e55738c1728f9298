import { z } from 'zod';
import { intInput } from './common';

/** The range the hall sees by default (spec §9: numbers 1 to 50). */
export const FOGUETINHO_RANGE = { min: 1, max: 50 } as const;
/** The widest range a spin may take: a prize draw among the hall, not a lottery. */
export const FOGUETINHO_LIMIT = 10_000;

export const foguetinhoMessages = {
  range: `Informe um número inteiro de 1 a ${FOGUETINHO_LIMIT.toLocaleString('pt-BR')}.`,
  minAboveMax: 'O número inicial deve ser menor que o final.',
} as const;

/** POST /events/:id/foguetinho: the range of this spin, 1 to 50 when left out. */
export const foguetinhoSpinBody = z
  .object({
    min: intInput(1, FOGUETINHO_LIMIT, foguetinhoMessages.range).default(FOGUETINHO_RANGE.min),
    max: intInput(1, FOGUETINHO_LIMIT, foguetinhoMessages.range).default(FOGUETINHO_RANGE.max),
  })
  .refine((b) => b.min < b.max, { message: foguetinhoMessages.minAboveMax, path: ['max'] });
export type FoguetinhoSpinBody = z.input<typeof foguetinhoSpinBody>;

/**
 * One spin of the Foguetinho, drawn by the server and kept (decisions.md §15). Public: `by` is only
 * the operator's first name and initial, or null when that account is gone.
 */
export const foguetinhoSpinSchema = z.object({
  id: z.number().int(),
  number: z.number().int(),
  min: z.number().int(),
  max: z.number().int(),
  at: z.string(),
  by: z.string().nullable(),
});
export type FoguetinhoSpin = z.infer<typeof foguetinhoSpinSchema>;
