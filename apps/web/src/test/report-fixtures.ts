import type { EventSummary, SalesByDayItem, SellerSettlementReport } from '@bingo/core';

/** Report answers for the screen and workbook tests (the sums of the server's fixture night). */
export const sellersFixture: SellerSettlementReport = {
  vendedores: [
    {
      vendedor_id: 21,
      vendedor_nome: 'Ana',
      cartelas_recebidas: 5,
      devolvidas: 1,
      em_maos: 1,
      vendidas: 3,
      valor_vendido: 27.5,
      valor_acertado: 10,
      saldo_a_acertar: 17.5,
      correcoes: [],
    },
    {
      vendedor_id: 22,
      vendedor_nome: 'Bruno',
      cartelas_recebidas: 3,
      devolvidas: 3,
      em_maos: 0,
      vendidas: 0,
      valor_vendido: 0,
      valor_acertado: 0,
      saldo_a_acertar: 0,
      correcoes: [],
    },
    {
      vendedor_id: 23,
      vendedor_nome: 'Carla',
      cartelas_recebidas: 0,
      devolvidas: 0,
      em_maos: 0,
      vendidas: 1,
      valor_vendido: 10,
      valor_acertado: 10,
      saldo_a_acertar: 0,
      correcoes: [],
    },
  ],
  totais: { cartelas_recebidas: 8, devolvidas: 4, em_maos: 1, vendidas: 4, valor_vendido: 37.5, valor_acertado: 20, saldo_a_acertar: 17.5 },
};

export const summaryFixture: EventSummary = {
  evento: { id: 3, name: 'Bingo de Maio', start_date: '2026-05-01T22:00:00.000Z', status: 'em_andamento' },
  online_compras: 2,
  online_cartelas: 5,
  online_bruto: 50,
  descontos: 5,
  online_liquido: 45,
  fisicas_vendidas: 4,
  fisicas_valor: 37.5,
  patrocinios_recebidos: 100,
  patrocinios_pendentes: 40,
  total_arrecadado: 182.5,
  meta_arrecadacao: 200,
  acumulado: [],
  online_estornado: 12.5,
  compras_estornadas: 1,
  online_contestado: 0,
  compras_contestadas: 0,
  cartelas_em_jogo: 9,
  rodadas: [
    {
      id: 7,
      evento_nome: 'Bingo de Maio',
      numero: 1,
      premio: 'Televisor',
      status: 'finished',
      bolas: 25,
      vencedores: [
        { card_id: 12, full_name: 'Maria da Silva', barcode: null },
        { card_id: 40, full_name: null, barcode: '2000000000404' },
      ],
      etapas: [
        { etapa: 'quina', premio: 'Cesta básica', bola: 61, vencedores: [{ card_id: 40, full_name: null, barcode: '2000000000404' }] },
        {
          etapa: 'cartela_cheia',
          premio: 'Televisor',
          bola: 70,
          vencedores: [
            { card_id: 12, full_name: 'Maria da Silva', barcode: null },
            { card_id: 40, full_name: null, barcode: '2000000000404' },
          ],
        },
      ],
    },
    {
      id: 8,
      evento_nome: 'Bingo de Maio',
      numero: 2,
      premio: 'Cesta básica',
      status: 'in_progress',
      bolas: 3,
      vencedores: [],
      etapas: [{ etapa: 'cartela_cheia', premio: 'Cesta básica', bola: null, vencedores: [] }],
    },
  ],
};

/** The same night's cards per day: 5 online and 4 physical, with a quiet day between. */
export const salesByDayFixture: SalesByDayItem[] = [
  { dia: '2026-04-29', online: 3, fisicas: 0 },
  { dia: '2026-04-30', online: 0, fisicas: 0 },
  { dia: '2026-05-01', online: 2, fisicas: 4 },
];
