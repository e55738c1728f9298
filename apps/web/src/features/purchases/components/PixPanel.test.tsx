import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '../../../lib/storage-keys';
import { buyer, jsonResponse, markVisited, renderApp, signIn } from '../../../test/helpers';
import { callsTo, routeFetch } from '../../../test/route-fetch';
import { activeEvent, fillBuyer, paymentStatus } from '../purchase-test-data';

const pixReply = {
  id: 'or_fake_9',
  code: 'compra-12',
  status: 'pending',
  purchase_id: 12,
  purchase_status: 'pendente',
  total: 10,
  qr_code: '00020126580014br.gov.bcb.pix-exemplo',
  qr_code_url: 'data:image/png;base64,iVBORw0KGgo=',
  expires_at: '2999-01-01T12:00:00.000Z',
};

describe('PIX on /comprar', () => {
  beforeEach(() => {
    markVisited();
    signIn(buyer);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: vi.fn(async () => {}) }, configurable: true });
  });

  it('shows the QR code and the code to copy, then moves on to /sucesso once the payment is approved', async () => {
    let polls = 0;
    const fetchMock = routeFetch({
      'GET /api/events/open': jsonResponse(200, [activeEvent]),
      'POST /api/pagarme/pix': jsonResponse(200, pixReply),
      'GET /api/pagarme/payment/status/compra-12': () =>
        jsonResponse(200, paymentStatus({ status: polls++ === 0 ? 'pendente' : 'aprovado' })),
    });
    const router = renderApp('/comprar');
    await screen.findByText(activeEvent.name, { exact: false });
    fireEvent.click(screen.getByLabelText(/PIX/));
    fillBuyer();
    const submit = screen.getByRole('button', { name: 'Gerar PIX' }) as HTMLButtonElement;
    await waitFor(() => expect(submit.disabled).toBe(false));
    fireEvent.click(submit);

    const qr = (await screen.findByRole('img', { name: 'QR code PIX do pedido compra-12' })) as HTMLImageElement;
    expect(qr.src).toBe(pixReply.qr_code_url);
    expect((screen.getByLabelText('Código PIX copia e cola') as HTMLTextAreaElement).value).toBe(pixReply.qr_code);
    expect(screen.getByText(/Válido até/)).toBeTruthy();
    expect(JSON.parse(window.localStorage.getItem(storageKeys.pendingPix) ?? '{}')).toMatchObject({ code: 'compra-12', user_id: buyer.id });

    fireEvent.click(screen.getByRole('button', { name: 'Copiar código PIX' }));
    expect(await screen.findByText('Copiado!')).toBeTruthy();
    expect(navigator.clipboard.writeText).toHaveBeenCalledWith(pixReply.qr_code);

    expect(await screen.findByText(/Aguardando pagamento/)).toBeTruthy();
    // The next poll, 3 s later, finds it approved.
    await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe('/sucesso?order_id=compra-12'), {
      timeout: 5000,
    });
    expect(window.localStorage.getItem(storageKeys.pendingPix)).toBeNull();
    expect(callsTo(fetchMock, 'POST /api/pagarme/pix')).toHaveLength(1);
    // It waits for the page's real 3 s poll: more than vitest's 5 s default on a busy machine.
  }, 15_000);

  it("never points the page at the provider's image host (the CSP would block it): the code to copy stays", async () => {
    window.localStorage.setItem(
      storageKeys.pendingPix,
      JSON.stringify({ ...pixReply, qr_code_url: 'https://provedor.exemplo/qrcode/tran_1', user_id: buyer.id }),
    );
    routeFetch({
      'GET /api/events/open': jsonResponse(200, [activeEvent]),
      'GET /api/pagarme/payment/status/compra-12': jsonResponse(200, paymentStatus()),
    });
    renderApp('/comprar');
    expect(((await screen.findByLabelText('Código PIX copia e cola')) as HTMLTextAreaElement).value).toBe(pixReply.qr_code);
    expect(screen.queryByRole('img', { name: /QR code PIX/ })).toBeNull();
    expect(document.querySelector('img[src^="https:"]')).toBeNull();
  });

  it('shows a code too long for a QR code without an image, and says to copy and paste it', async () => {
    window.localStorage.setItem(storageKeys.pendingPix, JSON.stringify({ ...pixReply, qr_code_url: null, user_id: buyer.id }));
    routeFetch({
      'GET /api/events/open': jsonResponse(200, [activeEvent]),
      'GET /api/pagarme/payment/status/compra-12': jsonResponse(200, paymentStatus()),
    });
    renderApp('/comprar');
    expect(((await screen.findByLabelText('Código PIX copia e cola')) as HTMLTextAreaElement).value).toBe(pixReply.qr_code);
    expect(screen.queryByRole('img', { name: /QR code PIX/ })).toBeNull();
    expect(screen.getByText(/longo demais para um QR code: copie o código abaixo/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copiar código PIX' })).toBeTruthy();
  });

  it('shows the PIX again after a reload, and forgets it on request', async () => {
    window.localStorage.setItem(storageKeys.pendingPix, JSON.stringify({ ...pixReply, user_id: buyer.id }));
    routeFetch({
      'GET /api/events/open': jsonResponse(200, [activeEvent]),
      'GET /api/pagarme/payment/status/compra-12': jsonResponse(200, paymentStatus()),
    });
    renderApp('/comprar');

    expect(await screen.findByRole('img', { name: 'QR code PIX do pedido compra-12' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Escolher outra forma de pagamento' }));
    expect(await screen.findByRole('button', { name: 'Ir para o pagamento' })).toBeTruthy();
    expect(window.localStorage.getItem(storageKeys.pendingPix)).toBeNull();
  });
});
