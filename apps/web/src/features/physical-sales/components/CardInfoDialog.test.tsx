import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'react-toastify';
import { beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { admin, jsonResponse, markVisited, renderApp, signIn } from '../../../test/helpers';
import { callsTo } from '../../../test/route-fetch';
import { card, serveCardsApi, sold, unsold } from '../physical-test-data';

// Toasts are watched at react-toastify itself: the query client's error toasts are bound to the
// real notify module before any test file could mock it.
let toastSuccess: MockInstance;
let toastError: MockInstance;

/** Opens the dialog of card 101 (unsold) or 102 (sold by Zé) from its row. */
async function openDialog(cardId: 101 | 102, extra: Parameters<typeof serveCardsApi>[0] = {}) {
  markVisited();
  signIn(admin);
  const fetchMock = serveCardsApi(extra);
  renderApp('/admin/cartelas/fisicas');
  fireEvent.click(await screen.findByRole('button', { name: new RegExp(`cartela ${cardId}$`) }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Cadastro de Informações' }));
  return { fetchMock, dialog };
}

async function pickSeller(dialog: ReturnType<typeof within>, typed: string, name: string) {
  const seller = dialog.getByRole('combobox', { name: 'Vendedor' }) as HTMLInputElement;
  fireEvent.change(seller, { target: { value: typed } });
  fireEvent.keyDown(seller, { key: 'Enter' });
  await waitFor(() => expect(seller.value).toBe(name));
}

describe("'Cadastro de Informações' dialog", () => {
  beforeEach(() => {
    toastSuccess = vi.spyOn(toast, 'success');
    toastError = vi.spyOn(toast, 'error');
  });

  it("asks for the buyer's name and a seller, and saves nothing until then", async () => {
    const { fetchMock, dialog } = await openDialog(101);
    expect(document.activeElement).toBe(dialog.getByLabelText('Nome do comprador'));
    expect(dialog.getByRole('table', { name: 'Cartela #101' })).toBeTruthy();

    fireEvent.click(dialog.getByRole('button', { name: 'Salvar' }));
    expect(await dialog.findByText('Selecione um vendedor.')).toBeTruthy();
    expect(dialog.getByText('Campo obrigatório.')).toBeTruthy();
    expect(dialog.getByRole('combobox', { name: 'Vendedor' }).getAttribute('aria-invalid')).toBe('true');

    // A name typed but not picked is no seller.
    fireEvent.input(dialog.getByLabelText('Nome do comprador'), { target: { value: 'Carlos' } });
    fireEvent.change(dialog.getByRole('combobox', { name: 'Vendedor' }), { target: { value: 'Zé Vend' } });
    fireEvent.submit(dialog.getByLabelText('Nome do comprador').closest('form')!); // Enter in a field
    await waitFor(() => expect(dialog.queryByText('Campo obrigatório.')).toBeNull());
    expect(dialog.getByText('Selecione um vendedor.')).toBeTruthy();
    expect(callsTo(fetchMock, 'PUT /api/cards/101')).toEqual([]);
  });

  it('saves the buyer, then registers the sale; says so and closes', async () => {
    const { fetchMock, dialog } = await openDialog(101, {
      'PUT /api/cards/101': jsonResponse(200, {}),
      'POST /api/physical-sales': jsonResponse(201, {}),
    });
    fireEvent.input(dialog.getByLabelText('Nome do comprador'), { target: { value: ' Carlos Silva ' } });
    fireEvent.input(dialog.getByLabelText('Contato'), { target: { value: '11 97777-6666' } });
    await pickSeller(dialog, 'joã', 'João Vendedor');
    fireEvent.click(dialog.getByRole('button', { name: 'Salvar' }));

    await waitFor(() => expect(toastSuccess).toHaveBeenCalledWith('Informações salvas com sucesso!', expect.anything()));
    expect(callsTo(fetchMock, 'PUT /api/cards/101')).toEqual([{ full_name: 'Carlos Silva', contact: '11 97777-6666', address: null }]);
    expect(callsTo(fetchMock, 'POST /api/physical-sales')).toEqual([{ card_id: 101, user_id: 9 }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says when the card sold plays only from the next round (decisions.md §14)', async () => {
    const { dialog } = await openDialog(101, {
      'PUT /api/cards/101': jsonResponse(200, {}),
      'POST /api/physical-sales': jsonResponse(201, { next_round: true }),
    });
    fireEvent.input(dialog.getByLabelText('Nome do comprador'), { target: { value: 'Carlos' } });
    await pickSeller(dialog, 'joã', 'João Vendedor');
    fireEvent.click(dialog.getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(toastSuccess).toHaveBeenCalledWith(
        'Informações salvas. A rodada em andamento já começou: esta cartela entra na próxima rodada.',
        expect.anything(),
      ),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("offers the batch's responsible user as the seller of a card not yet sold (docs/decisions/013)", async () => {
    const { fetchMock, dialog } = await openDialog(101, {
      'GET /api/cards/all': jsonResponse(200, { items: [card({ batch_seller: { id: 8, name: 'Dona Lurdes' } }), sold], total: 2 }),
      'PUT /api/cards/101': jsonResponse(200, {}),
      'POST /api/physical-sales': jsonResponse(201, {}),
    });
    expect((dialog.getByRole('combobox', { name: 'Vendedor' }) as HTMLInputElement).value).toBe('Dona Lurdes');
    expect(dialog.queryByRole('button', { name: /Desfazer venda/ })).toBeNull();
    fireEvent.input(dialog.getByLabelText('Nome do comprador'), { target: { value: 'Carlos' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST /api/physical-sales')).toEqual([{ card_id: 101, user_id: 8 }]));
  });

  it('undoes a sale after a confirmation (docs/decisions/013)', async () => {
    const { fetchMock, dialog } = await openDialog(102, {
      'DELETE /api/physical-sales/9': jsonResponse(200, { message: 'Venda desfeita' }),
    });
    fireEvent.click(dialog.getByRole('button', { name: /Desfazer venda/ }));
    const ask = within(await screen.findByRole('dialog', { name: 'Desfazer venda' }));
    expect(ask.getByText('Desfazer a venda da cartela #102? Ela volta a ficar disponível e sai do jogo.')).toBeTruthy();
    expect(callsTo(fetchMock, 'DELETE /api/physical-sales/9')).toHaveLength(0);
    fireEvent.click(ask.getByRole('button', { name: 'Desfazer venda' }));
    await waitFor(() => expect(callsTo(fetchMock, 'DELETE /api/physical-sales/9')).toHaveLength(1));
    await waitFor(() => expect(toastSuccess).toHaveBeenCalledWith('Venda desfeita', expect.anything()));
  });

  it('tells of a paper card locked by wrong check codes, frees it on request and closes (docs/decisions/018)', async () => {
    const locked = { ...sold, claim_locked: true };
    const { fetchMock, dialog } = await openDialog(102, {
      'GET /api/cards/all': jsonResponse(200, { items: [unsold, locked], total: 2 }),
      'DELETE /api/cards/102/claim-lock': jsonResponse(200, {
        message: 'Cartela liberada: ela pode ser adicionada de novo com o código impresso.',
      }),
    });
    expect(dialog.getByTestId('card-claim-locked').textContent).toContain('Ninguém consegue adicioná-la ao celular até você liberá-la.');
    fireEvent.click(dialog.getByRole('button', { name: 'Liberar cartela' }));
    await waitFor(() => expect(callsTo(fetchMock, 'DELETE /api/cards/102/claim-lock')).toHaveLength(1));
    await waitFor(() =>
      expect(toastSuccess).toHaveBeenCalledWith(
        'Cartela liberada: ela pode ser adicionada de novo com o código impresso.',
        expect.anything(),
      ),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Cadastro de Informações' })).toBeNull());
  });

  it('moves a sale to another seller with PUT, and leaves it alone when the seller stays', async () => {
    const { fetchMock, dialog } = await openDialog(102, {
      'PUT /api/cards/102': jsonResponse(200, {}),
      'PUT /api/physical-sales/9': jsonResponse(200, {}),
    });
    expect(dialog.getByRole<HTMLInputElement>('combobox', { name: 'Vendedor' }).value).toBe('Zé Vendedor');
    fireEvent.click(dialog.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(toastSuccess).toHaveBeenCalledTimes(1));
    expect(callsTo(fetchMock, 'PUT /api/physical-sales/9')).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Editar cartela 102' }));
    const again = within(await screen.findByRole('dialog', { name: 'Cadastro de Informações' }));
    await pickSeller(again, 'joana', 'Joana Vendedora');
    fireEvent.click(again.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(callsTo(fetchMock, 'PUT /api/physical-sales/9')).toEqual([{ user_id: 8 }]));
    expect(callsTo(fetchMock, 'POST /api/physical-sales')).toEqual([]);
  });

  it("shows the server's error, else the error's own text, and stays open", async () => {
    const { dialog } = await openDialog(101, {
      'PUT /api/cards/101': jsonResponse(200, {}),
      'POST /api/physical-sales': jsonResponse(409, { error: 'Esta cartela já foi vendida.' }),
    });
    fireEvent.input(dialog.getByLabelText('Nome do comprador'), { target: { value: 'Carlos' } });
    await pickSeller(dialog, 'zé', 'Zé Vendedor');
    fireEvent.click(dialog.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(toastError).toHaveBeenCalledWith('Esta cartela já foi vendida.', expect.anything()));
    expect(screen.getByRole('dialog', { name: 'Cadastro de Informações' })).toBeTruthy();
    expect(toastSuccess).not.toHaveBeenCalled();
  });

  it('falls back to the error message when the answer has no error field', async () => {
    const { dialog } = await openDialog(102, { 'PUT /api/cards/102': new Response('', { status: 502 }) });
    fireEvent.click(dialog.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(toastError).toHaveBeenCalledWith('Erro 502', expect.anything()));
  });

  it('Escape closes the suggestions first, then the dialog, without saving', async () => {
    const { fetchMock, dialog } = await openDialog(101);
    const seller = dialog.getByRole('combobox', { name: 'Vendedor' });
    fireEvent.change(seller, { target: { value: 'jo' } });
    await dialog.findByRole('option', { name: /Joana/ });
    fireEvent.keyDown(seller, { key: 'Escape', code: 'Escape' });
    expect(seller.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('dialog')).toBeTruthy();

    fireEvent.keyDown(seller, { key: 'Escape', code: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(fetchMock, 'PUT /api/cards/101')).toEqual([]);
  });
  it('in a finished event, moves a sale to another seller only with the reason, and offers no undo (decisions.md §14)', async () => {
    const finished = { ...sold, event_status: 'finalizado' as const };
    const { fetchMock, dialog } = await openDialog(102, {
      'GET /api/cards/all': jsonResponse(200, { items: [card({ event_status: 'finalizado' }), finished], total: 2 }),
      'PUT /api/cards/102': jsonResponse(200, {}),
      'PUT /api/physical-sales/9': jsonResponse(200, {}),
    });
    expect(dialog.getByTestId('card-event-finished').textContent).toContain('para trocar o vendedor, informe o motivo');
    expect(dialog.queryByRole('button', { name: /Desfazer venda/ })).toBeNull();
    await pickSeller(dialog, 'joã', 'João Vendedor');
    fireEvent.click(dialog.getByRole('button', { name: 'Salvar' }));
    expect(await dialog.findByText(/informe o motivo da correção/)).toBeTruthy();
    expect(callsTo(fetchMock, 'PUT /api/physical-sales/9')).toEqual([]);
    fireEvent.input(dialog.getByLabelText('Motivo da correção'), { target: { value: 'Vendida pelo João' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(callsTo(fetchMock, 'PUT /api/physical-sales/9')).toEqual([{ user_id: 9, reason: 'Vendida pelo João' }]));
  });
});
