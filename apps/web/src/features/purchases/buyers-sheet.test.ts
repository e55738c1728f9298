import { describe, expect, it } from 'vitest';
import { writtenRows } from '../../test/xlsx-rows';
import { buyersFileName, buyersSheet } from './buyers-sheet';

describe('compradores.xlsx', () => {
  it('has one line per buyer with a formatted phone, money as R$ numbers, and the totals', async () => {
    const { rows, styles } = await writtenRows(
      buyersSheet([
        { name: 'Dona Maria', email: 'maria@paroquia.org', phone: '11987654321', cards: 4, total: 38.1 },
        { name: 'João', email: 'joao@exemplo.com', phone: null, cards: 1, total: 10.2 },
      ]),
    );
    expect(rows).toEqual([
      ['Nome', 'E-mail', 'Telefone', 'Cartelas', 'Total (R$)'],
      ['Dona Maria', 'maria@paroquia.org', '(11) 98765-4321', 4, 38.1],
      ['João', 'joao@exemplo.com', null, 1, 10.2],
      // Centavos are added, not floats: 38.1 + 10.2 would be 48.300000000000004.
      ['Total', null, null, 5, 48.3],
    ]);
    expect(styles).toContain('R$');
  });

  it('names the file after the event, without accents or spaces', () => {
    expect(buyersFileName('Bingo de São João 2026!')).toBe('compradores-bingo-de-sao-joao-2026.xlsx');
    expect(buyersFileName('***')).toBe('compradores-evento.xlsx');
  });
});
