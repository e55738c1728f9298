import { describe, expect, it } from 'vitest';
import { currentStageLine } from './stage-line';

const quina = { kind: 'quina' as const, prize: 'Cesta básica', won: false };
const full = { kind: 'cartela_cheia' as const, prize: 'Smart TV', won: false };

describe('the panel line of the current stage (decisions.md §14)', () => {
  it('is the round prize for the full card alone, else the first stage not won with its prize', () => {
    expect(currentStageLine([full], 'Smart TV')).toBe('Prêmio: Smart TV');
    expect(currentStageLine([quina, full], 'Smart TV')).toBe('Etapa atual: Quina — Prêmio: Cesta básica');
    expect(currentStageLine([{ ...quina, won: true }, full], 'Smart TV')).toBe('Etapa atual: Cartela cheia — Prêmio: Smart TV');
    expect(
      currentStageLine(
        [
          { ...quina, won: true },
          { ...full, won: true },
        ],
        'Smart TV',
      ),
    ).toBe('Todas as etapas já têm vencedor.');
  });
});
