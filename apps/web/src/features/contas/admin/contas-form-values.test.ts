import { describe, expect, it } from 'vitest';
import { initialValues, previewTotals } from './contas-form-values';

// decisions.md §15: the organiser's form starts from the rounds' stages, and its preview nets
// the summary's money in less costs and bought prizes.
describe('the accounts form', () => {
  it('starts with one prize per stage of each round, in round order, without values', () => {
    const rounds = [
      { id: 8, number: 2, stages: [{ kind: 'cartela_cheia' as const, prize: 'Bicicleta' }] },
      {
        id: 7,
        number: 1,
        stages: [
          { kind: 'quina' as const, prize: 'Cesta básica' },
          { kind: 'cartela_cheia' as const, prize: 'Televisor' },
        ],
      },
    ];
    expect(initialValues(null, rounds).prizes).toEqual([
      { round_id: 7, round_number: 1, stage: 'quina', description: 'Cesta básica', value: '', donated: false },
      { round_id: 7, round_number: 1, stage: 'cartela_cheia', description: 'Televisor', value: '', donated: false },
      { round_id: 8, round_number: 2, stage: 'cartela_cheia', description: 'Bicicleta', value: '', donated: false },
    ]);
  });

  it('previews the net: a donated prize costs nothing, a bought one does', () => {
    const prizes = [
      { round_id: 1, round_number: 1, stage: 'quina' as const, description: 'Cesta', value: 120, donated: true },
      { round_id: 1, round_number: 1, stage: 'cartela_cheia' as const, description: 'TV', value: 1500, donated: false },
    ];
    const costs = [
      { description: 'Som', amount: 300.1, receipt_image_id: null, receipt_url: null },
      { description: 'Salão', amount: '' as const, receipt_image_id: null, receipt_url: null },
    ];
    expect(previewTotals(2000.2, { prizes, costs })).toEqual({ costs: 300.1, bought: 1500, net: 200.1 });
  });
});
