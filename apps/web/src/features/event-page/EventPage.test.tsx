import type { EventPage } from '@bingo/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, markVisited, renderApp } from '../../test/helpers';
import { routeFetch } from '../../test/route-fetch';
import { regulamentoFields } from '@bingo/core/testing';

const finishedNight: EventPage = {
  event: { id: 3, name: 'Bingo de Natal', start_date: '2026-12-20T22:00:00.000Z', status: 'finalizado', card_price: 10 },
  on_sale: false,
  goal: null,
  regulamento: { version: 2, published_at: '2026-11-22T15:00:00.000Z', ...regulamentoFields },
  rounds: [
    {
      id: 7,
      number: 1,
      prize: 'Smart TV',
      status: 'finished',
      started_at: '2026-12-20T22:10:00.000Z',
      finished_at: '2026-12-20T22:40:00.000Z',
      stages: [
        { kind: 'quina', prize: 'Cesta básica', won: true, ball_seq: 14, ball: 61, winners: [{ card_id: 12, name: 'João P.' }] },
        { kind: 'cartela_cheia', prize: 'Smart TV', won: true, ball_seq: 40, ball: 7, winners: [{ card_id: 64, name: 'Maria S.' }] },
      ],
    },
  ],
  foguetinho: [{ id: 1, number: 23, min: 1, max: 50, at: '2026-12-20T23:00:00.000Z', by: 'Ana A.' }],
  contas: null,
};

function open(page: EventPage) {
  markVisited();
  routeFetch({ 'GET /api/events/3/public': jsonResponse(200, page) });
  renderApp('/evento/3');
}

describe('/evento/{id} (decisions.md §15)', () => {
  it('shows the rounds with each stage’s prize and winners, the regulamento and the Foguetinho; nothing to buy once finished', async () => {
    open(finishedNight);
    expect(await screen.findByRole('heading', { level: 1, name: 'Bingo de Natal' })).toBeTruthy();
    expect(screen.getByText('Quina: Cesta básica')).toBeTruthy();
    expect(screen.getByText('Cartela #12 — João P.')).toBeTruthy();
    expect(screen.getByText('Cartela #64 — Maria S.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Registro público da rodada 1' }).getAttribute('href')).toBe('/rodada/7/registro');
    expect(screen.getByRole('link', { name: 'Ler o regulamento completo (versão 2)' }).getAttribute('href')).toBe('/evento/3/regulamento');
    expect(screen.getByText('nº 23 (de 1 a 50)', { exact: false })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Comprar cartelas' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Meta de arrecadação' })).toBeNull();
  });

  it('links the prestação de contas only once one is published, with its version and SHA-256', async () => {
    const sha256 = 'a'.repeat(64);
    open({ ...finishedNight, contas: { version: 1, sha256, published_at: '2026-12-22T12:00:00.000Z' } });
    expect(await screen.findByRole('link', { name: 'Prestação de contas' })).toBeTruthy();
    expect(screen.getByText(`SHA-256 ${sha256}`)).toBeTruthy();
  });

  it('has no link to accounts not published yet, and offers the cards of an event on sale', async () => {
    open({
      ...finishedNight,
      event: { ...finishedNight.event, status: 'scheduled' },
      on_sale: true,
      goal: { target: 20000, raised: 12340 },
      rounds: [],
    });
    expect((await screen.findByRole('link', { name: 'Comprar cartelas' })).getAttribute('href')).toBe('/comprar?evento=3');
    expect(screen.queryByRole('link', { name: 'Prestação de contas' })).toBeNull();
    expect(screen.getByText('R$ 12.340 de R$ 20.000 — 61%')).toBeTruthy();
    expect(screen.getByText('Nenhuma rodada cadastrada ainda.')).toBeTruthy();
  });

  it('says so for an event that does not exist', async () => {
    markVisited();
    routeFetch({ 'GET /api/events/9/public': jsonResponse(404, { error: 'Evento não encontrado.' }) });
    renderApp('/evento/9');
    expect(await screen.findByText('Evento não encontrado.')).toBeTruthy();
  });
});
