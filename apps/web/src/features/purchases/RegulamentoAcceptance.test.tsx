import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, markVisited, renderApp } from '../../test/helpers';
import { callsTo, routeFetch } from '../../test/route-fetch';
import { regulamentoFields } from '@bingo/core/testing';
import { externalNavigation } from './external-navigation';
import { activeEvent, fillBuyer, guestSession } from './purchase-test-data';

const regulamento = {
  event_id: activeEvent.id,
  event_name: activeEvent.name,
  version: 2,
  published_at: '2026-11-20T12:00:00.000Z',
  ...regulamentoFields,
  versions: [],
};
const submitButton = () => screen.getByRole('button', { name: 'Ir para o pagamento' }) as HTMLButtonElement;

// The first render loads the page's lazy chunks (4 s on a loaded machine): more than vitest's 5 s default leaves.
describe('/comprar of an event with a regulamento (decisions.md §15)', { timeout: 15_000 }, () => {
  beforeEach(() => {
    markVisited();
    vi.spyOn(externalNavigation, 'assign').mockImplementation(() => {});
  });

  it("links the rules and pays only once the guest ticks 'Li e aceito o regulamento', sending the version accepted", async () => {
    const fetchMock = routeFetch({
      'GET /api/events/open': jsonResponse(200, [activeEvent]),
      [`GET /api/events/${activeEvent.id}/regulamento`]: jsonResponse(200, regulamento),
      'POST /api/guest/checkout-init': jsonResponse(201, guestSession),
      'POST /api/pagarme/payment-link': jsonResponse(200, {
        id: 'or_1',
        code: 'compra-1',
        checkouts: [],
        checkout_url: 'x',
        url: 'http://localhost/x',
      }),
    });
    renderApp('/comprar');
    const link = await screen.findByRole('link', { name: /Ler o regulamento \(versão 2\)/ });
    expect(link.getAttribute('href')).toBe(`/evento/${activeEvent.id}/regulamento`);
    fillBuyer();
    expect(await screen.findByText('Marque "Li e aceito o regulamento" para continuar.')).toBeTruthy();
    expect(submitButton().disabled).toBe(true);

    fireEvent.click(screen.getByLabelText('Li e aceito o regulamento'));
    await waitFor(() => expect(submitButton().disabled).toBe(false));
    fireEvent.click(submitButton());
    await waitFor(() => expect(callsTo(fetchMock, 'POST /api/pagarme/payment-link')).toHaveLength(1));
    expect(callsTo(fetchMock, 'POST /api/pagarme/payment-link')[0]).toMatchObject({ regulamento_version: 2 });
  });

  it('reads the rules again and unticks the box when a newer version came out before paying', async () => {
    let published = 2;
    const fetchMock = routeFetch({
      'GET /api/events/open': jsonResponse(200, [activeEvent]),
      [`GET /api/events/${activeEvent.id}/regulamento`]: () => jsonResponse(200, { ...regulamento, version: published }),
      'POST /api/guest/checkout-init': jsonResponse(201, guestSession),
      'POST /api/pagarme/payment-link': () => {
        published = 3;
        return jsonResponse(409, { error: 'O regulamento deste evento mudou. Leia a versão atual e aceite-a antes de pagar.' });
      },
    });
    renderApp('/comprar');
    await screen.findByRole('link', { name: /Ler o regulamento \(versão 2\)/ });
    fillBuyer();
    fireEvent.click(screen.getByLabelText('Li e aceito o regulamento'));
    await waitFor(() => expect(submitButton().disabled).toBe(false));
    fireEvent.click(submitButton());

    expect(await screen.findByText('O regulamento deste evento mudou. Leia a versão atual e aceite-a antes de pagar.')).toBeTruthy();
    expect(await screen.findByRole('link', { name: /Ler o regulamento \(versão 3\)/ })).toBeTruthy();
    expect((screen.getByLabelText('Li e aceito o regulamento') as HTMLInputElement).checked).toBe(false);
    expect(submitButton().disabled).toBe(true);
    expect(callsTo(fetchMock, 'POST /api/pagarme/payment-link')).toEqual([expect.objectContaining({ regulamento_version: 2 })]);
  });

  it('asks nothing when the event has no regulamento', async () => {
    routeFetch({
      'GET /api/events/open': jsonResponse(200, [activeEvent]),
      [`GET /api/events/${activeEvent.id}/regulamento`]: jsonResponse(404, { error: 'Este evento ainda não tem regulamento publicado.' }),
    });
    renderApp('/comprar');
    // The form comes in the task after the page's top (components/AfterFirstPaint.tsx).
    await screen.findByLabelText('Nome completo');
    fillBuyer();
    await waitFor(() => expect(submitButton().disabled).toBe(false));
    expect(screen.queryByLabelText('Li e aceito o regulamento')).toBeNull();
  });
});
