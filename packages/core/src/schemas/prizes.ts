import { z } from 'zod';
import { STAGE_KINDS } from '../bingo/stages';
import { idInput, text } from './common';
import { isoDateTime } from './dates';
import { reasonText } from './reasons';
import { onFirstUse, TIME_ZONE } from '../format';

/**
 * Prizes handed over and winners voided (decisions.md §15, docs/decisions/035): each stage winner
 * of a round may be marked delivered (who received it, when, an optional photo) or voided with a
 * reason. Both are round-record entries; nothing is deleted.
 */
export const prizeMessages = {
  stageInvalid: 'Etapa inválida: escolha Quina ou Cartela cheia.',
  cardInvalid: 'Cartela inválida.',
  receivedByRequired: 'Informe o nome de quem levou o prêmio.',
  receivedAtInvalid: 'Informe a data e a hora da entrega.',
  receivedAtFuture: 'A data da entrega não pode estar no futuro.',
  photoNotFound: 'Foto não encontrada: envie a imagem de novo.',
  voidReasonRequired: 'Informe o motivo da anulação: ele fica no registro público da rodada.',
  correctionReasonRequired:
    'Este prêmio já foi marcado como entregue: informe o motivo da correção (a marcação anterior fica no histórico).',
  undoReasonRequired: 'Informe o motivo para desfazer a entrega: ele fica no registro público da rodada.',
  notWinner: (cardId: number, stage: string) => `A cartela #${cardId} não é vencedora da etapa ${stage} desta rodada.`,
  voided: 'Este ganhador foi anulado: o prêmio não pode ser marcado como entregue.',
  alreadyVoided: 'Este ganhador já foi anulado.',
  notDelivered: 'Este prêmio não está marcado como entregue.',
  undoTooLate: 'A entrega foi marcada há mais de 12 horas e não pode mais ser desfeita: registre uma correção com o motivo.',
  delivered: 'Prêmio marcado como entregue.',
  undone: 'Entrega desfeita.',
  voidDone: 'Ganhador anulado.',
} as const;

/** How long a delivery mark may be undone: the night it was made in (docs/decisions/035). */
export const DELIVERY_UNDO_HOURS = 12;

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

/** A prize delivered, for the event's accounts (decisions.md §15: "the accounts list what was delivered"). */
export interface EventDelivery {
  round_id: number;
  round_number: number;
  stage: (typeof STAGE_KINDS)[number];
  prize: string;
  card_id: number;
  received_by: string;
  received_at: string;
  photo_image_id: number | null;
  marked_by: string | null;
}

const shortDateTime = onFirstUse(
  () => new Intl.DateTimeFormat('pt-BR', { timeZone: TIME_ZONE, day: '2-digit', month: '2-digit', hour: '2-digit', minute: '2-digit' }),
);

/** "Prêmio entregue a Maria S. em 20/12 21:40" (Brazil's time zone), as the badges and the record say it. */
export function prizeDeliveredLine(receivedBy: string, receivedAt: string): string {
  return `Prêmio entregue a ${receivedBy} em ${shortDateTime().format(new Date(receivedAt)).replace(',', '')}`;
}

/** "Anulado: {motivo}". */
export const voidedLine = (reason: string) => `Anulado: ${reason}`;
