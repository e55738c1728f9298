import { describe, expect, it } from 'vitest';
import { writtenRows as readBack } from '../../../test/xlsx-rows';
import { BRL_FORMAT } from './cells';
import { affiliatesSheet, financeSheet, numbersSheet } from './report-sheets';

describe('report workbooks', () => {
  it('financeiro.xlsx: sponsors with real numbers in R$ and the Totais line', async () => {
    const { rows, styles } = await readBack(
      financeSheet({
        totalRecebido: 100.5,
        totalPendente: 200,
        totalPatrocinadores: 2,
        lista: [
          { name: 'Padaria', amount: 100.5, payment_status: 'pago', payment_method: 'PIX', payment_date: '2025-03-01' },
          { name: 'Açougue', amount: 200, payment_status: 'pendente', payment_method: null, payment_date: null },
        ],
      }),
    );
    expect(rows[0]).toEqual(['Patrocinador', 'Valor (R$)', 'Status', 'Forma de Pagamento', 'Data Pagamento']);
    // 45717 is 2025-03-01 as an Excel serial day.
    expect(rows[1]).toEqual(['Padaria', 100.5, 'Pago', 'PIX', 45717]);
    expect(rows[2]!.slice(0, 3)).toEqual(['Açougue', 200, 'Pendente']);
    expect(rows[3]!.slice(0, 2)).toEqual(['Totais', 300.5]);
    expect(styles).toContain(BRL_FORMAT.replace(/"/g, '&quot;'));
  });

  it('numeros.xlsx: one row per number with the quantity total', async () => {
    const items = Array.from({ length: 75 }, (_, i) => ({
      numero: i + 1,
      patrocinador: i === 0 ? 'Açougue, Padaria' : '',
      quantidade: i === 0 ? 2 : i === 74 ? 1 : 0,
    }));
    const { rows } = await readBack(numbersSheet(items));
    expect(rows).toHaveLength(77);
    expect(rows[0]).toEqual(['Número', 'Patrocinador', 'Qtde. Vendida']);
    expect(rows[1]).toEqual([1, 'Açougue, Padaria', 2]);
    expect(rows[3]).toEqual([3, null, 0]);
    expect(rows[75]).toEqual([75, null, 1]);
    expect(rows[76]).toEqual(['Total', null, 3]);
  });

  it('afiliados.xlsx: sales per affiliate with totals', async () => {
    const { rows } = await readBack(
      affiliatesSheet([
        { afiliado_id: 4, afiliado_nome: 'Ana', total_vendas: 47.1, quantidade_total: 5 },
        { afiliado_id: 9, afiliado_nome: 'Bia', total_vendas: 10.2, quantidade_total: 1 },
      ]),
    );
    expect(rows).toEqual([
      ['ID Afiliado', 'Afiliado', 'Total de Vendas', 'Quantidade Total'],
      [4, 'Ana', 47.1, 5],
      [9, 'Bia', 10.2, 1],
      ['Totais', null, 57.3, 6],
    ]);
  });
});
