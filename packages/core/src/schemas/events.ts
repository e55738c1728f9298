import { z } from 'zod';
import { isoDateTime, numberInput, text } from './common';
import { eventReopenReason } from './reasons';
import { acumuladoInput, acumuladoReason } from './acumulado';

export const EVENT_STATUSES = ['scheduled', 'em_andamento', 'finalizado'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

/** `in_progress` is accepted as a synonym of `em_andamento` on input (decisions.md §3). */
export const eventStatusInput = z
  .enum([...EVENT_STATUSES, 'in_progress'], { message: 'Status do evento inválido.' })
  .transform((s): EventStatus => (s === 'in_progress' ? 'em_andamento' : s));

export const eventSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  start_date: z.string(),
  rounds_count: z.number().int(),
  status: z.enum(EVENT_STATUSES),
  card_price: z.number(),
  /** The fundraising goal in R$ (docs/decisions/019), or null. */
  meta_arrecadacao: z.number().nullable(),
  /** Whether the telão and the buyers' Sorteio show the goal's thermometer. */
  meta_visivel: z.boolean(),
});
export type BingoEvent = z.infer<typeof eventSchema>;

export const eventMessages = {
  startDateRequired: 'Informe a data de início.',
  roundsCountInvalid: 'Informe a quantidade de rodadas.',
  roundsCountInteger: 'A quantidade de rodadas deve ser um número inteiro.',
  roundsCountMin: 'A quantidade de rodadas deve ser pelo menos 1.',
  cardPriceInvalid: 'Preço da cartela inválido. Informe um número, por exemplo 10.50.',
  cardPriceMin: 'O preço da cartela deve ser de pelo menos R$ 1,00.',
  cardPriceMax: 'O preço da cartela deve ser de no máximo R$ 100.000,00.',
  goalInvalid: 'Meta de arrecadação inválida. Informe um valor em reais, por exemplo 20000.00.',
  goalMin: 'A meta de arrecadação deve ser maior que zero.',
  goalMax: 'A meta de arrecadação deve ser de no máximo R$ 10.000.000,00.',
  goalToShow: 'Informe a meta de arrecadação para mostrá-la no telão e no Sorteio.',
} as const;

export const GOAL_MAX = 10_000_000;

/** No purchase is charged less than R$ 1,00 (MIN_TOTAL_CENTS): a cheaper card could never be sold. */
export const CARD_PRICE_MIN = 1;

export const eventBody = z.object({
  name: text(160),
  start_date: isoDateTime({ required: eventMessages.startDateRequired }),
  rounds_count: numberInput(
    z
      .number({ message: eventMessages.roundsCountInvalid })
      .int(eventMessages.roundsCountInteger)
      .min(1, eventMessages.roundsCountMin)
      .max(200),
  ),
  status: eventStatusInput.optional(),
  // Optional: left out, the server keeps the current price (edit) or uses CARD_PRICE (create). null is not "left out".
  card_price: numberInput(
    z
      .number({ message: eventMessages.cardPriceInvalid })
      .min(CARD_PRICE_MIN, eventMessages.cardPriceMin)
      .max(100000, eventMessages.cardPriceMax),
  ).optional(),
  // Optional: left out, the current goal stays; null takes it away.
  meta_arrecadacao: numberInput(
    z.number({ message: eventMessages.goalInvalid }).positive(eventMessages.goalMin).max(GOAL_MAX, eventMessages.goalMax),
  )
    .nullable()
    .optional(),
  meta_visivel: z.boolean({ message: 'Informe se a meta aparece no telão (true ou false).' }).optional(),
  /** Needed only to move a finished event to another status (decisions.md §14): kept with who and when. */
  reason: eventReopenReason.optional(),
  /** The Acumulado (docs/decisions/032): left out it stays, null takes it away. */
  acumulado: acumuladoInput.nullable().optional(),
  /** Needed to change the acumulado once its pot has history: kept with who and when. */
  acumulado_reason: acumuladoReason.optional(),
});
export type EventBody = z.input<typeof eventBody>;

export const eventStatusBody = z.object({
  status: eventStatusInput,
  // "Finalizar {nome} e iniciar este": finish the event em_andamento in the same step.
  finish_running: z.boolean().optional(),
  /** Needed only to reopen a finished event (decisions.md §14): kept with who and when. */
  reason: eventReopenReason.optional(),
});

/** One reopening of a finished event, as the organiser sees it (GET /events/:id/reopenings). */
export const eventReopeningSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  /** Who reopened it; null when that account was deleted since. */
  by: z.string().nullable(),
  reason: z.string(),
  status: z.enum(EVENT_STATUSES),
});
export type EventReopening = z.infer<typeof eventReopeningSchema>;
export const eventStatusReply = z.object({ message: z.string(), evento: eventSchema });

export const eventStatusLabels: Record<EventStatus, { label: string; variant: string }> = {
  scheduled: { label: 'Agendado', variant: 'dark' },
  em_andamento: { label: 'Em Andamento', variant: 'warning' },
  finalizado: { label: 'Finalizado', variant: 'success' },
};

export const eventStatus = z.enum(EVENT_STATUSES);

/** GET /events/active: the running event, else the nearest scheduled one, else null. */
export const activeEventReply = eventSchema.nullable();
