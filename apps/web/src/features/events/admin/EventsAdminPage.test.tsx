import { EVENT_REOPEN_REASON_REQUIRED, type BingoEvent } from '@bingo/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'react-toastify';
import { beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { admin, jsonResponse, markVisited, renderApp, signIn } from '../../../test/helpers';
import { callsTo, routeFetch } from '../../../test/route-fetch';

// Toasts are watched at react-toastify itself: the query client's error toasts are bound to the
// real notify module before any test file could mock it.
let toastSuccess: MockInstance;
let toastError: MockInstance;
const succeeded = (text: string) => expect(toastSuccess).toHaveBeenCalledWith(text, expect.anything());
const failed = (text: string) => expect(toastError).toHaveBeenCalledWith(text, expect.anything());

const scheduled: BingoEvent = {
  id: 1,
  name: 'Bingo da Paróquia',
  start_date: '2025-06-01T22:30:00.000Z',
  rounds_count: 3,
  status: 'scheduled',
  card_price: 10,
  meta_arrecadacao: null,
  meta_visivel: false,
};

async function openPage() {
  markVisited();
  signIn(admin);
  renderApp('/admin/eventos');
  return within((await screen.findByRole('rowheader', { name: scheduled.name })).closest('tr')!);
}

describe('Eventos admin', () => {
  beforeEach(() => {
    toastSuccess = vi.spyOn(toast, 'success');
    toastError = vi.spyOn(toast, 'error');
  });

  it('starts a scheduled event and shows the status from the reply', async () => {
    const fetchMock = routeFetch({
      'GET /api/events': jsonResponse(200, [scheduled]),
      'PATCH /api/events/1/status': jsonResponse(200, { message: 'Status atualizado', evento: { ...scheduled, status: 'em_andamento' } }),
    });
    const row = await openPage();

    fireEvent.click(row.getByRole('button', { name: /^Iniciar/ }));

    expect(await row.findByText('Em Andamento')).toBeTruthy();
    expect(row.getByRole('button', { name: /^Finalizar/ })).toBeTruthy();
    expect(row.queryByRole('button', { name: /^Iniciar/ })).toBeNull();
    expect(callsTo(fetchMock, 'PATCH /api/events/1/status')).toEqual([{ status: 'em_andamento' }]);
    succeeded('Status atualizado');
  });

  it('offers "Finalizar {nome} e iniciar este" when another event is running, as one confirmed step (decisions.md §13)', async () => {
    const june: BingoEvent = { ...scheduled, id: 2, name: 'Quermesse de Junho', status: 'em_andamento' };
    const fetchMock = routeFetch({
      'GET /api/events': jsonResponse(200, [scheduled, june]),
      'PATCH /api/events/1/status': jsonResponse(200, { message: 'Status atualizado', evento: { ...scheduled, status: 'em_andamento' } }),
    });
    const row = await openPage();
    fireEvent.click(row.getByRole('button', { name: /^Iniciar/ }));
    let dialog = within(await screen.findByRole('dialog', { name: 'Outro evento em andamento' }));
    expect(dialog.getByText(/Já existe um evento em andamento: Quermesse de Junho\./)).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(fetchMock, 'PATCH /api/events/1/status')).toHaveLength(0);

    fireEvent.click(row.getByRole('button', { name: /^Iniciar/ }));
    dialog = within(await screen.findByRole('dialog', { name: 'Outro evento em andamento' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Finalizar Quermesse de Junho e iniciar este' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'PATCH /api/events/1/status')).toEqual([{ status: 'em_andamento', finish_running: true }]),
    );
  });

  it('asks before finishing an event, whose running round finishes with it', async () => {
    const running: BingoEvent = { ...scheduled, status: 'em_andamento' };
    const fetchMock = routeFetch({
      'GET /api/events': jsonResponse(200, [running]),
      'PATCH /api/events/1/status': jsonResponse(200, { message: 'Status atualizado', evento: { ...running, status: 'finalizado' } }),
    });
    const row = await openPage();
    fireEvent.click(row.getByRole('button', { name: /^Finalizar/ }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Finalizar evento' }));
    expect(dialog.getByText('Finalizar Bingo da Paróquia? Se houver uma rodada em andamento, ela também será finalizada.')).toBeTruthy();
    expect(callsTo(fetchMock, 'PATCH /api/events/1/status')).toHaveLength(0);
    fireEvent.click(dialog.getByRole('button', { name: 'Finalizar' }));
    await waitFor(() => expect(callsTo(fetchMock, 'PATCH /api/events/1/status')).toEqual([{ status: 'finalizado' }]));
  });

  it("asks before deleting and shows the server's reason when it refuses", async () => {
    const reason = 'Este evento já tem cartelas vendidas ou números sorteados e não pode ser excluído. Finalize-o em vez disso.';
    const fetchMock = routeFetch({
      'GET /api/events': jsonResponse(200, [scheduled]),
      'DELETE /api/events/1': jsonResponse(409, { error: reason }),
    });
    const row = await openPage();

    fireEvent.click(row.getByRole('button', { name: /^Excluir/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Deseja realmente excluir este evento?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Excluir' }));

    await waitFor(() => failed(reason));
    expect(callsTo(fetchMock, 'DELETE /api/events/1')).toHaveLength(1);
  });

  it('creates an event from the modal, the start read as São Paulo time', async () => {
    const fetchMock = routeFetch({
      'GET /api/events': jsonResponse(200, [scheduled]),
      'POST /api/events': jsonResponse(201, { ...scheduled, id: 2, name: 'Bingo de Natal' }),
    });
    await openPage();

    fireEvent.click(screen.getByRole('button', { name: /Novo evento/ }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.queryByLabelText('Status')).toBeNull();
    fireEvent.input(dialog.getByLabelText('Nome'), { target: { value: 'Bingo de Natal' } });
    fireEvent.input(dialog.getByLabelText('Data e hora de início'), { target: { value: '2025-12-20T19:00' } });
    fireEvent.input(dialog.getByLabelText('Quantidade de rodadas'), { target: { value: '0' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Cadastrar' }));
    expect(await dialog.findByText('A quantidade de rodadas deve ser pelo menos 1.')).toBeTruthy();

    fireEvent.input(dialog.getByLabelText('Quantidade de rodadas'), { target: { value: '4' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Cadastrar' }));

    await waitFor(() => succeeded('Evento criado'));
    // A blank price is left out: the server's default applies, the cards are not free.
    expect(callsTo(fetchMock, 'POST /api/events')).toEqual([
      { name: 'Bingo de Natal', start_date: '2025-12-20T22:00:00.000Z', rounds_count: 4, meta_arrecadacao: null, meta_visivel: false },
    ]);
  });

  it('reads the price the Brazilian way, shows it in the table, and asks above R$ 1.000,00 (docs/decisions/013)', async () => {
    const fetchMock = routeFetch({
      'GET /api/events': jsonResponse(200, [{ ...scheduled, card_price: 12.5 }]),
      'PATCH /api/events/1': jsonResponse(200, { ...scheduled, card_price: 5 }),
    });
    const row = await openPage();
    expect(row.getByText('R$ 12,50')).toBeTruthy();
    fireEvent.click(row.getByRole('button', { name: /^Editar/ }));
    let dialog = within(await screen.findByRole('dialog', { name: 'Editar evento' }));
    const price = dialog.getByLabelText('Preço da cartela') as HTMLInputElement;
    expect(price.value).toBe('12,50');

    fireEvent.change(price, { target: { value: '1500,00' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Atualizar' }));
    const ask = within(await screen.findByRole('dialog', { name: 'Preço da cartela' }));
    expect(ask.getByText('O preço da cartela ficará em R$ 1.500,00. Está certo?')).toBeTruthy();
    fireEvent.click(ask.getByRole('button', { name: 'Cancelar' }));
    expect(callsTo(fetchMock, 'PATCH /api/events/1')).toHaveLength(0);

    dialog = within(screen.getByRole('dialog', { name: 'Editar evento' }));
    fireEvent.change(dialog.getByLabelText('Preço da cartela'), { target: { value: '5,00' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Atualizar' }));
    await waitFor(() => expect(callsTo(fetchMock, 'PATCH /api/events/1')).toHaveLength(1));
    expect(callsTo(fetchMock, 'PATCH /api/events/1')[0]).toMatchObject({ card_price: 5 });
  });

  it('reopens a finished event only with a reason, showing the earlier reopenings (decisions.md §14)', async () => {
    const closed: BingoEvent = { ...scheduled, status: 'finalizado' };
    const fetchMock = routeFetch({
      'GET /api/events': jsonResponse(200, [closed]),
      'GET /api/events/1/reopenings': jsonResponse(200, [
        { id: 7, at: '2025-06-02T01:10:00.000Z', by: 'Maria Admin', reason: 'Faltou a rodada extra', status: 'em_andamento' },
      ]),
      'PATCH /api/events/1/status': jsonResponse(200, { message: 'Status atualizado', evento: { ...closed, status: 'em_andamento' } }),
    });
    const row = await openPage();
    fireEvent.click(row.getByRole('button', { name: 'Reabrir Bingo da Paróquia' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reabrir Bingo da Paróquia' });
    expect(await within(dialog).findByText(/Maria Admin: Faltou a rodada extra/)).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Reabrir evento' }));
    expect(await within(dialog).findByText(EVENT_REOPEN_REASON_REQUIRED)).toBeTruthy();
    expect(callsTo(fetchMock, 'PATCH /api/events/1/status')).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText('Motivo da reabertura'), { target: { value: 'Prêmio da rodada 3 não foi sorteado' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reabrir evento' }));
    expect(await row.findByText('Em Andamento')).toBeTruthy();
    expect(callsTo(fetchMock, 'PATCH /api/events/1/status')).toEqual([
      { status: 'em_andamento', reason: 'Prêmio da rodada 3 não foi sorteado' },
    ]);
    succeeded('Evento reaberto');
  });
});
