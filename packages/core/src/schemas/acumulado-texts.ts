import { formatMoney, formatMoneyWhole } from '../format';
import type { AcumuladoChange } from './acumulado';

// The Acumulado's limits, names and sentences, without zod: the live screens show them, and
// importing them from acumulado.ts would make a phone evaluate that module's schemas, and zod with
// them, before the page is interactive (docs/decisions/046).
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
