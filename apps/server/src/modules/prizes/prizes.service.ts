import {
  prizeMessages,
  publicName,
  recordedStageKinds,
  recordedStageWins,
  stageKindLabels,
  stagesOrDefault,
  type EventDelivery,
  type markDeliveryBody,
  type RoundPrize,
  type StageKind,
  type undoDeliveryBody,
  type voidWinnerBody,
} from '@bingo/core';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/unit-of-work';
import { isUniqueViolation } from '../../lib/db-errors';
import { AppError, badRequest, conflict, notFound } from '../../lib/app-error';
import { cardHolderNames, lockRoundForRecord, recordClock, recordEntries, RoundRecordWriter } from '../round-records';
import { ROUND_NOT_FOUND } from '../rounds';
import { canUndo, standingDelivery } from './prize-standing';
import { PrizesRepository, type MarkRow, type VoidRow } from './prizes.repository';

type WinnerRef = { stage: StageKind; card_id: number };

/** Clocks of the hall's phones run a little ahead: a delivery "now" from one of them is not the future. */
const FUTURE_SLACK_MS = 5 * 60_000;

/**
 * Prizes handed over and winners voided (decisions.md §15, docs/decisions/035): the organiser's
 * marks, kept in full here and written, with only a first name and initial, to the round's public
 * record in the same transaction. Admin-only.
 */
export class PrizesService {
  constructor(private readonly db: Db) {}

  /** Every stage winner of the round, in stage order, with its prize's standing and history. */
  async list(roundId: number): Promise<RoundPrize[]> {
    return this.prizes(this.db, roundId);
  }

  async markDelivered(roundId: number, body: z.output<typeof markDeliveryBody>, userId: number) {
    return inTransaction(this.db, async ({ tx }) => {
      const { prize, repo } = await this.lockedWinner(tx, roundId, body);
      if (prize.voided) throw conflict(prizeMessages.voided);
      if (prize.delivery && !body.reason)
        throw badRequest(prizeMessages.correctionReasonRequired, { reason: prizeMessages.correctionReasonRequired });
      if (body.photo_image_id && !(await repo.imageExists(body.photo_image_id)))
        throw badRequest(prizeMessages.photoNotFound, { photo_image_id: prizeMessages.photoNotFound });
      const now = await recordClock(tx);
      const receivedAt = body.received_at ? new Date(body.received_at) : now;
      if (receivedAt.getTime() > now.getTime() + FUTURE_SLACK_MS)
        throw badRequest(prizeMessages.receivedAtFuture, { received_at: prizeMessages.receivedAtFuture });
      // A first mark carries no reason: only a correction of a standing one has to say why.
      const reason = prize.delivery ? (body.reason ?? null) : null;
      await repo.insertMark({
        roundId,
        stage: body.stage,
        cardId: body.card_id,
        action: 'delivered',
        receivedBy: body.received_by,
        receivedAt,
        photoImageId: body.photo_image_id ?? null,
        reason,
        userId,
      });
      // Public: the receiver's first name and initial only (decisions.md §15); no photo.
      await new RoundRecordWriter(tx).prizeEntry(roundId, 'prize_delivered', {
        stage: body.stage,
        card_id: body.card_id,
        received_by: publicName(body.received_by) ?? '',
        received_at: receivedAt.toISOString(),
        ...(reason ? { reason } : {}),
      });
      return this.one(tx, roundId, body);
    });
  }

  async undoDelivery(roundId: number, body: z.output<typeof undoDeliveryBody>, userId: number) {
    return inTransaction(this.db, async ({ tx }) => {
      const { prize, repo } = await this.lockedWinner(tx, roundId, body);
      if (!prize.delivery) throw conflict(prizeMessages.notDelivered);
      if (!canUndo(prize.delivery, await recordClock(tx))) throw conflict(prizeMessages.undoTooLate);
      await repo.insertMark({ roundId, stage: body.stage, cardId: body.card_id, action: 'undone', reason: body.reason, userId });
      await new RoundRecordWriter(tx).prizeEntry(roundId, 'prize_delivery_undone', {
        stage: body.stage,
        card_id: body.card_id,
        reason: body.reason,
      });
      return this.one(tx, roundId, body);
    });
  }

