import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { getSession } from '../../lib/session';
import { storageKeys } from '../../lib/storage-keys';
import { buyer, jsonResponse, markVisited, renderApp, signIn } from '../../test/helpers';
import { callsTo, routeFetch } from '../../test/route-fetch';
import { externalNavigation } from './external-navigation';
import { activeEvent, fillBuyer, guestSession } from './purchase-test-data';

const CHECKOUT_URL = 'http://localhost/fake-checkout/or_fake_1';
const linkReply = {
  id: 'or_fake_1',
  code: 'compra-12',
  checkouts: [{ id: 'chk_1', payment_url: CHECKOUT_URL }],
  checkout_url: CHECKOUT_URL,
  url: CHECKOUT_URL,
};
let assign: MockInstance;

const submitButton = () => screen.getByRole('button', { name: 'Ir para o pagamento' }) as HTMLButtonElement;

async function openPage(routes: Parameters<typeof routeFetch>[0] = {}) {
  const fetchMock = routeFetch({ 'GET /api/events/open': jsonResponse(200, [activeEvent]), ...routes });
  const router = renderApp('/comprar');
  await screen.findByText(activeEvent.name, { exact: false });
  // The form comes in the task after the page's top (components/AfterFirstPaint.tsx).
  await screen.findByRole('button', { name: 'Ir para o pagamento' });
  return { fetchMock, router };
}

