import { type BingoEvent, eventBody, eventMessages } from '@bingo/core';
import { z } from 'zod';
import { fromLocalInput, toLocalInput } from './event-dates';

/**
 * Core's eventBody, except that a blank price is left out: the server then keeps the current
 * price (edit) or uses its default (create). Coercing '' would silently make the cards free.
 */
const blank = (v: unknown) => typeof v === 'string' && v.trim() === '';

export const eventFormSchema = eventBody
  .extend({
    card_price: z.preprocess((v) => (blank(v) ? undefined : v), eventBody.shape.card_price),
    // Unlike the price, the goal's box shows the current goal: emptied, the event has no goal.
    meta_arrecadacao: z.preprocess((v) => (blank(v) ? null : v), eventBody.shape.meta_arrecadacao),
  })
  .refine((v) => !v.meta_visivel || v.meta_arrecadacao != null, { message: eventMessages.goalToShow, path: ['meta_visivel'] });

export type EventFormValues = z.input<typeof eventFormSchema>;
export type EventRequest = z.output<typeof eventBody>;

export function eventFormValues(event: BingoEvent | null): EventFormValues {
  return {
    name: event?.name ?? '',
    start_date: event ? toLocalInput(event.start_date) : '',
    rounds_count: String(event?.rounds_count ?? 1),
    card_price: event ? event.card_price : '',
    meta_arrecadacao: event?.meta_arrecadacao ?? '',
    meta_visivel: event?.meta_visivel ?? false,
    status: event?.status,
  };
}

export function eventRequest(values: z.output<typeof eventFormSchema>): EventRequest {
  return { ...values, start_date: fromLocalInput(values.start_date) };
}
