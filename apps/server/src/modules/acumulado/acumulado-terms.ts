import { acumuladoMessages, type AcumuladoInput } from '@bingo/core';
import type { Db } from '../../db/client';
import { AppError, badRequest } from '../../lib/app-error';
import { AcumuladoRepository, type AcumuladoEventRow } from './acumulado.repository';
import { passOn } from './acumulado-pot';

/** What the event form sent: left out (undefined), taken away (null), or the terms. */
export interface TermsChange {
  eventId: number;
  terms: AcumuladoInput | null | undefined;
  reason: string | undefined;
  by: number;
}

const configOf = (e: AcumuladoEventRow): AcumuladoInput | null =>
  e.acumuladoBallLimit === null
    ? null
    : { value: Number(e.acumuladoValue), ball_limit: e.acumuladoBallLimit, increment: Number(e.acumuladoIncrement) };

const same = (a: AcumuladoInput | null, b: AcumuladoInput | null) =>
  a === b || (!!a && !!b && a.value === b.value && a.ball_limit === b.ball_limit && a.increment === b.increment);

/**
 * Sets or takes away an event's acumulado, inside the event's transaction (the caller holds its
 * row). The pot is never edited silently (decisions.md §14, docs/decisions/032): the first terms are
 * a `configured` change; any later change needs a reason and is kept with who and when. A first
 * configuration takes over a pot left waiting by an earlier event.
 */
export async function changeTerms(tx: Db, change: TermsChange): Promise<void> {
  if (change.terms === undefined) return;
  const repo = new AcumuladoRepository(tx);
  const event = await repo.event(change.eventId, true);
  if (!event) return;
  const current = configOf(event);
  const next = change.terms;
  if (same(current, next)) return;
  // The limit and the pot a round plays for are fixed while it is in play.
  if (await repo.markedRoundInPlay(event.id)) throw new AppError(409, acumuladoMessages.roundInPlay);
  const pot = await repo.pot(event.id);
  if (pot.changes > 0 && !change.reason) throw badRequest(acumuladoMessages.reason, { acumulado_reason: acumuladoMessages.reason });
  await repo.setTerms(event.id, next);
  const base = { eventId: event.id, userId: change.by, reason: change.reason ?? null, valueBefore: pot.value };
  if (next === null) {
    await repo.unmarkNotStarted(event.id);
    await repo.insert({ ...base, kind: 'removed', valueAfter: 0, ballLimit: null });
    return;
  }
  const valueChanged = current === null || current.value !== next.value;
  await repo.insert({
    ...base,
    kind: pot.changes === 0 ? 'configured' : 'changed',
    valueAfter: valueChanged ? next.value : pot.value,
    ballLimit: next.ball_limit,
  });
  if (current === null) {
    const waiting = await repo.waitingBefore({ ...event, acumuladoBallLimit: next.ball_limit });
    if (waiting) await passOn(repo, waiting.event, waiting.value, { ...event, acumuladoBallLimit: next.ball_limit });
  }
}
