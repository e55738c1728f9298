import { z } from 'zod';
import { eventSchema } from './events';
import { foguetinhoSpinSchema } from './foguetinho';
import { liveStateSchema } from './live';
import { regulamentoSchema } from './regulamento';
import { roundSchema } from './rounds';

/**
 * A round on the event's public page: its prizes per stage and their winners, each winner only
 * by first name and initial (decisions.md §15). The organiser's notes stay off the public page.
 */
export const eventPageRoundSchema = roundSchema.pick({
  id: true,
  number: true,
  prize: true,
  status: true,
  started_at: true,
  finished_at: true,
  stages: true,
});
export type EventPageRound = z.infer<typeof eventPageRoundSchema>;

/** What the public page says of the regulamento in force; the whole text is at /evento/{id}/regulamento. */
export const eventPageRegulamentoSchema = regulamentoSchema.pick({
  version: true,
  published_at: true,
  entidade: true,
  cnpj: true,
  finalidade: true,
  contato: true,
  vendas_inicio: true,
  vendas_fim: true,
  prazo_retirada: true,
});

/**
 * The published prestação de contas (decisions.md §15), identified by the SHA-256 of its canonical
 * JSON. Null until the organiser publishes one.
 */
export const eventPageContasSchema = z.object({
  version: z.number().int(),
  sha256: z.string(),
  published_at: z.string(),
});

/** GET /events/{id}/public: everything the event's public page shows, for anyone (decisions.md §15). */
export const eventPageSchema = z.object({
  event: eventSchema.pick({ id: true, name: true, start_date: true, status: true, card_price: true }),
  /** Whether /comprar sells this event's cards now (scheduled or em_andamento, as GET /events/open). */
  on_sale: z.boolean(),
  /** The thermometer, only when the organiser shows the goal (docs/decisions/019). */
  goal: liveStateSchema.shape.goal,
  regulamento: eventPageRegulamentoSchema.nullable(),
  rounds: z.array(eventPageRoundSchema),
  foguetinho: z.array(foguetinhoSpinSchema),
  contas: eventPageContasSchema.nullable(),
});
export type EventPage = z.infer<typeof eventPageSchema>;
