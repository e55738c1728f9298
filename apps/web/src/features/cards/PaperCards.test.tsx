import type { MyCard } from '@bingo/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { buyer, jsonResponse, markVisited, renderApp, signIn } from '../../test/helpers';
import { myCard } from '../../test/my-cards';
import { callsTo, routeFetch } from '../../test/route-fetch';

// docs/decisions/018: paper cards added by their printed codes, in Minhas Cartelas.
const card = (id: number, origem: MyCard['origem']) => myCard({ id, origem, full_name: 'Dona Cida', contact: null });

describe('Minhas Cartelas: paper cards', () => {
  beforeEach(() => {
    markVisited();
    signIn(buyer);
  });

  it('adds a paper card by its codes: the codes go as typed, a refusal shows in the dialog, a success lists the card with its badge', async () => {
    let listed: MyCard[] = [];
    let answer = jsonResponse(409, { error: 'Esta cartela já foi adicionada por outra conta.' });
    const fetchMock = routeFetch({
      'GET /api/cards': () => jsonResponse(200, listed),
      'POST /api/cards/claims': () => answer.clone(),
    });
    renderApp('/minhas-cartelas');

    // A buyer with no cards yet finds the way in the empty list.
    fireEvent.click(await screen.findByRole('button', { name: 'Adicionar cartela de papel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adicionar cartela de papel' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Adicionar cartela' }));
    expect(await within(dialog).findByText('Informe o código de barras.')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/cards/claims')).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText('Código de barras'), { target: { value: '2000000000305' } });
    fireEvent.change(within(dialog).getByLabelText('Código de verificação'), { target: { value: 'k7m-4qx' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Adicionar cartela' }));
    expect(await within(dialog).findByText('Esta cartela já foi adicionada por outra conta.')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/cards/claims')).toEqual([{ barcode: '2000000000305', check_code: 'K7M4QX' }]);

    answer = jsonResponse(201, card(30, 'papel'));
    listed = [card(30, 'papel'), card(31, 'compra')];
    fireEvent.click(within(dialog).getByRole('button', { name: 'Adicionar cartela' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const tile = (await screen.findByRole('table', { name: 'Cartela #30' })).closest('.my-card') as HTMLElement;
    expect(within(tile).getByText('Papel')).toBeTruthy();
    // Not offered for the PDF (it would print the check code); the bought card is.
    expect(within(tile).queryByRole('checkbox')).toBeNull();
    // ... and it says so, and why, instead of leaving the buyer to wonder where its box went.
    expect(within(tile).getByText(/^Fica fora do PDF: ele mostraria o código de verificação/)).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Cartela #31' })).toBeTruthy();
    expect(screen.getByText('0 de 1 selecionada')).toBeTruthy();
  });

  it("removes a paper card from the account after asking, with 'Remover da minha conta'", async () => {
    let listed = [card(30, 'papel')];
    const fetchMock = routeFetch({
      'GET /api/cards': () => jsonResponse(200, listed),
      'DELETE /api/cards/claims/30': () => {
        listed = [];
        return jsonResponse(200, { message: 'ok' });
      },
    });
    renderApp('/minhas-cartelas');

    fireEvent.click(await screen.findByRole('button', { name: 'Remover da minha conta' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remover da minha conta' });
    expect(within(confirm).getByText(/o papel continua valendo/)).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Remover' }));
    expect(await screen.findByText('Você ainda não tem cartelas.')).toBeTruthy();
    expect(callsTo(fetchMock, 'DELETE /api/cards/claims/30')).toHaveLength(1);
  });

  it("opens from a printed card's QR with its barcode filled in; the check code is typed from the paper (decision 018)", async () => {
    const fetchMock = routeFetch({
      'GET /api/cards': jsonResponse(200, []),
      'POST /api/cards/claims': jsonResponse(201, card(30, 'papel')),
    });
    const router = renderApp('/minhas-cartelas?adicionar=2000000000305');
    const dialog = await screen.findByRole('dialog', { name: 'Adicionar cartela de papel' });
    expect(within(dialog).getByLabelText<HTMLInputElement>('Código de barras').value).toBe('2000000000305');
    const checkCode = within(dialog).getByLabelText<HTMLInputElement>('Código de verificação');
    expect(checkCode.value).toBe('');
    await waitFor(() => expect(document.activeElement).toBe(checkCode));
    fireEvent.change(checkCode, { target: { value: 'k7m-4qx' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Adicionar cartela' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(fetchMock, 'POST /api/cards/claims')).toEqual([{ barcode: '2000000000305', check_code: 'K7M4QX' }]);
    // The address loses the barcode once the dialog is done: a reload does not open it again.
    expect(router.state.location.search).toBe('');
  });
});
