import { formatClock } from '../format';
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
 * POST /rounds/{id}/draw may carry an Idempotency-Key (docs/decisions/016): the round panel queues balls
 * typed while the venue's Wi-Fi is down and sends each with its key, so a retry after a lost
 * answer gets the stored ball back instead of a second one or a refusal.
 */
export const DRAW_PANEL_MESSAGE = 'Identificação do painel inválida: use de 8 a 64 letras, números ou hífens.';

export const drawHeaders = z.object({
  'idempotency-key': z
    .string()
    .regex(/^[A-Za-z0-9-]{8,64}$/, DRAW_KEY_MESSAGE)
    .optional()
    .meta({ title: 'Chave de envio' }),
  /**
   * The panel (browser tab) sending the ball: only the one holding the round's control draws
   * (decisions.md §14, docs/decisions/023). Without it, a ball is taken only while no panel holds it.
   */
  'x-draw-panel': z
    .string()
    .regex(/^[A-Za-z0-9-]{8,64}$/, DRAW_PANEL_MESSAGE)
    .optional()
    .meta({ title: 'Painel' }),
});

/** The hint that ends a refusal for lack of control: the panel recognises the refusal by it. */
export const TAKE_CONTROL_HINT = 'Assuma o controle para sortear daqui.';

/** The refusal of a ball from a panel without the round's control (decisions.md §14). */
export function notInControlMessage(name: string, since: string | Date): string {
  return `${controlHolderText(name, since)}. ${TAKE_CONTROL_HINT}`;
}

/** '{nome} está sorteando desde 20:31' */
export function controlHolderText(name: string, since: string | Date): string {
  return `${name} está sorteando desde ${formatClock(since)}`;
}

export const isNotInControl = (message: string): boolean => message.endsWith(TAKE_CONTROL_HINT);

/** Who holds a round's control (admins only): null while no panel has drawn, or after the round finished. */
export const roundControlSchema = z.object({
  holder: z
    .object({
      panel_id: z.string(),
      name: z.string(),
      since: z.string(),
    })
    .nullable(),
});
export type RoundControl = z.infer<typeof roundControlSchema>;

/** POST /rounds/{id}/control: this panel takes the round's control (a round-record entry). */
export const takeControlBody = z.object({
  panel_id: z.string().regex(/^[A-Za-z0-9-]{8,64}$/, DRAW_PANEL_MESSAGE),
});
export const drawnNumberSchema = z.object({ id: z.number().int(), number: z.number().int(), drawn_at: z.string() });
export type DrawnNumber = z.infer<typeof drawnNumberSchema>;
