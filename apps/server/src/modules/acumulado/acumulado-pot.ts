import { acumuladoWon } from '@bingo/core';
import type { Db } from '../../db/client';
import { AcumuladoRepository, type AcumuladoEventRow } from './acumulado.repository';

/** What a marked round played for, read at its finish. */
export interface RoundAcumulado {
  value: number;
  limit: number;
  /** Moves the pot by the round's outcome: `ball` is the hall's count of the first full card. */
  settle(ball: number | null): Promise<boolean>;
}

/**
 * The acumulado a finishing round plays for, or null: not marked, its event runs none, or its
 * first finish already settled it (a reopened round does not move the pot twice, docs/decisions/032).
 * Called by the round record's finish, in the finish's transaction, with the round's event locked.
 */
export async function roundAcumulado(tx: Db, round: { id: number; eventId: number; acumulado: boolean }): Promise<RoundAcumulado | null> {
  if (!round.acumulado) return null;
  const repo = new AcumuladoRepository(tx);
  const event = await repo.event(round.eventId);
  if (!event || event.acumuladoBallLimit === null || (await repo.settled(round.id))) return null;
  const limit = event.acumuladoBallLimit;
  const { value } = await repo.pot(event.id);
  return {
    value,
    limit,
    settle: async (ball) => {
      const won = acumuladoWon(ball, limit);
      await settle(repo, event, round.id, value, won);
      return won;
    },
  };
}

/**
 * Won: the round's full-card winners share the pot, and the event's next marked round starts again
 * from the organiser's value. Lost: the pot grows by the increment and waits for the next marked
 * round of this event, else passes to the next event that runs an acumulado (decisions.md §14).
 */
async function settle(repo: AcumuladoRepository, event: AcumuladoEventRow, roundId: number, pot: number, won: boolean): Promise<void> {
  const ballLimit = event.acumuladoBallLimit;
  if (won) {
    await repo.insert({ eventId: event.id, kind: 'won', valueBefore: pot, valueAfter: Number(event.acumuladoValue), ballLimit, roundId });
    return;
  }
  const grown = round2(pot + Number(event.acumuladoIncrement));
  await repo.insert({ eventId: event.id, kind: 'carried_over', valueBefore: pot, valueAfter: grown, ballLimit, roundId });
  if ((await repo.markedRoundsLeft(event.id, roundId)) > 0) return;
  // No event to take it yet: the pot waits here until one configures an acumulado (acumulado-terms).
  const next = await repo.nextEvent(event);
  if (next) await passOn(repo, event, grown, next);
}

/** The pot leaves `from` for `to`: one change on each side, linked, so neither total moves silently. */
export async function passOn(repo: AcumuladoRepository, from: AcumuladoEventRow, value: number, to: AcumuladoEventRow): Promise<void> {
  await repo.insert({
    eventId: from.id,
    kind: 'passed_on',
    valueBefore: value,
    valueAfter: 0,
    ballLimit: from.acumuladoBallLimit,
    otherEventId: to.id,
  });
  const { value: before } = await repo.pot(to.id);
  // The pot is one: it continues at the next event, whatever that event's own starting value was.
  await repo.insert({
    eventId: to.id,
    kind: 'carried_in',
    valueBefore: before,
    valueAfter: value,
    ballLimit: to.acumuladoBallLimit,
    otherEventId: from.id,
  });
}

const round2 = (v: number) => Math.round(v * 100) / 100;
