import { type BingoEvent, eventBody } from '@bingo/core';
import { z } from 'zod';
import { fromLocalInput, toLocalInput } from './event-dates';

/**
 * Core's eventBody, except that a blank price is left out: the server then keeps the current
 * price (edit) or uses its default (create). Coercing '' would silently make the cards free.
 */
export const eventFormSchema = eventBody.extend({
  card_price: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), eventBody.shape.card_price),
});

export type EventFormValues = z.input<typeof eventFormSchema>;
export type EventRequest = z.output<typeof eventBody>;

export function eventFormValues(event: BingoEvent | null): EventFormValues {
  return {
    name: event?.name ?? '',
    start_date: event ? toLocalInput(event.start_date) : '',
    rounds_count: String(event?.rounds_count ?? 1),
    card_price: event ? event.card_price : '',
    status: event?.status,
  };
}

export function eventRequest(values: z.output<typeof eventFormSchema>): EventRequest {
  return { ...values, start_date: fromLocalInput(values.start_date) };
}
