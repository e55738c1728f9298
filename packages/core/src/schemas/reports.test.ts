import { describe, expect, it } from 'vitest';
import {
  affiliateReport,
  eventReportQuery,
  eventSummary,
  eventSummaryLabels,
  goalPercent,
  nightAttention,
  numbersReport,
  physicalReport,
  reportQuery,
  salesByDay,
  salesReport,
  sellerSettlementReport,
  sponsorReport,
  stagePrizeText,
  stageWinnersText,
  summaryWinnersText,
} from './reports';

const figures = {
  cartelas_recebidas: 50,
  devolvidas: 8,
  vendidas: 12,
  em_maos: 30,
  valor_vendido: 120,
  valor_acertado: 100,
  saldo_a_acertar: 20,
};

describe('report filters', () => {
  it('reads the event and the days, all optional', () => {
    expect(reportQuery.parse({ event_id: '2', from: '2026-11-01', to: '2026-11-30' })).toEqual({
      event_id: 2,
      from: '2026-11-01',
      to: '2026-11-30',
    });
    expect(reportQuery.parse({})).toEqual({});
    expect(reportQuery.parse({ event_id: '2147483647' }).event_id).toBe(2_147_483_647);
    for (const query of [
      { event_id: '0' },
      { event_id: '1.5' },
      { event_id: '2147483648' },
      { from: '01/11/2026' },
      { to: '2026-02-30' },
    ]) {
      expect(reportQuery.safeParse(query).success, JSON.stringify(query)).toBe(false);
    }
  });

  it('takes only the event for the reports about one night', () => {
    expect(eventReportQuery.parse({ event_id: '3', from: '2026-11-01' })).toEqual({ event_id: 3 });
  });
});

describe('report replies keep every figure the tab, spreadsheet and PDF show', () => {
  it('keeps the sponsors report, for every payment status and method', () => {
    const report = {
      totalRecebido: 500,
      totalPendente: 150.5,
      totalPatrocinadores: 4,
      lista: [
        { name: 'Padaria', amount: 200, payment_status: 'pago', payment_method: 'PIX', payment_date: '2026-11-10' },
        { name: 'Mercado', amount: 300, payment_status: 'parcial', payment_method: 'Dinheiro', payment_date: null },
        { name: 'Farmácia', amount: 100, payment_status: 'pendente', payment_method: 'Boleto', payment_date: null },
        { name: 'Loja', amount: 50.5, payment_status: 'atrasado', payment_method: null, payment_date: null },
      ],
    };
    expect(sponsorReport.parse(report)).toEqual(report);
  });

  it('keeps the numbers, online sales, affiliates and physical sales reports', () => {
    const numbers = [{ numero: 7, patrocinador: 'Padaria, Mercado', quantidade: 2 }];
    expect(numbersReport.parse(numbers)).toEqual(numbers);
    const totals = { compras: 3, cartelas: 7, bruto: 70, descontos: 7, liquido: 63 };
    const reversed = { estornadas: 1, estornadas_valor: 10, contestadas: 0, contestadas_valor: 0 };
    const sales = { ...totals, por_dia: [{ ...totals, dia: '2026-11-20' }], ...reversed };
    expect(salesReport.parse(sales)).toEqual(sales);
    const affiliates = [{ afiliado_id: 1, afiliado_nome: 'João', total_vendas: 63, quantidade_total: 7 }];
    expect(affiliateReport.parse(affiliates)).toEqual(affiliates);
    const physical = [{ vendedor_nome: 'Zé', lote: 'Lote A', quantidade_vendida: 12 }];
    expect(physicalReport.parse(physical)).toEqual(physical);
  });

  it("keeps each seller's settlement and the totals", () => {
    const correction = {
      id: 1,
      sale_id: 5,
      card_id: 10,
      event_id: 2,
      reason: 'Desconto dado na porta',
      corrected_by: 'Rosa',
      corrected_at: '2026-11-22T12:00:00.000Z',
      before: { user_id: 4, user_name: 'Zé', amount: 10, settled_at: '2026-11-21T12:00:00.000Z' },
      after: { user_id: 4, user_name: 'Zé', amount: 8, settled_at: null },
    };
    const report = { vendedores: [{ ...figures, vendedor_id: 4, vendedor_nome: 'Zé', correcoes: [correction] }], totais: figures };
    expect(sellerSettlementReport.parse(report)).toEqual(report);
    expect(sellerSettlementReport.safeParse({ ...report, totais: { ...figures, vendidas: 1.5 } }).success).toBe(false);
  });

  it("keeps the event summary with its rounds and winners, for every round's status", () => {
    const round = {
      id: 1,
      evento_nome: 'Bingo de Natal',
      numero: 1,
      premio: 'Cesta',
      status: 'finished',
      bolas: 42,
      vencedores: [
        { card_id: 40, full_name: 'Ana', barcode: '2000000000404' },
        { card_id: 41, full_name: null, barcode: null },
      ],
      // Winners per stage (decisions.md §14): the quina's on its ball, the full card's.
      etapas: [
        { etapa: 'quina', premio: 'Panela', bola: 61, vencedores: [{ card_id: 40, full_name: 'Ana', barcode: '2000000000404' }] },
        { etapa: 'cartela_cheia', premio: 'Cesta', bola: null, vencedores: [] },
      ],
    };
    const summary = {
      evento: { id: 2, name: 'Bingo de Natal', start_date: '2026-12-20', status: 'finalizado' },
      online_compras: 3,
      online_cartelas: 7,
      online_bruto: 70,
      descontos: 7,
      online_liquido: 63,
      fisicas_vendidas: 12,
      fisicas_valor: 120,
      patrocinios_recebidos: 500,
      patrocinios_pendentes: 150,
      total_arrecadado: 683,
      online_estornado: 10,
      compras_estornadas: 1,
      online_contestado: 20,
      compras_contestadas: 2,
      cartelas_em_jogo: 19,
      meta_arrecadacao: 1000,
      rodadas: [round, { ...round, id: 2, status: 'in_progress', vencedores: [] }, { ...round, id: 3, status: 'not_started' }],
      // The pot's history (docs/decisions/032), who, when and why.
      acumulado: [
        {
          id: 1,
          at: '2026-12-20T22:00:00.000Z',
          kind: 'configured',
          value_before: 0,
          value_after: 2000,
          ball_limit: 45,
          round_number: null,
          other_event: null,
          reason: null,
          by: 'Rosa T.',
        },
      ],
    };
    expect(eventSummary.parse(summary)).toEqual(summary);
    for (const status of ['scheduled', 'em_andamento']) {
      const other = { ...summary, evento: { ...summary.evento, status } };
      expect(eventSummary.parse(other)).toEqual(other);
    }
    expect(eventSummary.parse({ ...summary, evento: null }).evento).toBeNull();
  });

  it('names the summary figures in pt-BR', () => {
    expect(eventSummaryLabels).toEqual({
      online_bruto: 'Vendas online (bruto)',
      descontos: 'Descontos de cupons',
      online_liquido: 'Vendas online (líquido)',
      fisicas_vendidas: 'Cartelas físicas vendidas',
      fisicas_valor: 'Vendas físicas',
      patrocinios_recebidos: 'Patrocínios recebidos',
      patrocinios_pendentes: 'Patrocínios a receber',
      total_arrecadado: 'Total arrecadado',
      online_estornado: 'Estornos (fora da arrecadação)',
      online_contestado: 'Contestações (fora da arrecadação)',
      cartelas_em_jogo: 'Cartelas em jogo',
      meta_arrecadacao: 'Meta de arrecadação',
    });
  });

  it('keeps what needs the organiser tonight and the cards sold per day', () => {
    const attention = {
      compras_hoje: 5,
      valor_hoje: 50,
      pagamentos_pendentes: 2,
      compras_em_revisao: 1,
      compras_estornadas: 0,
      compras_contestadas: 2,
      rodadas_presas: 0,
      cartelas_bloqueadas: 0,
      eventos_sem_regulamento: [{ id: 4, name: 'Bingo de Natal' }],
    };
    expect(nightAttention.parse(attention)).toEqual(attention);
    const days = [
      { dia: '2026-11-20', online: 3, fisicas: 0 },
      { dia: '2026-11-21', online: 0, fisicas: 12 },
    ];
    expect(salesByDay.parse(days)).toEqual(days);
  });
});

