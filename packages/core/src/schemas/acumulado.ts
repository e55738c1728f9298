import { z } from 'zod';
import { intInput, numberInput } from './common';
import { reasonText } from './reasons';
import { formatMoney, formatMoneyWhole } from '../format';

/** The Acumulado (decisions.md §14, docs/decisions/032): a pot in R$ won by a full card up to a ball. */
export const ACUMULADO_MAX = 10_000_000;

export const acumuladoMessages = {
  value: 'O valor do acumulado não pode ser negativo. Informe um valor em reais, por exemplo 2000.00.',
  valueMax: 'O valor do acumulado deve ser de no máximo R$ 10.000.000,00.',
  ballLimit: 'O limite do acumulado deve ser uma bola de 1 a 75.',
  increment: 'O acréscimo do acumulado não pode ser negativo. Informe um valor em reais, por exemplo 200.00.',
  reason: 'Informe o motivo da alteração do acumulado: ele fica no histórico com quem alterou e quando.',
  roundStarted: 'Esta rodada já foi iniciada: não é possível marcar ou desmarcar o acumulado.',
  noEventAcumulado: 'Configure o acumulado no evento antes de marcar a rodada.',
  roundInPlay: 'Uma rodada com acumulado está em andamento: o acumulado do evento não pode ser alterado agora.',
} as const;

const money = (message: string) => numberInput(z.number({ message }).min(0, message).max(ACUMULADO_MAX, acumuladoMessages.valueMax));

/** The event's acumulado as the organiser sets it: the starting value, the ball limit and the increment. */
export const acumuladoInput = z.object({
  value: money(acumuladoMessages.value),
  ball_limit: intInput(1, 75, acumuladoMessages.ballLimit),
  increment: money(acumuladoMessages.increment),
});
export type AcumuladoInput = z.output<typeof acumuladoInput>;

/** A change of the pot once it has history needs one (docs/decisions/032). */
export const acumuladoReason = reasonText(acumuladoMessages.reason);

export const ACUMULADO_KINDS = ['configured', 'changed', 'won', 'carried_over', 'passed_on', 'carried_in', 'removed'] as const;
export type AcumuladoKind = (typeof ACUMULADO_KINDS)[number];

export const acumuladoKindLabels: Record<AcumuladoKind, string> = {
  configured: 'Acumulado criado',
  changed: 'Acumulado alterado',
  won: 'Acumulado saiu',
  carried_over: 'Não saiu: acumulou',
  passed_on: 'Passou para o próximo evento',
  carried_in: 'Veio do evento anterior',
  removed: 'Acumulado retirado',
};

/** One change of the pot: who (first name and initial), when, why, and the value before and after. */
export const acumuladoChangeSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  kind: z.enum(ACUMULADO_KINDS),
  value_before: z.number(),
  value_after: z.number(),
  ball_limit: z.number().int().nullable(),
  /** The round whose finish moved the pot (won, carried_over), by its number. */
  round_number: z.number().int().nullable(),
  /** The other event of a passed_on or carried_in. */
  other_event: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  reason: z.string().nullable(),
  /** The admin who changed it (first name and initial); null for the round's finish or a deleted account. */
  by: z.string().nullable(),
});
export type AcumuladoChange = z.infer<typeof acumuladoChangeSchema>;

/** GET /events/:id/acumulado (public): the pot now and its history, oldest first. */
export const acumuladoReplySchema = z.object({
  event_id: z.number().int(),
  /** The terms the organiser set, or null when the event runs no acumulado. */
  config: z.object({ value: z.number(), ball_limit: z.number().int(), increment: z.number() }).nullable(),
  /** What the next marked round plays for now. */
  pot: z.number(),
  history: z.array(acumuladoChangeSchema),
});
export type AcumuladoReply = z.infer<typeof acumuladoReplySchema>;

/** The running round's acumulado on the telão and the Sorteio (live state). */
export const liveAcumuladoSchema = z.object({
  value: z.number(),
  ball_limit: z.number().int(),
  /** Balls the hall may still draw for it: 0 once the limit is reached. */
  balls_left: z.number().int(),
  /** The full card came at or before the limit. */
  won: z.boolean(),
});
export type LiveAcumulado = z.infer<typeof liveAcumuladoSchema>;

/** The hall's lines (telão, Sorteio, record page): whole reais, read from across a hall. */
export const acumuladoTexts = {
  headline: (value: number, limit: number) => `ACUMULADO ${formatMoneyWhole(value)} — cartela cheia até a ${limit}ª bola`,
  ballsLeft: (n: number) => (n === 1 ? 'Falta 1 bola' : `Faltam ${n} bolas`),
  gone: 'Nesta rodada o acumulado não sai mais',
  won: 'O acumulado saiu!',
  recordEntry: (value: number, limit: number, won: boolean, ball: number | null) =>
    won
      ? `Acumulado de ${formatMoneyWhole(value)} ganho: cartela cheia na ${ball}ª bola (limite: ${limit}ª).`
      : `Acumulado de ${formatMoneyWhole(value)} não saiu: ${ball === null ? 'nenhuma cartela cheia' : `cartela cheia na ${ball}ª bola`} (limite: ${limit}ª). Acumula para a próxima rodada marcada.`,
} as const;

/**
 * One change of the pot in a sentence, for the summary's tab, PDF and spreadsheet:
 * "Não saiu: acumulou — rodada 3: R$ 2.000,00 → R$ 2.200,00".
 */
export function acumuladoChangeLine(c: AcumuladoChange): string {
  const where = c.round_number !== null ? ` — rodada ${c.round_number}` : c.other_event ? ` — ${c.other_event.name}` : '';
  const why = c.reason ? ` (motivo: ${c.reason})` : '';
  const who = c.by ? ` por ${c.by}` : '';
  return `${acumuladoKindLabels[c.kind]}${where}: ${formatMoney(c.value_before)} → ${formatMoney(c.value_after)}${who}${why}`;
}
