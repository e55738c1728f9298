import type { EventSummary, LiveState, NightAttention, SellerSettlementReport } from '@bingo/core';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { admin, jsonResponse, markVisited, renderApp, signIn } from '../../test/helpers';
import { salesByDayFixture, summaryFixture, sellersFixture } from '../../test/report-fixtures';
import { callsTo, routeFetch } from '../../test/route-fetch';
import { liveState } from '@bingo/core/testing';

const event = {
  id: 3,
  name: 'Bingo de Maio',
  start_date: '2026-05-01T22:00:00.000Z',
  rounds_count: 3,
  status: 'em_andamento',
  card_price: 10,
  // The goal counts on the home whether or not the telão shows it.
  meta_arrecadacao: 500,
  meta_visivel: false,
};
// The reports' fixture night: the home shows the same figures the Resumo do Evento does.
const summary: EventSummary = { ...summaryFixture, rodadas: [] };
const sellers = sellersFixture;

const live: LiveState = liveState({
  event: { id: 3, name: 'Bingo de Maio', status: 'em_andamento' },
  drawn: [5, 19, 40],
  last_number: 40,
  last_letter: 'U',
  winners: [{ card_id: 12, name: 'Maria S.' }],
  winners_count: 1,
  near_winners: 4,
});

function openHome(attention: NightAttention, owing: SellerSettlementReport = sellers) {
  const fetchMock = routeFetch({
    'GET /api/events': jsonResponse(200, [event]),
    'GET /api/events/active': jsonResponse(200, event),
    'GET /api/reports/summary': jsonResponse(200, summary),
    'GET /api/reports/sellers': jsonResponse(200, owing),
    'GET /api/reports/sales-by-day': jsonResponse(200, salesByDayFixture),
    // No stream in a unit test: the screen falls back to polling the state, as on a bad connection.
    'GET /api/events/3/live/stream': jsonResponse(503, { error: 'Indisponível' }),
    'GET /api/reports/attention': jsonResponse(200, attention),
    'GET /api/events/3/live': jsonResponse(200, live),
  });
  markVisited();
  signIn(admin);
  renderApp('/admin');
  return fetchMock;
}

describe('Início do administrador', () => {
  it("shows the active event's night at a glance", async () => {
    const fetchMock = openHome({
      compras_hoje: 6,
      valor_hoje: 60,
      pagamentos_pendentes: 2,
      compras_em_revisao: 1,
      compras_estornadas: 0,
      compras_contestadas: 0,
      rodadas_presas: 0,
      cartelas_bloqueadas: 0,
      eventos_sem_regulamento: [],
    });
    const figures = await screen.findByRole('list', { name: 'Números da noite' });
    const figure = (label: string) => within(figures).getByText(label).closest('.card')!.textContent;
    expect(figure('Cartelas em jogo')).toContain('9');
    expect(figure('Cartelas em jogo')).toContain('5 online · 4 físicas');
    expect(figure('Total arrecadado')).toContain('R$ 182,50');
    // docs/decisions/019: R$ 182,50 of a R$ 500,00 goal, rounded down.
    const goal = within(figures).getByRole('progressbar', { name: 'Arrecadado da meta' });
    expect(goal.getAttribute('aria-valuenow')).toBe('36');
    expect(figure('Total arrecadado')).toContain('36% da meta de R$ 500,00');
    expect(await within(figures).findByText('6')).toBeTruthy();
    expect(figure('Compras online hoje')).toContain('R$ 60,00');
    expect(figure('Patrocínios recebidos')).toContain('a receber R$ 40,00');
    const round = await screen.findByRole('region', { name: 'Rodada 2 em andamento' });
    expect(await within(round).findByText('3 de 75 bolas · 1 vencedor · 4 a 1 número')).toBeTruthy();
    expect(callsTo(fetchMock, 'GET /api/reports/attention')).toHaveLength(1);
  });

  it('charts where the money came from and the cards per day, each with its table (docs/decisions/017)', async () => {
    openHome({
      compras_hoje: 0,
      valor_hoje: 0,
      pagamentos_pendentes: 0,
      compras_em_revisao: 0,
      compras_estornadas: 0,
      compras_contestadas: 0,
      rodadas_presas: 0,
      cartelas_bloqueadas: 0,
      eventos_sem_regulamento: [],
    });
    // jsdom draws no canvas: the tables under 'Ver tabela' are what can be read.
    await screen.findByRole('img', { name: /^Gráfico: Cartelas vendidas por dia/ });
    for (const toggle of await screen.findAllByText('Ver tabela')) fireEvent.click(toggle);
    const money = await screen.findByRole('table', { name: 'De onde veio o dinheiro' });
    expect(within(money).getByRole('row', { name: 'Vendas físicas R$ 37,50' })).toBeTruthy();
    expect(within(money).getByRole('row', { name: 'Patrocínios recebidos R$ 100,00' })).toBeTruthy();
    const days = await screen.findByRole('table', { name: 'Cartelas vendidas por dia' });
    expect(
      within(days)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['DiaOnlineFísicasTotal', '29/04303', '30/04000', '01/05246']);
  });

  it('links each alert to the screen that settles it, most urgent first', async () => {
    openHome({
      compras_hoje: 0,
      valor_hoje: 0,
      pagamentos_pendentes: 2,
      compras_em_revisao: 1,
      compras_estornadas: 3,
      compras_contestadas: 1,
      rodadas_presas: 1,
      cartelas_bloqueadas: 2,
      eventos_sem_regulamento: [{ id: 7, name: 'Bingo de Natal' }],
    });
    const alerts = await screen.findByRole('region', { name: 'Atenção' });
    const links = await within(alerts).findAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['1 rodada ficou em andamento num evento finalizado.', '/admin/eventos'],
      // docs/decisions/018: paper cards nobody can add to a phone until the organiser frees them.
      ['2 cartelas de papel bloqueadas por códigos de verificação errados.', '/admin/cartelas/fisicas?bloqueadas=1'],
      ['1 compra em revisão: o valor pago não confere.', '/admin/compras?revisao=1'],
      ['1 compra contestada pelo titular do cartão: as cartelas saíram do jogo.', '/admin/compras?status=contestado'],
      ['3 compras estornadas: as cartelas saíram do jogo.', '/admin/compras?status=estornado'],
      ['1 vendedor com R$ 17,50 a acertar.', '/admin/relatorios/vendas?aba=acerto'],
      // decisions.md §15: buyers accept the regulamento at checkout, so an event on sale needs one.
      ['Bingo de Natal: à venda sem regulamento publicado.', '/admin/eventos/7/regulamento'],
      ['2 pagamentos pendentes.', '/admin/compras?status=pendente'],
    ]);
  });

  it('says when nothing needs attention', async () => {
    openHome(
      {
        compras_hoje: 0,
        valor_hoje: 0,
        pagamentos_pendentes: 0,
        compras_em_revisao: 0,
        compras_estornadas: 0,
        compras_contestadas: 0,
        rodadas_presas: 0,
        cartelas_bloqueadas: 0,
        eventos_sem_regulamento: [],
      },
      { vendedores: [], totais: sellers.totais },
    );
    expect(await screen.findByText('Nada pede atenção agora.', {}, { timeout: 3000 })).toBeTruthy();
  });
});
