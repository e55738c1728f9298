import { type AcumuladoReply, acumuladoInput, type BingoEvent, eventBody, eventMessages } from '@bingo/core';
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
    // The Acumulado's boxes (docs/decisions/032), checked by core's acumuladoInput only when switched on.
    acumulado: z.unknown().optional(),
    acumulado_on: z.boolean().optional(),
    /** Whether the event had terms when the form opened: switching off then takes them away. */
    acumulado_had: z.boolean().optional(),
    acumulado_value: z.unknown().optional(),
    acumulado_ball_limit: z.unknown().optional(),
    acumulado_increment: z.unknown().optional(),
    acumulado_reason: z.preprocess((v) => (blank(v) ? undefined : v), eventBody.shape.acumulado_reason),
  })
  .refine((v) => !v.meta_visivel || v.meta_arrecadacao != null, { message: eventMessages.goalToShow, path: ['meta_visivel'] })
  .superRefine((v, ctx) => {
    if (!v.acumulado_on) return;
    const parsed = acumuladoInput.safeParse(acumuladoOf(v));
    for (const issue of parsed.error?.issues ?? [])
      ctx.addIssue({ code: 'custom', message: issue.message, path: [`acumulado_${String(issue.path[0])}`] });
  });

type AcumuladoBoxes = { acumulado_value?: unknown; acumulado_ball_limit?: unknown; acumulado_increment?: unknown };
const acumuladoOf = (v: AcumuladoBoxes) => ({
  value: blank(v.acumulado_value) ? undefined : v.acumulado_value,
  ball_limit: blank(v.acumulado_ball_limit) ? undefined : v.acumulado_ball_limit,
  increment: blank(v.acumulado_increment) ? 0 : v.acumulado_increment,
});

/** The Acumulado's boxes from the event's terms (empty and off for a new event or one without). */
export function acumuladoFormValues(reply: AcumuladoReply | undefined) {
  const config = reply?.config;
  return {
    acumulado_on: !!config,
    acumulado_had: !!config,
    acumulado_value: config?.value ?? '',
    acumulado_ball_limit: config ? String(config.ball_limit) : '',
    acumulado_increment: config?.increment ?? '',
    acumulado_reason: '',
  };
}

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
    ...acumuladoFormValues(undefined),
  };
}

export function eventRequest(values: z.output<typeof eventFormSchema>): EventRequest {
  const { acumulado_on, acumulado_had, acumulado_value, acumulado_ball_limit, acumulado_increment, acumulado: _boxes, ...rest } = values;
  // Switched off, null takes away the terms the event had; an event that had none sends nothing.
  const off = acumulado_had ? null : undefined;
  const acumulado = acumulado_on ? acumuladoInput.parse(acumuladoOf({ acumulado_value, acumulado_ball_limit, acumulado_increment })) : off;
  return { ...rest, start_date: fromLocalInput(values.start_date), acumulado };
}
