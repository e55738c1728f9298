import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buyer, jsonResponse, markVisited, renderApp, signIn } from '../../../test/helpers';
import { routeFetch } from '../../../test/route-fetch';

const SHIPPED_FIRST = 'Padaria Pão Quente: o pão fresquinho do bairro, saindo do forno toda hora.';

function openDashboard(banners: Response) {
  markVisited();
  signIn(buyer);
  routeFetch({ 'GET /api/dashboard-banners': banners, 'GET /api/events/active': jsonResponse(200, null) });
  renderApp('/dashboard');
}

describe('the dashboard carousel (docs/decisions/013)', () => {
  it("shows the charity's chosen pictures, in order, and none of the shipped art", async () => {
    openDashboard(
      jsonResponse(200, [
        { id: 8, url: '/uploads/8.png', alt_text: 'Quermesse de São João na praça da matriz' },
        { id: 3, url: '/uploads/3.png', alt_text: null },
      ]),
    );
    const first = await screen.findByRole('img', { name: 'Quermesse de São João na praça da matriz' });
    expect(first.getAttribute('src')).toBe('/api/uploads/8.png');
    expect(screen.getByRole('img', { name: 'Banner da organização do bingo' }).getAttribute('src')).toBe('/api/uploads/3.png');
    expect(screen.queryByRole('img', { name: SHIPPED_FIRST })).toBeNull();
  });

  it('shows the shipped art while no picture is chosen', async () => {
    openDashboard(jsonResponse(200, []));
    expect(await screen.findByRole('img', { name: SHIPPED_FIRST })).toBeTruthy();
    expect(screen.getAllByRole('img')).toHaveLength(5);
  });

  it('falls back to the shipped art when the list cannot be read', async () => {
    openDashboard(jsonResponse(500, { error: 'Erro interno do servidor.' }));
    expect(await screen.findByRole('img', { name: SHIPPED_FIRST }, { timeout: 3000 })).toBeTruthy();
  });
});