describe('/comprar', () => {
  beforeEach(() => {
    markVisited();
    assign = vi.spyOn(externalNavigation, 'assign').mockImplementation(() => {});
  });

  it('says so and offers no purchase when no event is selling', async () => {
    routeFetch({ 'GET /api/events/open': jsonResponse(200, []) });
    renderApp('/comprar');
    expect(await screen.findByText('Nenhum evento com vendas abertas no momento.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Ir para o pagamento' })).toBeNull();
  });

  it('keeps the submit disabled until every field is valid, and explains the CPF rule', async () => {
    await openPage();
    expect(submitButton().disabled).toBe(true);

    fillBuyer({ cpf: '5299822472' });
    fireEvent.blur(screen.getByLabelText('CPF'));
    expect(await screen.findByText('CPF inválido. Deve conter 11 dígitos.')).toBeTruthy();
    expect((screen.getByLabelText('CPF') as HTMLInputElement).value).toBe('529.982.247-2');
    expect(submitButton().disabled).toBe(true);

    fireEvent.input(screen.getByLabelText('CPF'), { target: { value: '52998224725' } });
    await waitFor(() => expect(submitButton().disabled).toBe(false));
    expect((screen.getByLabelText('Telefone') as HTMLInputElement).value).toBe('(11) 98765-4321');
  });

  it('fills the form from the saved checkout data and the signed-in buyer', async () => {
    signIn(buyer);
    window.localStorage.setItem(
      storageKeys.checkout,
      JSON.stringify({ full_name: 'Maria S. Souza', document_number: '52998224725', phone_number: '21998765432' }),
    );
    await openPage();

    expect((screen.getByLabelText('Nome completo') as HTMLInputElement).value).toBe('Maria S. Souza');
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe(buyer.email);
    expect((screen.getByLabelText('CPF') as HTMLInputElement).value).toBe('529.982.247-25');
    expect((screen.getByLabelText('Telefone') as HTMLInputElement).value).toBe('(21) 99876-5432');
    await waitFor(() => expect(submitButton().disabled).toBe(false));
  });

  it('creates the guest account, signs the buyer in, saves the checkout data and goes to the payment page', async () => {
    window.localStorage.setItem(storageKeys.affiliateCode, 'MARIA7');
    const { fetchMock } = await openPage({
      'POST /api/guest/checkout-init': jsonResponse(201, guestSession),
      'POST /api/pagarme/payment-link': jsonResponse(200, linkReply),
    });
    fillBuyer();
    fireEvent.click(screen.getByRole('button', { name: 'Aumentar quantidade' }));
    await waitFor(() => expect(submitButton().disabled).toBe(false));
    fireEvent.click(submitButton());

    await waitFor(() => expect(assign).toHaveBeenCalledWith(CHECKOUT_URL));
    expect(getSession()?.token).toBe(guestSession.token);
    expect(callsTo(fetchMock, 'POST /api/guest/checkout-init')).toEqual([
      { name: 'Joana Silva', email: 'joana@exemplo.com', cpf: '52998224725' },
    ]);
    const [body] = callsTo(fetchMock, 'POST /api/pagarme/payment-link');
    expect(body).toMatchObject({ quantidade: 2, metadata: { user_id: '31', quantidade: '2', affiliate_code: 'MARIA7' } });
    const linkCall = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/pagarme/payment-link'));
    expect((linkCall?.[1]?.headers as Record<string, string>).Authorization).toBe(`Bearer ${guestSession.token}`);
    expect(JSON.parse(window.localStorage.getItem(storageKeys.checkout) ?? '{}')).toEqual({
      full_name: 'Joana Silva',
      document_number: '52998224725',
      phone_number: '11987654321',
    });
  });

  it('asks to sign in when the guest e-mail already has an account', async () => {
    const { fetchMock } = await openPage({
      'POST /api/guest/checkout-init': jsonResponse(409, { error: 'Este email já está cadastrado. Faça login para continuar.' }),
    });
    fillBuyer();
    await waitFor(() => expect(submitButton().disabled).toBe(false));
    fireEvent.click(submitButton());

    expect(await screen.findByText('Este e-mail já está vinculado a outra conta. Faça login antes de continuar.')).toBeTruthy();
    expect(getSession()).toBeNull();
    expect(callsTo(fetchMock, 'POST /api/pagarme/payment-link')).toHaveLength(0);
    expect(assign).not.toHaveBeenCalled();
  });

  it.each([
    ['only url in the reply', jsonResponse(200, { url: 'http://pagar/x' }), null, 'http://pagar/x'],
    ['no URL at all', jsonResponse(200, { id: 'or_1', checkouts: [] }), 'URL de pagamento não recebida do servidor.', null],
    ['a failure without a text', new Response('', { status: 502 }), 'Erro desconhecido ao gerar link de pagamento.', null],
    [
      "the server's text",
      jsonResponse(409, { error: 'Este cupom já foi totalmente utilizado.' }),
      'Este cupom já foi totalmente utilizado.',
      null,
    ],
  ])('payment link with %s', async (_case, reply, message, url) => {
    signIn(buyer);
    await openPage({ 'POST /api/pagarme/payment-link': reply });
    fillBuyer();
    await waitFor(() => expect(submitButton().disabled).toBe(false));
    fireEvent.click(submitButton());

    if (url) await waitFor(() => expect(assign).toHaveBeenCalledWith(url));
    if (message) {
      expect(await screen.findByText(message)).toBeTruthy();
      expect(assign).not.toHaveBeenCalled();
      expect(submitButton().disabled).toBe(false);
    }
  });

  it('checks the coupon as it is typed and shows the discount and the new total', async () => {
    const quote = {
      id: 1,
      codigo: 'NATAL10',
      tipo: 'percentual',
      valor: 10,
      quantidade: 5,
      ativo: true,
      desconto: 1,
      subtotal: 10,
      total: 9,
    };
    const { fetchMock } = await openPage({ 'GET /api/cupons/validar': jsonResponse(200, quote) });
    fireEvent.input(screen.getByLabelText('Cupom de desconto (opcional)'), { target: { value: 'natal10' } });

    expect(await screen.findByText('Cupom NATAL10 aplicado: 10% de desconto.', {}, { timeout: 2000 })).toBeTruthy();
    expect(screen.getByText('R$ 9,00')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Aumentar quantidade' }));
    // 2 cards: R$ 20,00 less 10%, priced at once with the coupon already known.
    expect(await screen.findByText('R$ 18,00')).toBeTruthy();
    const asked = fetchMock.mock.calls
      .map(([url]) => new URL(String(url), 'http://localhost'))
      .filter((url) => url.pathname === '/api/cupons/validar');
    expect(asked[0]?.searchParams.get('codigo')).toBe('NATAL10');
  });

  it("shows the server's reason for a refused coupon and holds the purchase", async () => {
    await openPage({ 'GET /api/cupons/validar': jsonResponse(409, { error: 'Este cupom está inativo.' }) });
    fillBuyer();
    await waitFor(() => expect(submitButton().disabled).toBe(false));
    fireEvent.input(screen.getByLabelText('Cupom de desconto (opcional)'), { target: { value: 'VELHO' } });

    expect(await screen.findByText('Este cupom está inativo.', {}, { timeout: 2000 })).toBeTruthy();
    expect(submitButton().disabled).toBe(true);
    // Beside the disabled button too, where a phone's screen is.
    expect(
      screen.getByText('Não dá para pagar com este cupom: Este cupom está inativo. Corrija ou apague o cupom para continuar.'),
    ).toBeTruthy();
    fireEvent.input(screen.getByLabelText('Cupom de desconto (opcional)'), { target: { value: '' } });
    await waitFor(() => expect(submitButton().disabled).toBe(false));
  });
});
