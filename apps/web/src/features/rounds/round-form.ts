import { roundBody, type Round } from '@bingo/core';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { z } from 'zod';
import { zodResolver } from '../../lib/form-resolver';

/** The round body's fields, with the quina as a switch and a prize of its own (decisions.md §14). */
export type RoundFormValues = Omit<z.input<typeof roundBody>, 'stages'> & { quina: boolean; quina_prize: string };
export type RoundRequest = z.output<typeof roundBody>;

/**
 * The body the form sends: always the stages, so switching the quina off takes it away; the full
 * card's prize is the round's prize. A started round gets its own stages back, which the server
 * takes as no change.
 */
export function toRoundBody(values: RoundFormValues): z.input<typeof roundBody> {
  const { quina, quina_prize, ...body } = values;
  const full = { kind: 'cartela_cheia' as const, prize: body.prize };
  return { ...body, stages: quina ? [{ kind: 'quina', prize: quina_prize }, full] : [full] };
}

/** The form's schema: its values made into the round body, then checked by the body's own schema. */
export const roundFormSchema = z.preprocess((values: RoundFormValues) => toRoundBody(values), roundBody);

const bodyResolver = zodResolver(roundFormSchema);

/** The body's schema judges the stages; what it says of them shows under the quina's prize. */
export const roundFormResolver: Resolver<RoundFormValues, unknown, RoundRequest> = async (values, context, options) => {
  const result = await bodyResolver(values, context, options);
  const { stages, ...errors } = result.errors as FieldErrors<RoundFormValues> & { stages?: StageErrors };
  if (!stages) return result;
  const message = (Array.isArray(stages) ? stages.find(Boolean)?.prize?.message : undefined) ?? stages.message;
  return { values: {}, errors: { ...errors, quina_prize: { type: 'custom', message } } };
};
type StageErrors = { message?: string } & ({ prize?: { message?: string } } | undefined)[];

/** Spec §3: a new round's number is the highest existing plus 1, or 1. */
export function nextRoundNumber(rounds: readonly Pick<Round, 'number'>[]): number {
  return rounds.reduce((max, r) => Math.max(max, r.number), 0) + 1;
}

export function roundFormValues(round: Round | null, rounds: readonly Round[]): RoundFormValues {
  if (round) {
    const quina = round.stages.find((s) => s.kind === 'quina');
    return {
      number: String(round.number),
      prize: round.prize,
      type: round.type,
      notes: round.notes ?? '',
      status: round.status,
      quina: Boolean(quina),
      quina_prize: quina?.prize ?? '',
      acumulado: round.acumulado,
    };
  }
  return {
    number: String(nextRoundNumber(rounds)),
    prize: '',
    type: '',
    notes: '',
    status: 'not_started',
    quina: false,
    quina_prize: '',
    acumulado: false,
  };
}
