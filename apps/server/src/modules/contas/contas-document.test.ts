import { contasMessages, type ContasInput, type EventDelivery } from '@bingo/core';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error';
import { contasDocument, type DocumentParts } from './contas-document';

/**
 * decisions.md §15: the document a version of the prestação de contas freezes (and the PDF shows),
 * built from the organiser's input and the event as it is. The API tests (contas.test.ts) check it
 * end to end; these check its lines where the night's data can vary.
 */
const ROUNDS = [
  {
    id: 10,
    number: 1,
    prize: 'Televisor',
    stages: [
      { kind: 'quina' as const, prize: 'Cesta básica' },
      { kind: 'cartela_cheia' as const, prize: 'Televisor' },
    ],
  },
  { id: 20, number: 2, prize: 'Bicicleta', stages: null },
];

const moneyIn = {
  online: { purchases: 2, gross: 50, discounts: 5, net: 45 },
  paper: { cards: 1, total: 10, sellers: [{ seller: 'Ana S.', cards: 1, amount: 10 }] },
  sponsorships: { received: 100 },
  total: 155,
};

const delivery = (roundId: number, stage: EventDelivery['stage'], cardId: number, receivedBy: string): EventDelivery => ({
  round_id: roundId,
  round_number: roundId / 10,
  stage,
  prize: 'x',
  card_id: cardId,
  received_by: receivedBy,
  received_at: '2026-11-20T23:45:00.000Z',
  photo_image_id: null,
  marked_by: 'Organizador',
});

function parts(input: Partial<ContasInput>, more: Partial<DocumentParts> = {}): DocumentParts {
  return {
    event: { id: 1, name: 'Noite do Documento' },
    version: 1,
    publishedAt: new Date('2026-11-21T12:00:00.000Z'),
    reason: null,
    moneyIn,
    rounds: ROUNDS,
    receiptUrls: new Map([[7, '/uploads/nota.png']]),
    deliveries: [],
    input: { costs: [], prizes: [], destination: 'Reforma do telhado', ...input },
    ...more,
  };
}

const prize = (round_id: number, stage: 'quina' | 'cartela_cheia', value: number, donated = false) => ({
  round_id,
  stage,
  description: `${round_id}-${stage}`,
  value,
  donated,
});

/** The error the organiser's form shows next to the field it names. */
function refusal(build: () => unknown) {
  try {
    build();
  } catch (err) {
    if (err instanceof AppError) return { status: err.status, error: err.message, fields: err.fields };
    throw err;
  }
  throw new Error('the document was built');
}

describe('contasDocument', () => {
  it('lists the prizes in round and stage order, whatever order they were typed in, with the totals', () => {
    const document = contasDocument(
      parts({
        prizes: [prize(20, 'cartela_cheia', 800), prize(10, 'cartela_cheia', 1500, true), prize(10, 'quina', 120)],
        costs: [
          { description: 'Aluguel', amount: 150, receipt_image_id: null },
          { description: 'Som', amount: 300, receipt_image_id: 7 },
        ],
      }),
    );
    expect(document.prizes.map((p) => [p.round_number, p.stage])).toEqual([
      [1, 'quina'],
      [1, 'cartela_cheia'],
      [2, 'cartela_cheia'],
    ]);
    expect(document.costs.map((c) => c.receipt_url)).toEqual([null, '/uploads/nota.png']);
    // 155 in, 450 of costs, 920 of prizes bought: the donated television cost the cause nothing.
    expect(document.totals).toEqual({ costs: 450, prizes_bought: 920, prizes_donated: 1500, net: -1215 });
  });

  it('lists under each prize only who received that stage of that round, by first name and initial', () => {
    const document = contasDocument(
      parts(
        { prizes: [prize(10, 'quina', 120), prize(10, 'cartela_cheia', 1500), prize(20, 'cartela_cheia', 800)] },
        {
          deliveries: [
            delivery(10, 'quina', 101, 'Maria da Silva Souza'),
            delivery(10, 'cartela_cheia', 102, 'Pedro Lima'),
            delivery(20, 'cartela_cheia', 103, 'Joana'),
          ],
        },
      ),
    );
    expect(document.prizes.map((p) => p.delivered)).toEqual([
      [{ card_id: 101, received_by: 'Maria S.', received_at: '2026-11-20T23:45:00.000Z' }],
      [{ card_id: 102, received_by: 'Pedro L.', received_at: '2026-11-20T23:45:00.000Z' }],
      [{ card_id: 103, received_by: 'Joana', received_at: '2026-11-20T23:45:00.000Z' }],
    ]);
  });

  it('refuses a prize of another event, a stage the round lacks and an unknown receipt, naming the field that is wrong', () => {
    const good = prize(10, 'quina', 120);
    expect(refusal(() => contasDocument(parts({ prizes: [good, prize(99, 'quina', 5)] })))).toEqual({
      status: 400,
      error: contasMessages.roundNotOfEvent,
      fields: { 'prizes.1.round_id': contasMessages.roundNotOfEvent },
    });
    expect(refusal(() => contasDocument(parts({ prizes: [good, prize(20, 'quina', 5)] })))).toEqual({
      status: 400,
      error: contasMessages.stageNotOfRound,
      fields: { 'prizes.1.stage': contasMessages.stageNotOfRound },
    });
    const costs = [
      { description: 'Som', amount: 300, receipt_image_id: 7 },
      { description: 'Luz', amount: 50, receipt_image_id: 8 },
    ];
    expect(refusal(() => contasDocument(parts({ costs })))).toEqual({
      status: 400,
      error: contasMessages.receiptNotFound,
      fields: { 'costs.1.receipt_image_id': contasMessages.receiptNotFound },
    });
  });
});
