import { z } from 'zod';
import { intInput, numberInput } from './common';
import { reasonText } from './reasons';
import { ACUMULADO_MAX, acumuladoMessages, ACUMULADO_KINDS } from './acumulado-texts';

export * from './acumulado-texts';

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
