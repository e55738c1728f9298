import {
  contasMessages,
  publicName,
  stagesOrDefault,
  sumMoney,
  type ContasDocument,
  type ContasInput,
  type ContasMoneyIn,
  type EventDelivery,
  type StageKind,
} from '@bingo/core';
import { badRequest } from '../../lib/app-error';

interface RoundOfEvent {
  id: number;
  number: number;
  prize: string;
  stages: { kind: StageKind; prize: string }[] | null;
}

export interface DocumentParts {
  event: { id: number; name: string };
  version: number;
  publishedAt: Date;
  reason: string | null;
  moneyIn: ContasMoneyIn;
  rounds: readonly RoundOfEvent[];
  receiptUrls: ReadonlyMap<number, string>;
  /** The prizes marked delivered when the version is published (docs/decisions/035). */
  deliveries: readonly EventDelivery[];
  input: ContasInput;
}

/**
 * The document a version freezes (decisions.md §15), from the organiser's input and the event as it
 * is: each prize names a stage of one of the event's rounds, each receipt an image of the gallery,
 * else 400 in pt-BR. Prizes go in round and stage order, whatever order they were typed in, so the
 * same accounts always make the same document.
 */
export function contasDocument(parts: DocumentParts): ContasDocument {
  const { input, rounds, receiptUrls, deliveries } = parts;
  const byId = new Map(rounds.map((r) => [r.id, r]));
  const prizes = input.prizes.map((prize, i) => {
    const round = byId.get(prize.round_id);
    if (!round) throw badRequest(contasMessages.roundNotOfEvent, { [`prizes.${i}.round_id`]: contasMessages.roundNotOfEvent });
    const order = stagesOrDefault(round.stages, round.prize).findIndex((s) => s.kind === prize.stage);
    if (order < 0) throw badRequest(contasMessages.stageNotOfRound, { [`prizes.${i}.stage`]: contasMessages.stageNotOfRound });
    const line = {
      round_id: round.id,
      round_number: round.number,
      stage: prize.stage,
      description: prize.description,
      value: prize.value,
      donated: prize.donated,
      // The public sees a receiver as it sees a winner: first name and initial (decisions.md §15).
      delivered: deliveries
        .filter((d) => d.round_id === round.id && d.stage === prize.stage)
        .map((d) => ({ card_id: d.card_id, received_by: publicName(d.received_by) ?? '', received_at: d.received_at })),
    };
    return { line, order };
  });
  prizes.sort((a, b) => a.line.round_number - b.line.round_number || a.order - b.order);

  const costs = input.costs.map((cost, i) => {
    const id = cost.receipt_image_id ?? null;
    const url = id === null ? null : receiptUrls.get(id);
    if (url === undefined)
      throw badRequest(contasMessages.receiptNotFound, { [`costs.${i}.receipt_image_id`]: contasMessages.receiptNotFound });
    return { description: cost.description, amount: cost.amount, receipt_image_id: id, receipt_url: url };
  });

  const prizeLines = prizes.map((p) => p.line);
  const costsTotal = sumMoney(costs.map((c) => c.amount));
  const bought = sumMoney(prizeLines.filter((p) => !p.donated).map((p) => p.value));
  const donated = sumMoney(prizeLines.filter((p) => p.donated).map((p) => p.value));
  return {
    event_id: parts.event.id,
    event_name: parts.event.name,
    version: parts.version,
    published_at: parts.publishedAt.toISOString(),
    reason: parts.reason,
    money_in: parts.moneyIn,
    prizes: prizeLines,
    costs,
    // A donated prize cost the cause nothing; a bought one is paid out of the money in.
    totals: {
      costs: costsTotal,
      prizes_bought: bought,
      prizes_donated: donated,
      net: sumMoney([parts.moneyIn.total, -costsTotal, -bought]),
    },
    destination: input.destination,
  };
}
