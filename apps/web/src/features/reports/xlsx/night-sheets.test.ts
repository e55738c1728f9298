import { describe, expect, it } from 'vitest';
import { writtenRows } from '../../../test/xlsx-rows';
import { sellersFixture, summaryFixture } from '../../../test/report-fixtures';
import { sellersSheet, summarySheet } from './night-sheets';

describe('night workbooks', () => {
  it('acerto-vendedores.xlsx: each seller with the cards handed back and still in hand, and the Totais line, money as numbers', async () => {
    const { rows } = await writtenRows(sellersSheet(sellersFixture));
    expect(rows).toEqual([
      ['Vendedor', 'Cartelas Recebidas', 'Vendidas', 'Devolvidas', 'Em mãos', 'Valor Vendido', 'Valor Acertado', 'Saldo a Acertar'],
      ['Ana', 5, 3, 1, 1, 27.5, 10, 17.5],
      ['Bruno', 3, 0, 3, 0, 0, 0, 0],
      ['Carla', 0, 1, 0, 0, 10, 10, 0],
      ['Totais', 8, 4, 4, 1, 37.5, 20, 17.5],
    ]);
  });

  it('resumo-evento.xlsx: the figures by name, then each round with its winners', async () => {
    const { rows } = await writtenRows(summarySheet(summaryFixture));
    expect(rows[0]).toEqual(['Resumo do Evento', 'Bingo de Maio']);
    expect(rows[1]).toEqual(['Data', '01/05/2026, 19:00']);
    expect(rows.slice(3, 15)).toEqual([
      ['Vendas online (bruto)', 50],
      ['Descontos de cupons', 5],
      ['Vendas online (líquido)', 45],
      ['Cartelas físicas vendidas', 4],
      ['Vendas físicas', 37.5],
      ['Patrocínios recebidos', 100],
      ['Patrocínios a receber', 40],
      ['Total arrecadado', 182.5],
      ['Meta de arrecadação', 200, '91% da meta'],
      // Apart from the total: money that went back or is disputed.
      ['Estornos (fora da arrecadação)', 12.5, '1 compra(s)'],
      ['Contestações (fora da arrecadação)', 0, '0 compra(s)'],
      ['Cartelas em jogo', 9],
    ]);
    expect(rows.slice(16)).toEqual([
      ['Rodada', 'Prêmio', 'Situação', 'Bolas', 'Vencedores'],
      [1, 'Televisor', 'Finalizada', 25, '#12 Maria da Silva, #40 (sem nome)'],
      [2, 'Cesta básica', 'Em andamento', 3, '-'],
      [],
      // decisions.md §14: each stage of each round, with its prize, its ball and its winners.
      ['Rodada', 'Etapa', 'Prêmio', 'Bola', 'Vencedores'],
      [1, 'Quina', 'Cesta básica', 61, '#40 (sem nome)'],
      [1, 'Cartela cheia', 'Televisor', 70, '#12 Maria da Silva, #40 (sem nome)'],
      [2, 'Cartela cheia', 'Cesta básica', null, '-'],
    ]);
  });

  it('resumo-evento.xlsx of an event without a goal has no goal line', async () => {
    const { rows } = await writtenRows(summarySheet({ ...summaryFixture, meta_arrecadacao: null }));
    expect(rows.some((r) => r[0] === 'Meta de arrecadação')).toBe(false);
    expect(rows[11]).toEqual(['Estornos (fora da arrecadação)', 12.5, '1 compra(s)']);
  });
});
