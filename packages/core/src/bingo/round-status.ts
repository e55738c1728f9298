import { ROUND_REOPEN_REASON_REQUIRED } from '../schemas/reasons';
import { ROUND_STATUSES, type RoundStatus } from '../schemas/rounds';

export const roundStatusMessages = {
  eventFinished: 'O evento já foi finalizado. Reabra-o para iniciar uma rodada.',
  reopenInFinishedEvent: 'O evento já foi finalizado: uma rodada dele não pode ser reaberta. Reabra o evento antes, com o motivo.',
  finishOnlyRunning: 'Só é possível finalizar uma rodada em andamento.',
  neverBack: 'Uma rodada que já começou não volta para “Não iniciada”: o que aconteceu nela fica no registro público.',
  reopenNeedsReason: ROUND_REOPEN_REASON_REQUIRED,
} as const;

/** What a status change does: nothing, the first start, a finish, or a reopen ("Reabrir"). */
export type RoundStep = 'none' | 'start' | 'finish' | 'reopen';
export type RoundStepDecision = { step: RoundStep; refused?: undefined } | { refused: { status: 400 | 409; message: string } };

/**
 * The one rule of a round's status change, whichever way it is asked (start, finish, reopen, the
 * edit form, a new round): a round's history only moves forward (decisions.md §14). Finished never
 * goes back to not started, nor does a running round (its start stays). Finished goes back to in
 * progress only as a reopen, with a reason, and never in a finished event. Only a running round
 * finishes, and a finished event starts no round.
 */
export function decideRoundStatus(
  from: RoundStatus,
  to: RoundStatus,
  { eventFinished, reason }: { eventFinished: boolean; reason?: string | undefined },
): RoundStepDecision {
  const refuse = (status: 400 | 409, message: string): RoundStepDecision => ({ refused: { status, message } });
  if (from === to) return { step: 'none' };
  if (to === 'not_started') return refuse(409, roundStatusMessages.neverBack);
  if (to === 'finished') return from === 'in_progress' ? { step: 'finish' } : refuse(409, roundStatusMessages.finishOnlyRunning);
  if (from === 'finished') {
    if (eventFinished) return refuse(409, roundStatusMessages.reopenInFinishedEvent);
    return reason ? { step: 'reopen' } : refuse(400, roundStatusMessages.reopenNeedsReason);
  }
  return eventFinished ? refuse(409, roundStatusMessages.eventFinished) : { step: 'start' };
}

/** The statuses the edit form offers for a round now: a reopen goes through "Reabrir" and its reason. */
export function roundStatusChoices(from: RoundStatus): RoundStatus[] {
  return ROUND_STATUSES.filter((to) => !decideRoundStatus(from, to, { eventFinished: false }).refused);
}