  /** Final: a void is never undone (docs/decisions/035). The stage does not reopen. */
  async voidWinner(roundId: number, body: z.output<typeof voidWinnerBody>, userId: number) {
    return inTransaction(this.db, async ({ tx }) => {
      const { prize, repo } = await this.lockedWinner(tx, roundId, body);
      if (prize.voided) throw conflict(prizeMessages.alreadyVoided);
      try {
        await repo.insertVoid({ roundId, stage: body.stage, cardId: body.card_id, reason: body.reason, userId });
      } catch (err) {
        if (isUniqueViolation(err)) throw conflict(prizeMessages.alreadyVoided);
        throw err;
      }
      await new RoundRecordWriter(tx).prizeEntry(roundId, 'winner_voided', {
        stage: body.stage,
        card_id: body.card_id,
        reason: body.reason,
      });
      return this.one(tx, roundId, body);
    });
  }

  /** The round row locked (every record append queues there), then the winner asked for. */
  private async lockedWinner(tx: Db, roundId: number, ref: WinnerRef) {
    if (!(await lockRoundForRecord(tx, roundId))) throw notFound(ROUND_NOT_FOUND);
    const prize = (await this.prizes(tx, roundId)).find((p) => p.stage === ref.stage && p.card_id === ref.card_id);
    if (!prize) throw conflict(prizeMessages.notWinner(ref.card_id, stageKindLabels[ref.stage]));
    return { prize, repo: new PrizesRepository(tx) };
  }

  private async one(tx: Db, roundId: number, ref: WinnerRef): Promise<RoundPrize> {
    const prize = (await this.prizes(tx, roundId)).find((p) => p.stage === ref.stage && p.card_id === ref.card_id);
    if (!prize) throw new AppError(500, 'Prêmio não encontrado depois de gravado.');
    return prize;
  }

  private async prizes(db: Db, roundId: number): Promise<RoundPrize[]> {
    const repo = new PrizesRepository(db);
    const round = await repo.round(roundId);
    if (!round) throw notFound(ROUND_NOT_FOUND);
    const entries = await recordEntries(db, roundId);
    const wins = recordedStageWins(recordedStageKinds(entries) ?? [], entries);
    const [marks, voids, now] = await Promise.all([repo.marks({ roundId }), repo.voids(roundId), recordClock(db)]);
    const names = new Map((await cardHolderNames(db, [...new Set(wins.flatMap((w) => w.card_ids))])).map((n) => [n.id, n.fullName]));
    return stagesOrDefault(round.stages, round.prize).flatMap((stage) => {
      const win = wins.find((w) => w.kind === stage.kind);
      return (win?.card_ids ?? []).map((cardId) => toPrize(stage, cardId, names.get(cardId), marks, voids, now));
    });
  }
}

function toPrize(
  stage: { kind: StageKind; prize: string },
  cardId: number,
  name: string | null | undefined,
  marks: MarkRow[],
  voids: VoidRow[],
  now: Date,
): RoundPrize {
  const own = marks
    .filter((m) => m.stage === stage.kind && m.card_id === cardId)
    .map(({ stage: _s, card_id: _c, round_id: _r, ...m }) => m);
  const voided = voids.find((v) => v.stage === stage.kind && v.card_id === cardId);
  const delivery = standingDelivery(own);
  return {
    stage: stage.kind,
    prize: stage.prize,
    card_id: cardId,
    name: name ?? 'Sem nome',
    voided: voided ? { reason: voided.reason, at: voided.at, by: voided.by } : null,
    delivery,
    can_undo: canUndo(delivery, now),
    history: own,
  };
}

/**
 * The prizes delivered in an event, by round and stage (decisions.md §15: the accounts list what
 * was delivered): each winner's standing delivery, in full, for the organiser's accounts.
 */
export async function deliveriesOfEvent(db: Db, eventId: number): Promise<EventDelivery[]> {
  const repo = new PrizesRepository(db);
  const rounds = await repo.eventRounds(eventId);
  const marks = await repo.marks({ eventId });
  const out: EventDelivery[] = [];
  for (const round of rounds) {
    for (const stage of stagesOrDefault(round.stages, round.prize)) {
      const cards = [...new Set(marks.filter((m) => m.round_id === round.id && m.stage === stage.kind).map((m) => m.card_id))];
      for (const cardId of cards) {
        const delivery = standingDelivery(marks.filter((m) => m.round_id === round.id && m.stage === stage.kind && m.card_id === cardId));
        if (!delivery) continue;
        out.push({
          round_id: round.id,
          round_number: round.number,
          stage: stage.kind,
          prize: stage.prize,
          card_id: cardId,
          received_by: delivery.received_by ?? '',
          received_at: delivery.received_at ?? delivery.marked_at,
          photo_image_id: delivery.photo_image_id,
          marked_by: delivery.marked_by,
        });
      }
    }
  }
  return out;
}
