import { describe, expect, it } from 'vitest';
import type { AcumuladoChange } from './acumulado';
import { acumuladoChangeLine, type AcumuladoKind } from './acumulado-texts';

/** A change of the pot with nothing but its kind and values: no round, event, reason or admin. */
const change = (over: Partial<AcumuladoChange>): AcumuladoChange => ({
  id: 1,
  at: '2026-12-05T22:10:00.000Z',
  kind: 'changed',
  value_before: 2000,
  value_after: 2200,
  ball_limit: 40,
  round_number: null,
  other_event: null,
  reason: null,
  by: null,
  ...over,
});

// The summary's tab, PDF and spreadsheet write each change of the pot in one line (decisions.md §14).
describe('a change of the acumulado in one line', () => {
  it.each<[AcumuladoKind, string]>([
    ['configured', 'Acumulado criado'],
    ['changed', 'Acumulado alterado'],
    ['won', 'Acumulado saiu'],
    ['carried_over', 'Não saiu: acumulou'],
    ['passed_on', 'Passou para o próximo evento'],
    ['carried_in', 'Veio do evento anterior'],
    ['removed', 'Acumulado retirado'],
  ])('names a %s change "%s"', (kind, label) => {
    expect(acumuladoChangeLine(change({ kind }))).toBe(`${label}: R$ 2.000,00 → R$ 2.200,00`);
  });

  it('says the round whose finish moved the pot', () => {
    expect(acumuladoChangeLine(change({ kind: 'carried_over', round_number: 3 }))).toBe(
      'Não saiu: acumulou — rodada 3: R$ 2.000,00 → R$ 2.200,00',
    );
  });

  it('says the other event of a pot passed on or carried in', () => {
    const other_event = { id: 7, name: 'Bingo de Natal' };
    expect(acumuladoChangeLine(change({ kind: 'passed_on', other_event, value_after: 0 }))).toBe(
      'Passou para o próximo evento — Bingo de Natal: R$ 2.000,00 → R$ 0,00',
    );
  });

  it('says the round rather than the event when a change has both', () => {
    const line = acumuladoChangeLine(change({ kind: 'won', round_number: 5, other_event: { id: 7, name: 'Bingo de Natal' } }));
    expect(line).toBe('Acumulado saiu — rodada 5: R$ 2.000,00 → R$ 2.200,00');
  });

  it('ends with who changed it and why', () => {
    expect(acumuladoChangeLine(change({ by: 'Ana S.', reason: 'Doação da padaria' }))).toBe(
      'Acumulado alterado: R$ 2.000,00 → R$ 2.200,00 por Ana S. (motivo: Doação da padaria)',
    );
  });

  it('writes who without a reason, and a reason without who', () => {
    expect(acumuladoChangeLine(change({ by: 'Ana S.' }))).toBe('Acumulado alterado: R$ 2.000,00 → R$ 2.200,00 por Ana S.');
    expect(acumuladoChangeLine(change({ reason: 'Erro de digitação' }))).toBe(
      'Acumulado alterado: R$ 2.000,00 → R$ 2.200,00 (motivo: Erro de digitação)',
    );
  });
});
