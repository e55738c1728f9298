import type { PurchasePaymentStatus } from '@bingo/core';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buyer, jsonResponse, markVisited, renderApp, signIn } from '../../test/helpers';
import { routeFetch } from '../../test/route-fetch';
import { paymentStatus } from './purchase-test-data';

const STATUS = 'GET /api/pagarme/payment/status/compra-12';

/** Answers each poll with the next status (the last one again once they run out). */
function statuses(...list: Partial<PurchasePaymentStatus>[]) {
  let n = 0;
  return routeFetch({ [STATUS]: () => jsonResponse(200, paymentStatus(list[Math.min(n++, list.length - 1)])) });
}

const next = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const where = (router: ReturnType<typeof renderApp>) => router.state.location.pathname + router.state.location.search;

describe('/sucesso', () => {
  beforeEach(() => {
    // The page polls every 2 s and gives up waiting after 30 s: the clock is the test's.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    markVisited();
    signIn(buyer);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the progress until the cards exist, then the way to them', async () => {
    const fetchMock = statuses({}, { status: 'aprovado', cards_count: 1 }, { status: 'aprovado', cards_count: 2, cards_ready: true });
    renderApp('/sucesso?order_id=compra-12');

    expect(await screen.findByRole('heading', { name: 'Confirmando pagamento...' })).toBeTruthy();
    await next(2000);
    expect(await screen.findByRole('heading', { name: 'Gerando suas cartelas...' })).toBeTruthy();
    expect(screen.getByText('1 de 2')).toBeTruthy();
    await next(2000);
    expect(await screen.findByRole('heading', { name: 'Pagamento aprovado!' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ver minhas cartelas' }).getAttribute('href')).toBe('/minhas-cartelas');
    expect(screen.getByRole('link', { name: 'Ir para o Dashboard' }).getAttribute('href')).toBe('/dashboard');

    // Settled: no more questions.
    const asked = fetchMock.mock.calls.length;
    await next(6000);
    expect(fetchMock.mock.calls.length).toBe(asked);
  });

  it('tells a guest where the link to create a password went, and sends it again (decisions.md §6)', async () => {
    const message = `Enviamos o link para ${buyer.email}. Confira também a caixa de spam.`;
    const fetchMock = routeFetch({
      [STATUS]: jsonResponse(200, paymentStatus({ status: 'aprovado', cards_count: 2, cards_ready: true })),
      'GET /api/auth/me': jsonResponse(200, { ...buyer, has_password: false }),
      'POST /api/auth/password-link': jsonResponse(200, { message }),
    });
    renderApp('/sucesso?order_id=compra-12');
    const notice = await screen.findByText(/um link para você criar sua senha/);
    expect(notice.textContent).toContain(`Enviamos para ${buyer.email} um link`);
    fireEvent.click(screen.getByRole('button', { name: 'Reenviar link' }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(1);
  });

  it("offers to share the event's purchase link on WhatsApp and, where the phone has one, its share sheet", async () => {
    routeFetch({
      [STATUS]: jsonResponse(200, paymentStatus({ event_id: 7, status: 'aprovado', cards_count: 2, cards_ready: true })),
      'GET /api/auth/me': jsonResponse(200, { ...buyer, has_password: true }),
    });
    const share = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    try {
      renderApp('/sucesso?order_id=compra-12');
      const link = await screen.findByRole('link', { name: 'Enviar pelo WhatsApp' });
      const href = new URL(link.getAttribute('href')!);
      expect(`${href.origin}${href.pathname}`).toBe('https://wa.me/');
      expect(href.searchParams.get('text')).toBe(
        `Vem jogar o Bingo Beneficente comigo! Compre sua cartela pelo celular e acompanhe o sorteio ao vivo: ${window.location.origin}/comprar?evento=7`,
      );
      fireEvent.click(screen.getByRole('button', { name: 'Compartilhar' }));
      expect(share).toHaveBeenCalledWith(expect.objectContaining({ url: `${window.location.origin}/comprar?evento=7` }));
    } finally {
      Reflect.deleteProperty(navigator, 'share');
    }
  });

  it('says nothing about passwords to a buyer who has one', async () => {
    routeFetch({
      [STATUS]: jsonResponse(200, paymentStatus({ status: 'aprovado', cards_count: 2, cards_ready: true })),
      'GET /api/auth/me': jsonResponse(200, { ...buyer, has_password: true }),
    });
    renderApp('/sucesso?order_id=compra-12');
    await screen.findByRole('heading', { name: 'Pagamento aprovado!' });
    await next(100);
    expect(screen.queryByRole('button', { name: 'Reenviar link' })).toBeNull();
  });

  it('goes to /falha when the payment failed or was cancelled', async () => {
    statuses({}, { status: 'falhou' });
    const router = renderApp('/sucesso?order_id=compra-12');
    await screen.findByRole('heading', { name: 'Confirmando pagamento...' });
    await next(2000);
    await waitFor(() => expect(where(router)).toBe('/falha?order_id=compra-12'));
    // The retry keeps the quantity of the refused purchase.
    await waitFor(() => expect(screen.getByRole('link', { name: 'Tentar novamente' }).getAttribute('href')).toBe('/comprar?quantidade=2'));
  });

  it('goes to /pendente when the payment stays pending for long', async () => {
    statuses({});
    const router = renderApp('/sucesso?order_id=compra-12');
    await screen.findByRole('heading', { name: 'Confirmando pagamento...' });
    await next(28_000);
    expect(where(router)).toBe('/sucesso?order_id=compra-12');
    await next(2000);
    await waitFor(() => expect(where(router)).toBe('/pendente?order_id=compra-12'));
    expect(await screen.findByText('compra-12')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ir para o Dashboard' })).toBeTruthy();
  });

  it("shows the server's text when the purchase is not found", async () => {
    routeFetch({ [STATUS]: jsonResponse(404, { error: 'Compra não encontrada.' }) });
    renderApp('/sucesso?order_id=compra-12');
    expect(await screen.findByText('Compra não encontrada.')).toBeTruthy();
  });
});

describe('/pendente', () => {
  beforeEach(() => {
    markVisited();
    signIn(buyer);
  });

  it('moves on to /sucesso by itself once the payment is approved', async () => {
    routeFetch({ [STATUS]: jsonResponse(200, paymentStatus({ status: 'aprovado', cards_count: 2, cards_ready: true })) });
    const router = renderApp('/pendente?order_id=compra-12');
    await waitFor(() => expect(where(router)).toBe('/sucesso?order_id=compra-12'));
    expect(await screen.findByRole('heading', { name: 'Pagamento aprovado!' })).toBeTruthy();
  });
});

describe('/pendente', () => {
  beforeEach(() => {
    markVisited();
    signIn(buyer);
  });

  it('asks again at once with "Verificar novamente", and moves on when the payment was approved', async () => {
    const fetchMock = statuses({}, { status: 'aprovado', cards_count: 2, cards_ready: true });
    const router = renderApp('/pendente?order_id=compra-12');
    const again = await screen.findByRole('button', { name: 'Verificar novamente' });
    const asked = fetchMock.mock.calls.length;
    fireEvent.click(again);
    // Well before the next automatic check (10 s): the click asked the server itself.
    await waitFor(() => expect(where(router)).toBe('/sucesso?order_id=compra-12'));
    expect(fetchMock.mock.calls.length).toBeGreaterThan(asked);
  });
});
