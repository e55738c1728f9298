import { z } from 'zod';
import { text } from './common';

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
});
export type BingoEvent = z.infer<typeof eventSchema>;

const startDate = z
  .string({ message: 'Informe a data de início.' })
  .trim()
  .min(1, 'Informe a data de início.')
  .refine((v) => !Number.isNaN(Date.parse(v)), 'Data de início inválida.');

export const eventBody = z.object({
  name: text(160),
  start_date: startDate,
  rounds_count: z.coerce.number({ message: 'Informe a quantidade de rodadas.' }).int().min(1, 'A quantidade de rodadas deve ser pelo menos 1.').max(200),
  status: eventStatusInput.optional(),
  card_price: z.coerce.number({ message: 'Preço da cartela inválido.' }).min(0, 'O preço da cartela não pode ser negativo.').max(100000).optional(),
});
export type EventBody = z.input<typeof eventBody>;

export const eventStatusBody = z.object({ status: eventStatusInput });
export const eventStatusReply = z.object({ message: z.string(), evento: eventSchema });

export const eventStatusLabels: Record<EventStatus, { label: string; variant: string }> = {
  scheduled: { label: 'Agendado', variant: 'dark' },
  em_andamento: { label: 'Em Andamento', variant: 'warning' },
  finalizado: { label: 'Finalizado', variant: 'success' },
};

export const eventStatus = z.enum(EVENT_STATUSES);

/** GET /events/active: the running event, else the nearest scheduled one, else null. */
export const activeEventReply = eventSchema.nullable();
