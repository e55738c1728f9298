import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { BingoEvent } from '@bingo/core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { buyer, jsonResponse, markVisited, renderApp, signIn } from '../../test/helpers';
import { callsTo, routeFetch } from '../../test/route-fetch';
import { externalNavigation } from './external-navigation';
import { activeEvent, fillBuyer } from './purchase-test-data';

// decisions.md §6: with several events on sale, /comprar names each and the buyer picks one.
const christmas: BingoEvent = { ...activeEvent, id: 9, name: 'Bingo de Natal', status: 'scheduled', card_price: 7.5 };
const URL_PAGO = 'http://localhost/fake-checkout/or_fake_9';

function openPage(path = '/comprar', events: BingoEvent[] = [activeEvent, christmas]) {
  const fetchMock = routeFetch({
    'GET /api/events/open': jsonResponse(200, events),
    'POST /api/pagarme/payment-link': jsonResponse(200, { id: 'or_fake_9', checkouts: [{ id: 'c', payment_url: URL_PAGO }] }),
  });
  const router = renderApp(path);
  return { fetchMock, router };
}

const eventGroup = () => screen.getByRole('group', { name: 'Evento' });
const total = () => screen.getByText('Total').nextElementSibling?.textContent;

describe('/comprar with several events on sale', () => {
  beforeEach(() => {
    markVisited();
    signIn(buyer);
    vi.spyOn(externalNavigation, 'assign').mockImplementation(() => {});
  });

  it('names each event with its date and price, starts on the running one and sells the one picked', async () => {
    const { fetchMock, router } = openPage();
    const group = await screen.findByRole('group', { name: 'Evento' });
    const running = within(group).getByRole('radio', { name: /Bingo da Paróquia/ }) as HTMLInputElement;
    expect(running.checked).toBe(true);
    expect(within(group).getByText('Acontecendo agora')).toBeTruthy();
    expect(within(group).getByText(/R\$ 7,50 por cartela/)).toBeTruthy();
    expect(total()).toBe('R$ 10,00');

    fireEvent.click(within(group).getByRole('radio', { name: /Bingo de Natal/ }));
    await waitFor(() => expect(total()).toBe('R$ 7,50'));
    expect(screen.getByRole('heading', { level: 1 }).parentElement?.textContent).toContain('Bingo de Natal');
    expect(router.state.location.search).toBe('?evento=9');

    fillBuyer();
    const pay = screen.getByRole('button', { name: 'Ir para o pagamento' }) as HTMLButtonElement;
    await waitFor(() => expect(pay.disabled).toBe(false));
    fireEvent.click(pay);
    await waitFor(() => expect(callsTo(fetchMock, 'POST /api/pagarme/payment-link')).toHaveLength(1));
    expect(callsTo(fetchMock, 'POST /api/pagarme/payment-link')[0]).toMatchObject({ event_id: 9, quantidade: 1 });
  });

  it('opens on the event named in a shared link, keeping the quantity', async () => {
    openPage('/comprar?evento=9&quantidade=3');
    await screen.findByRole('group', { name: 'Evento' });
    expect((within(eventGroup()).getByRole('radio', { name: /Bingo de Natal/ }) as HTMLInputElement).checked).toBe(true);
    expect(total()).toBe('R$ 22,50');
  });

  it('falls back to the running event when the link names one no longer on sale', async () => {
    openPage('/comprar?evento=77');
    await screen.findByRole('group', { name: 'Evento' });
    expect((within(eventGroup()).getByRole('radio', { name: /Bingo da Paróquia/ }) as HTMLInputElement).checked).toBe(true);
  });

  it('asks no choice when only one event is on sale', async () => {
    openPage('/comprar', [activeEvent]);
    await screen.findByRole('button', { name: 'Ir para o pagamento' });
    expect(screen.queryByRole('group', { name: 'Evento' })).toBeNull();
  });
});
