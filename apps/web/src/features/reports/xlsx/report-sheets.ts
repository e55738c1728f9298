import { type AffiliateReportItem, type NumbersReportItem, paymentStatusLabels, type SponsorReport } from '@bingo/core';
import type { Row, SheetData } from 'write-excel-file/browser';
import { bold, day, header, money } from './cells';

/** financeiro.xlsx: the sponsors table with its Totais line. */
export function financeSheet(report: SponsorReport): SheetData {
  const total = report.lista.reduce((sum, s) => sum + Math.round(s.amount * 100), 0) / 100;
  return [
    header(['Patrocinador', 'Valor (R$)', 'Status', 'Forma de Pagamento', 'Data Pagamento']),
    ...report.lista.map((s): Row => [
      s.name,
      money(s.amount),
      paymentStatusLabels[s.payment_status].label,
      s.payment_method ?? '',
      day(s.payment_date),
    ]),
    [bold('Totais'), bold(money(total)), null, null, null],
  ];
}

/** numeros.xlsx: each number 1..75 with its sponsors and quantity, and the total. */
export function numbersSheet(items: NumbersReportItem[]): SheetData {
  const total = items.reduce((sum, i) => sum + i.quantidade, 0);
  return [
    header(['Número', 'Patrocinador', 'Qtde. Vendida']),
    ...items.map((i): Row => [i.numero, i.patrocinador, i.quantidade]),
    [bold('Total'), null, bold(total)],
  ];
}

/** afiliados.xlsx: sales per affiliate, with totals. */
export function affiliatesSheet(items: AffiliateReportItem[]): SheetData {
  const value = items.reduce((sum, i) => sum + Math.round(i.total_vendas * 100), 0) / 100;
  const cards = items.reduce((sum, i) => sum + i.quantidade_total, 0);
  return [
    header(['ID Afiliado', 'Afiliado', 'Total de Vendas', 'Quantidade Total']),
    ...items.map((i): Row => [i.afiliado_id, i.afiliado_nome, money(i.total_vendas), i.quantidade_total]),
    [bold('Totais'), null, bold(money(value)), bold(cards)],
  ];
}

/** Column widths in characters, so the file opens readable. */
export const sheetColumns = {
  finance: [{ width: 32 }, { width: 16 }, { width: 12 }, { width: 20 }, { width: 16 }],
  numbers: [{ width: 10 }, { width: 48 }, { width: 14 }],
  affiliates: [{ width: 12 }, { width: 32 }, { width: 18 }, { width: 18 }],
} as const;
