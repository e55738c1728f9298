import { z } from 'zod';
import { cardVoidKind } from './card-voids';
import { idParam, intInput } from './common';
import { winnerPrizeFields } from './prizes';

/**
 * One card's standing in a round. `address` and `contact` are personal data: the API sends them
 * to administrators only (decisions.md §4).
 */
export const rankingEntrySchema = z.object({
  card_id: z.number().int(),
  full_name: z.string().nullable(),
  address: z.string().nullable().optional(),
  contact: z.string().nullable().optional(),
  barcode: z.string().nullable(),
  acertos: z.number().int(),
  faltam: z.number().int(),
  faltando: z.array(z.number().int()),
  numbers: z.array(z.number().int()),
});
export type RankingEntry = z.infer<typeof rankingEntrySchema>;

/** A full-card winner (GET /rounds/:id/winners): voided or delivered as the round record says (decisions.md §15). */
export const winnerEntrySchema = rankingEntrySchema.extend(winnerPrizeFields);
export type WinnerEntry = z.infer<typeof winnerEntrySchema>;

export const RANKING_PAGE_SIZE = 50;
export const rankingQuery = z.object({
  page: intInput(1, 1_000_000).default(1),
  search: z.string().trim().max(120).optional(),
});
export const rankingReply = z.object({ data: z.array(rankingEntrySchema), total: z.number().int() });

export const cardCheckQuery = z.object({
  card: z.string().trim().min(1, 'Informe o número ou o código de barras da cartela.').max(20, 'Cartela não encontrada.'),
});
export const cardCheckReply = rankingEntrySchema.extend({
  status: z.enum(['digital', 'física']),
  /** In play in this round: sold or approved, and not joined after its first ball. */
  in_play: z.boolean(),
  /** Sold or approved after this round's first ball: it plays from the next round (decisions.md §14). */
  next_round: z.boolean(),
  round_id: z.number().int(),
  drawn: z.array(z.number().int()),
  /** Voided for good (decisions.md §15): "Cartela devolvida (anulada)", it cannot win. */
  voided: cardVoidKind.nullable(),
});
export type CardCheck = z.infer<typeof cardCheckReply>;

/** The quina's lists on the round panel (decisions.md §14): GET /rounds/{id}/quina/{list}. */
export const QUINA_LISTS = ['winners', 'almost-winners', 'top10'] as const;
export type QuinaList = (typeof QUINA_LISTS)[number];
export const quinaListParams = z.object({
  id: idParam.shape.id,
  list: z.enum(QUINA_LISTS, { message: 'Lista inválida: use winners, almost-winners ou top10.' }),
});
