import { describe, expect, it } from 'vitest';
import { STAGES_LOCKED, stageKindLabels, stagesOrDefault } from './stage-texts';

describe('stage names and sentences (decisions.md §14)', () => {
  it('names the stages as the hall says them', () => {
    expect(stageKindLabels).toEqual({ quina: 'Quina', cartela_cheia: 'Cartela cheia' });
  });

  it('refuses to change the stages of a started round with its own sentence', () => {
    expect(STAGES_LOCKED).toBe('As etapas de uma rodada já iniciada não podem ser alteradas.');
  });
});

describe('the stages a round plays', () => {
  it('is the full card for the round’s prize when the round has no stages', () => {
    expect(stagesOrDefault(null, 'TV')).toEqual([{ kind: 'cartela_cheia', prize: 'TV' }]);
    expect(stagesOrDefault(undefined, 'TV')).toEqual([{ kind: 'cartela_cheia', prize: 'TV' }]);
    expect(stagesOrDefault([], 'TV')).toEqual([{ kind: 'cartela_cheia', prize: 'TV' }]);
  });

  it('plays the full card for the round’s prize, whatever prize the stored full card had', () => {
    expect(stagesOrDefault([{ kind: 'cartela_cheia', prize: 'Rádio' }], 'TV')).toEqual([{ kind: 'cartela_cheia', prize: 'TV' }]);
  });

  it('keeps the quina before the full card, with only its kind and prize', () => {
    const stored = [
      { kind: 'quina' as const, prize: 'Cesta', won: true },
      { kind: 'cartela_cheia' as const, prize: 'Rádio' },
    ];
    expect(stagesOrDefault(stored, 'TV')).toEqual([
      { kind: 'quina', prize: 'Cesta' },
      { kind: 'cartela_cheia', prize: 'TV' },
    ]);
  });
});
