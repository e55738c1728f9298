import { decideRoundStatus, type RoundStatus, type RoundStep } from '@bingo/core';
import type { Db } from '../../db/client';
import { AppError, badRequest } from '../../lib/app-error';
import { findEvent } from '../events';
import { RoundRecordWriter } from '../round-records';
import type { RoundRow } from './rounds.repository';

/**
 * The one rule of a round's status change (decisions.md §14, decideRoundStatus), applied the same
 * way by start, finish, reopen, the edit form and a new round. The caller holds the event's lock.
 */
export async function decideStep(tx: Db, eventId: number, from: RoundStatus, to: RoundStatus, reason?: string): Promise<RoundStep> {
  const eventFinished = (await findEvent(tx, eventId))?.status === 'finalizado';
  const decision = decideRoundStatus(from, to, { eventFinished, reason });
  if (!decision.refused) return decision.step;
  const { status, message } = decision.refused;
  throw status === 400 ? badRequest(message, { reason: message }) : new AppError(status, message);
}

/** What a status change writes in the round's public record: every one is an entry. */
export async function recordStep(tx: Db, id: number, step: RoundStep, reason?: string): Promise<void> {
  const writer = new RoundRecordWriter(tx);
  if (step === 'start') await writer.started(id);
  else if (step === 'reopen') await writer.started(id, reason);
  else if (step === 'finish') await writer.finished(id);
}

/**
 * A round's times: started_at is kept once set (decisions.md §14); a reopen clears the finish. A
 * finish also releases the round's control (decisions.md §14): a reopened round goes to the first
 * panel that draws.
 */
export function timestampsFor(
  step: RoundStep,
  current: RoundRow | null,
): { startedAt?: Date; finishedAt?: Date | null } & Partial<typeof releasedControl> {
  const now = new Date();
  const startedAt = current?.startedAt ?? now;
  if (step === 'start' || step === 'reopen') return { startedAt, finishedAt: null };
  if (step === 'finish') return { startedAt, finishedAt: current?.finishedAt ?? now, ...releasedControl };
  return {};
}

/** No panel holds the round's control. */
export const releasedControl = { controlPanel: null, controlBy: null, controlSince: null } as const;
