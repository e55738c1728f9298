import type { MyPurchase } from '@bingo/core';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { buyer, jsonResponse, markVisited, renderApp, signIn } from '../../test/helpers';
import { routeFetch } from '../../test/route-fetch';

const numbers = [1, 2, 3, 4, 5, 16, 17, 18, 19, 20, 31, 32, 33, 34, 35, 46, 47, 48, 49, 50, 61, 62, 63, 64, 65];
const purchase = (id: number, status: string, cards: MyPurchase['cards'] = []): MyPurchase =>
  ({
    id,
    quantidade: Math.max(cards.length, 1),
    createdAt: '2025-05-10T22:30:00.000Z',
    status,
    payment_id: `or_${id}`,
    payment_method: 'checkout',
    event_id: 1,
    event_name: 'Bingo de Maio',
    unit_price: 10,
    discount: 0,
    total: Math.max(cards.length, 1) * 10,
    cards,
  }) as MyPurchase;

describe('Minhas Compras', () => {
  beforeEach(() => {
    markVisited();
    signIn(buyer);
  });

  it('lists the purchases with pt-BR dates, totals and the spec’s badge colours; each opens on its cards', async () => {
    routeFetch({
      'GET /api/sales/mine': jsonResponse(200, [
        purchase(5, 'aprovado', [
          { id: 50, numbers },
          { id: 51, numbers },
        ]),
        purchase(4, 'falhou'),
        purchase(3, 'cancelado'),
        purchase(2, 'pendente'),
        purchase(1, 'estornado'),
        purchase(0, 'contestado'),
        // A status this build does not know yet still shows, in neutral grey.
        purchase(-1, 'reembolsado'),
      ]),
    });
    renderApp('/minhas-compras');

    const badges = await screen.findAllByText(/^(Aprovado|Falhou|Cancelado|Pendente|Estornado|Contestado|reembolsado)$/);
    expect(badges.map((b) => b.className)).toEqual([
      'badge text-bg-success',
      'badge text-bg-danger',
      'badge text-bg-warning',
      'badge text-bg-info',
      'badge text-bg-secondary',
      'badge text-bg-dark',
      'badge text-bg-secondary',
    ]);
    const [approved, failed] = screen.getAllByRole('button', { name: /Bingo de Maio/ });
    expect(approved!.textContent).toContain('10/05/2025, 19:30 · 2 cartelas · R$ 20,00');

    fireEvent.click(approved!);
    expect(await screen.findByRole('table', { name: 'Cartela #50' })).toBeTruthy();
    fireEvent.click(failed!);
    const item = within(failed!.closest('.accordion-item') as HTMLElement);
    expect(await item.findByText('Nenhuma cartela associada a esta compra.')).toBeTruthy();
    expect(item.queryByRole('table')).toBeNull();
  });

  it('says when there is no purchase yet', async () => {
    routeFetch({ 'GET /api/sales/mine': jsonResponse(200, []) });
    renderApp('/minhas-compras');
    expect(await screen.findByText('Você ainda não realizou nenhuma compra.')).toBeTruthy();
  });

  it('shows the red alert when the history cannot be loaded', async () => {
    routeFetch({ 'GET /api/sales/mine': jsonResponse(400, { error: 'Falhou.' }) });
    renderApp('/minhas-compras');
    const alert = (await screen.findByText('Não foi possível carregar seu histórico de compras.')).closest('.alert');
    expect(alert?.className).toContain('alert-danger');
  });
});
