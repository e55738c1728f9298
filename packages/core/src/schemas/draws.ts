import { z } from 'zod';
import { intInput } from './common';

export const BALL_RANGE_MESSAGE = 'Número deve estar entre 1 e 75.';
export const ball = intInput(1, 75, BALL_RANGE_MESSAGE);

export const drawBody = z.object({ number: ball });

export const DRAW_KEY_MESSAGE = 'Chave de envio inválida: use de 8 a 64 letras, números ou hífens.';
export const DRAW_KEY_REUSED = 'Esta chave de envio já registrou outra bola nesta rodada.';
/** A retry of a draw whose ball the admin removed since: the ball stays out (it is not drawn again). */
export const DRAW_KEY_REMOVED = 'Esta bola foi removida desta rodada.';

/**
 * POST /rounds/{id}/draw may carry an Idempotency-Key (issue 16.2): the round panel queues balls
 * typed while the venue's Wi-Fi is down and sends each with its key, so a retry after a lost
 * answer gets the stored ball back instead of a second one or a refusal.
 */
export const drawHeaders = z.object({
  'idempotency-key': z
    .string()
    .regex(/^[A-Za-z0-9-]{8,64}$/, DRAW_KEY_MESSAGE)
    .optional()
    .meta({ title: 'Chave de envio' }),
});
export const drawnNumberSchema = z.object({ id: z.number().int(), number: z.number().int(), drawn_at: z.string() });
export type DrawnNumber = z.infer<typeof drawnNumberSchema>;