describe("the summary's lines of stages and winners (decisions.md §14), as the tab and the PDF write them", () => {
  const maria = { card_id: 12, full_name: 'Maria da Silva', barcode: '2000000000121' };
  const unnamed = { card_id: 40, full_name: null, barcode: null };

  it('lists the winning cards in one line, a card without a name as (sem nome)', () => {
    expect(summaryWinnersText([maria, unnamed])).toBe('#12 Maria da Silva, #40 (sem nome)');
    expect(summaryWinnersText([])).toBe('');
  });

  it('names a stage and its prize', () => {
    expect(stagePrizeText({ etapa: 'quina', premio: 'Cesta básica', bola: null, vencedores: [] })).toBe('Quina: Cesta básica');
    expect(stagePrizeText({ etapa: 'cartela_cheia', premio: 'TV 50"', bola: 70, vencedores: [] })).toBe('Cartela cheia: TV 50"');
  });

  it('writes the ball that won a stage and its winners', () => {
    const won = { etapa: 'quina' as const, premio: 'Cesta', bola: 61, vencedores: [maria, unnamed] };
    expect(stageWinnersText(won, false)).toBe('Quina (bola 61): #12 Maria da Silva, #40 (sem nome)');
    expect(stageWinnersText({ ...won, etapa: 'cartela_cheia' }, true)).toBe('Cartela cheia (bola 61): #12 Maria da Silva, #40 (sem nome)');
  });

  it("says 'em jogo' for a stage not won while the round runs, 'sem vencedor' once it finished", () => {
    const open = { etapa: 'cartela_cheia' as const, premio: 'TV', bola: null, vencedores: [] };
    expect(stageWinnersText(open, false)).toBe('Cartela cheia: em jogo');
    expect(stageWinnersText(open, true)).toBe('Cartela cheia: sem vencedor');
  });
});

describe('goalPercent: the thermometer of the fundraising goal (docs/decisions/019)', () => {
  it('rounds down, so 100% appears only when the goal is really reached', () => {
    expect(goalPercent(12_340, 20_000)).toBe(61);
    expect(goalPercent(19_999.99, 20_000)).toBe(99);
    expect(goalPercent(20_000, 20_000)).toBe(100);
  });

  it('keeps counting past the goal', () => {
    expect(goalPercent(24_000, 20_000)).toBe(120);
  });

  it('is 0 with nothing raised and with no goal to divide by', () => {
    expect(goalPercent(0, 20_000)).toBe(0);
    expect(goalPercent(500, 0)).toBe(0);
  });
});
