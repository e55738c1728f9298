import type { STAGE_KINDS } from '../bingo/stages';
import { onFirstUse, TIME_ZONE } from '../format';

// The texts of prizes handed over and winners voided (docs/decisions/035), without zod: the live
// screens and the record show them, and importing them from prizes.ts would make a phone evaluate
// that module's schemas, and zod with them, before the page is interactive (docs/decisions/046).
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
