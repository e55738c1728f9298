import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import '../zod-locale';
import { markDeliveryBody, prizeMarkSchema, prizeMessages, roundPrizesReply, undoDeliveryBody, voidWinnerBody } from './prizes';
import { stageWinnerSchema } from './stages';

const firstIssue = (schema: z.ZodType, input: unknown) => {
  const issue = schema.safeParse(input).error?.issues[0];
  return issue && { path: issue.path, message: issue.message };
};

const delivery = { stage: 'quina', card_id: '17', received_by: '  Maria S. ' };

describe('markDeliveryBody: a prize marked delivered (decisions.md §15)', () => {
  it('reads the winner, who took the prize and when, trimmed', () => {
    expect(markDeliveryBody.parse({ ...delivery, received_at: '2026-12-20T21:40:00-03:00', photo_image_id: 5 })).toEqual({
      stage: 'quina',
      card_id: 17,
      received_by: 'Maria S.',
      received_at: '2026-12-20T21:40:00-03:00',
      photo_image_id: 5,
    });
    expect(markDeliveryBody.parse({ ...delivery, stage: 'cartela_cheia' })).toEqual({
      stage: 'cartela_cheia',
      card_id: 17,
      received_by: 'Maria S.',
    });
  });

  it('takes the hand-over time as an instant, in UTC or with its offset', () => {
    for (const at of ['2026-12-20T21:40Z', '2026-12-21T00:40:00.000Z', '2026-12-20T21:40+00:00', '2026-12-20T18:40-03:00']) {
      expect(markDeliveryBody.parse({ ...delivery, received_at: at }).received_at, at).toBe(at);
    }
  });

  it('refuses a wall-clock time without its zone: the server must not guess it', () => {
    for (const at of ['2026-12-20T21:40', '2026-12-20T21:40:00', '2026-12-20']) {
      expect(firstIssue(markDeliveryBody, { ...delivery, received_at: at }), at).toEqual({
        path: ['received_at'],
        message: prizeMessages.receivedAtInvalid,
      });
    }
  });

  it('asks for the date and time of the hand-over when what was typed is not one', () => {
    for (const at of ['ontem', '2026-12-32T21:40Z', '']) {
      expect(firstIssue(markDeliveryBody, { ...delivery, received_at: at }), at).toEqual({
        path: ['received_at'],
        message: prizeMessages.receivedAtInvalid,
      });
    }
  });

  it('asks for the name of who took the prize when it is missing or blank', () => {
    for (const received_by of [undefined, '', '   ', 7]) {
      expect(firstIssue(markDeliveryBody, { ...delivery, received_by }), String(received_by)).toEqual({
        path: ['received_by'],
        message: prizeMessages.receivedByRequired,
      });
    }
  });

  it('takes a one-letter name and up to 120 characters', () => {
    expect(markDeliveryBody.parse({ ...delivery, received_by: 'M' }).received_by).toBe('M');
    expect(markDeliveryBody.parse({ ...delivery, received_by: 'a'.repeat(120) }).received_by).toHaveLength(120);
    expect(firstIssue(markDeliveryBody, { ...delivery, received_by: 'a'.repeat(121) })?.path).toEqual(['received_by']);
  });

  it('refuses a stage other than Quina or Cartela cheia, and a card that is no id, with their sentences', () => {
    expect(firstIssue(markDeliveryBody, { ...delivery, stage: 'bingo' })).toEqual({ path: ['stage'], message: prizeMessages.stageInvalid });
    expect(firstIssue(markDeliveryBody, { ...delivery, card_id: '0' })).toEqual({ path: ['card_id'], message: prizeMessages.cardInvalid });
  });
});

describe('undoing a delivery and voiding a winner (decisions.md §15)', () => {
  it('reads the winner and the reason of each', () => {
    const winner = { stage: 'cartela_cheia', card_id: 40, reason: '  Cartela rasurada ' };
    const read = { stage: 'cartela_cheia', card_id: 40, reason: 'Cartela rasurada' };
    expect(undoDeliveryBody.parse(winner)).toEqual(read);
    expect(voidWinnerBody.parse(winner)).toEqual(read);
  });

  it('asks for the reason, which goes to the public record, with the sentence of each', () => {
    expect(firstIssue(undoDeliveryBody, { stage: 'quina', card_id: 40, reason: ' ' })).toEqual({
      path: ['reason'],
      message: prizeMessages.undoReasonRequired,
    });
    expect(firstIssue(voidWinnerBody, { stage: 'quina', card_id: 40 })).toEqual({
      path: ['reason'],
      message: prizeMessages.voidReasonRequired,
    });
  });
});

describe("the organiser's list of prizes and the winners' marks", () => {
  const mark = {
    action: 'delivered',
    received_by: 'Maria Souza',
    received_at: '2026-12-20T21:40:00.000Z',
    photo_image_id: 5,
    reason: null,
    marked_by: 'Rosa T.',
    marked_at: '2026-12-20T21:41:00.000Z',
  };

  it('keeps a delivery, its undoing and the void of a winner', () => {
    const undone = { ...mark, action: 'undone', received_by: null, received_at: null, photo_image_id: null, reason: 'Errei a cartela' };
    const prizes = [
      {
        stage: 'quina',
        prize: 'Cesta',
        card_id: 17,
        name: 'Maria Souza',
        voided: null,
        delivery: mark,
        can_undo: true,
        history: [mark, undone, mark],
      },
      {
        stage: 'cartela_cheia',
        prize: 'TV',
        card_id: 40,
        name: 'João Pereira',
        voided: { reason: 'Cartela rasurada', at: '2026-12-20T22:00:00.000Z', by: 'Rosa T.' },
        delivery: null,
        can_undo: false,
        history: [],
      },
    ];
    expect(roundPrizesReply.parse(prizes)).toEqual(prizes);
    expect(prizeMarkSchema.safeParse({ ...mark, action: 'voided' }).success).toBe(false);
  });

  it('keeps on a winner of a stage its void or its delivery, as the round record shows them', () => {
    const voided = { card_id: 40, name: 'João P.', voided: { reason: 'Cartela rasurada', at: '2026-12-20T22:00:00.000Z' } };
    const delivered = { card_id: 17, name: 'Maria S.', delivery: { received_by: 'Maria S.', received_at: '2026-12-20T21:40:00.000Z' } };
    expect(stageWinnerSchema.parse(voided)).toEqual(voided);
    expect(stageWinnerSchema.parse(delivered)).toEqual(delivered);
  });
});
