import type { BingoEvent, CardBatch, User } from '@bingo/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'react-toastify';
import { beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { admin, jsonResponse, markVisited, renderApp, signIn } from '../../../test/helpers';
import { failingList } from '../../../test/list-retry';
import { callsTo, routeFetch } from '../../../test/route-fetch';

let toastSuccess: MockInstance;
let toastError: MockInstance;

const event: BingoEvent = {
  id: 1,
  name: 'Bingo da Paróquia',
  start_date: '2026-06-01T22:30:00.000Z',
  rounds_count: 3,
  status: 'em_andamento',
  card_price: 10,
  meta_arrecadacao: null,
  meta_visivel: false,
};
// Next month's night, made while tonight runs, and last month's, finished: never offered for a batch.
const july: BingoEvent = { ...event, id: 2, name: 'Bingo de Julho', start_date: '2026-07-12T22:30:00.000Z', status: 'scheduled' };
const may: BingoEvent = { ...event, id: 9, name: 'Bingo de Maio', start_date: '2026-05-10T22:30:00.000Z', status: 'finalizado' };
const batch = (over: Partial<CardBatch>): CardBatch => ({
  id: 3,
  event_id: 1,
  event_name: event.name,
  name: 'Lote Paróquia',
  amount: 10_000,
  sold: 12,
  returned: 0,
  user_id: 7,
  user: { id: 7, name: 'Zé Vendedor' },
  created_at: '2026-05-01T12:00:00.000Z',
  ...over,
});
const ze: User = {
  id: 7,
  name: 'Zé Vendedor',
  email: 'ze@bingo.local',
  is_admin: false,
  is_affiliate: false,
  active: true,
  code: null,
  phone: null,
  document: null,
  createdAt: '2026-01-01T12:00:00.000Z',
};

async function openPage(routes: Parameters<typeof routeFetch>[0] = {}) {
  markVisited();
  signIn(admin);
  const fetchMock = routeFetch({
    'GET /api/card-batches': jsonResponse(200, [
      batch({}),
      batch({ id: 4, name: 'Lote Escola', amount: 50, sold: 0, user_id: null, user: null }),
      batch({ id: 6, name: 'Lote 1', event_id: july.id, event_name: july.name, sold: 0 }),
    ]),
    'GET /api/events/active': jsonResponse(200, event),
    'GET /api/events': jsonResponse(200, [july, event, may]),
    'GET /api/admin/users': jsonResponse(200, { items: [ze], total: 1 }),
    ...routes,
  });
  renderApp('/admin/cartelas');
  const table = within(await screen.findByRole('table'));
  return { fetchMock, row: (name: string) => within(table.getByRole('rowheader', { name }).closest('tr')!) };
}

/** A PDF answer whose bytes arrive when the test says so. */
function controlledPdf() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  const response = new Response(body, {
    headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="lote-Lote-Paroquia.pdf"' },
  });
  return {
    answer: () => response,
    send: (bytes: number) => controller.enqueue(new Uint8Array(bytes)),
    end: () => controller.close(),
    breakOff: () => controller.error(new TypeError('terminated')),
  };
}

describe('Lotes de Cartelas', () => {
  beforeEach(() => {
    toastSuccess = vi.spyOn(toast, 'success');
    toastError = vi.spyOn(toast, 'error');
  });

  it("says 'Erro ao carregar lotes' when the list fails, and 'Tentar novamente' reads it again", async () => {
    markVisited();
    signIn(admin);
    const list = failingList(() => jsonResponse(200, [batch({})]));
    const fetchMock = routeFetch({
      'GET /api/card-batches': list.answer,
      'GET /api/events/active': jsonResponse(200, event),
      'GET /api/events': jsonResponse(200, [july, event, may]),
    });
    renderApp('/admin/cartelas');
    await list.retry('Erro ao carregar lotes');
    expect(await screen.findByRole('table')).toBeTruthy();
    expect(callsTo(fetchMock, 'GET /api/card-batches').length).toBeGreaterThan(1);
  });

  it('lists batches with responsible, amount, sold and event', async () => {
    const { row } = await openPage();
    const paroquia = row('Lote Paróquia');
    expect(paroquia.getByText('Zé Vendedor')).toBeTruthy();
    expect(paroquia.getByText('10.000')).toBeTruthy();
    expect(paroquia.getByText('12')).toBeTruthy();
    expect(paroquia.getByText('Bingo da Paróquia')).toBeTruthy();
    expect(row('Lote Escola').getByText('Sem responsável')).toBeTruthy();
  });

  it("lists the active event's batches first, any event's or every event's on request", async () => {
    await openPage();
    const list = within(screen.getByRole('table'));
    const filter = screen.getByLabelText<HTMLSelectElement>('Evento', { selector: '.card-header select' });
    await waitFor(() => expect(filter.value).toBe('1'));
    expect(list.queryByRole('rowheader', { name: 'Lote 1' })).toBeNull();

    fireEvent.change(filter, { target: { value: '2' } });
    expect(list.getByRole('rowheader', { name: 'Lote 1' })).toBeTruthy();
    expect(list.queryByRole('rowheader', { name: 'Lote Paróquia' })).toBeNull();
    fireEvent.change(filter, { target: { value: '9' } });
    expect(await screen.findByText('Nenhum lote deste evento.')).toBeTruthy();
    fireEvent.change(filter, { target: { value: '' } });
    expect(within(screen.getByRole('table')).getAllByRole('rowheader')).toHaveLength(3);
  });

  it('offers the running and scheduled events, starting on the active one, never a finished one', async () => {
    await openPage();
    const form = within(screen.getByRole('form', { name: 'Novo lote' }));
    const choice = await form.findByLabelText<HTMLSelectElement>('Evento');
    expect(choice.value).toBe('1');
    expect([...choice.options].map((o) => o.text)).toEqual([
      'Bingo da Paróquia · 01/06/2026 · Em Andamento',
      'Bingo de Julho · 12/07/2026 · Agendado',
    ]);
  });

  it('makes a batch for the scheduled event, then shows it and keeps that event for the next one', async () => {
    const { fetchMock } = await openPage({
      'POST /api/card-batches': jsonResponse(201, batch({ id: 7, name: 'Lote 2', event_id: july.id, event_name: july.name })),
    });
    const form = within(screen.getByRole('form', { name: 'Novo lote' }));
    fireEvent.change(await form.findByLabelText('Evento'), { target: { value: '2' } });
    fireEvent.input(form.getByLabelText('Nome do lote'), { target: { value: 'Lote 2' } });
    fireEvent.input(form.getByLabelText('Quantidade'), { target: { value: '100' } });
    // The form says what being responsible means (decisions.md §13).
    expect(form.getByText('O responsável vende as cartelas deste lote pelo celular, em Minhas Vendas.')).toBeTruthy();
    fireEvent.change(form.getByRole('combobox', { name: 'Responsável' }), { target: { value: 'zé' } });
    fireEvent.click(await form.findByRole('option', { name: /Zé Vendedor/ }));
    fireEvent.click(form.getByRole('button', { name: 'Gerar lote' }));

    await waitFor(() =>
      expect(callsTo(fetchMock, 'POST /api/card-batches')).toEqual([{ event_id: 2, name: 'Lote 2', user_id: 7, amount: 100 }]),
    );
    // The list moves to that event (its batches are read again), and the fresh form starts there too.
    await waitFor(() => expect(screen.getByLabelText<HTMLSelectElement>('Evento', { selector: '.card-header select' }).value).toBe('2'));
    const fresh = within(screen.getByRole('form', { name: 'Novo lote' }));
    await waitFor(() => expect(fresh.getByLabelText<HTMLSelectElement>('Evento').value).toBe('2'));
    expect(fresh.getByLabelText<HTMLInputElement>('Nome do lote').value).toBe('');
  });

  it('checks name, responsible and amount, then creates the batch with the trimmed name', async () => {
    const { fetchMock } = await openPage({ 'POST /api/card-batches': jsonResponse(201, batch({ id: 5, name: 'Lote Praça' })) });
    const form = within(screen.getByRole('form', { name: 'Novo lote' }));
    fireEvent.click(form.getByRole('button', { name: 'Gerar lote' }));
    expect(await form.findByText('Campo obrigatório.')).toBeTruthy();
    expect(form.getByText('Selecione o responsável.')).toBeTruthy();
    // An empty box is no number (numberInput: no silent 0): it asks for the amount.
    expect(form.getByText('Informe a quantidade.')).toBeTruthy();

    fireEvent.input(form.getByLabelText('Nome do lote'), { target: { value: '  Lote Praça ' } });
    fireEvent.input(form.getByLabelText('Quantidade'), { target: { value: '250' } });
    const responsible = form.getByRole<HTMLInputElement>('combobox', { name: 'Responsável' });
    fireEvent.change(responsible, { target: { value: 'zé' } });
    fireEvent.click(await form.findByRole('option', { name: /Zé Vendedor/ }));
    expect(responsible.value).toBe('Zé Vendedor');
    fireEvent.click(form.getByRole('button', { name: 'Gerar lote' }));

    await waitFor(() => expect(toastSuccess).toHaveBeenCalledWith('Lote criado', expect.anything()));
    expect(callsTo(fetchMock, 'POST /api/card-batches')).toEqual([{ event_id: 1, name: 'Lote Praça', user_id: 7, amount: 250 }]);
    // A fresh form for the next batch.
    await waitFor(() => expect(screen.getByRole<HTMLInputElement>('combobox', { name: 'Responsável' }).value).toBe(''));
  });

  it('says there is no active event and does not let a batch be created', async () => {
    await openPage({ 'GET /api/events/active': jsonResponse(200, null), 'GET /api/events': jsonResponse(200, [may]) });
    expect(await screen.findByText(/Nenhum evento ativo: crie ou agende um evento/)).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Gerar lote' }).disabled).toBe(true);
  });

  it("asks before deleting and shows the server's refusal", async () => {
    const { fetchMock, row } = await openPage({
      'DELETE /api/card-batches/3': jsonResponse(409, { error: 'Este lote tem cartelas vendidas e não pode ser excluído.' }),
    });
    fireEvent.click(row('Lote Paróquia').getByRole('button', { name: 'Excluir lote Lote Paróquia' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('Tem certeza que deseja excluir este lote?')).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Excluir' }));
    await waitFor(() =>
      expect(toastError).toHaveBeenCalledWith('Este lote tem cartelas vendidas e não pode ser excluído.', expect.anything()),
    );
    expect(callsTo(fetchMock, 'DELETE /api/card-batches/3')).toHaveLength(1);
  });

  it('shows the PDF arriving, then saves it under the server’s name', async () => {
    const pdf = controlledPdf();
    const { row } = await openPage({ 'GET /api/cards/pdf-by-batch/3': pdf.answer });
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:pdf');
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });

    fireEvent.click(row('Lote Paróquia').getByRole('button', { name: 'PDF do lote Lote Paróquia' }));
    expect(await screen.findByText('Gerando PDF…')).toBeTruthy();
    pdf.send(1.2 * 1024 * 1024);
    expect(await screen.findByText('Gerando PDF… 1,2 MB')).toBeTruthy();
    pdf.end();

    await waitFor(() => expect(saved).toEqual(['lote-Lote-Paroquia.pdf']));
    expect(await row('Lote Paróquia').findByRole('button', { name: 'PDF do lote Lote Paróquia' })).toBeTruthy();
  });

  it('prints four cards a sheet with one press, or two bigger ones chosen from the menu beside it', async () => {
    const asked: string[] = [];
    const { row } = await openPage({
      'GET /api/cards/pdf-by-batch/3': ({ url }) => {
        asked.push(url.searchParams.get('por_pagina') ?? '');
        return new Response('%PDF', { headers: { 'content-type': 'application/pdf' } });
      },
    });
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:pdf');
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});

    fireEvent.click(row('Lote Paróquia').getByRole('button', { name: 'PDF do lote Lote Paróquia' }));
    await waitFor(() => expect(asked).toEqual(['4']));
    fireEvent.click(await row('Lote Paróquia').findByRole('button', { name: 'Escolher cartelas por folha do lote Lote Paróquia' }));
    expect(screen.getByRole('button', { name: '4 cartelas por folha' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '2 cartelas por folha (maiores)' }));
    await waitFor(() => expect(asked).toEqual(['4', '2']));
  });

  it("says 'Erro ao gerar PDF do lote' when the PDF breaks off", async () => {
    const pdf = controlledPdf();
    const { row } = await openPage({ 'GET /api/cards/pdf-by-batch/3': pdf.answer });
    fireEvent.click(row('Lote Paróquia').getByRole('button', { name: 'PDF do lote Lote Paróquia' }));
    pdf.send(1000);
    expect(await screen.findByText('Gerando PDF… 1 KB')).toBeTruthy();
    pdf.breakOff();
    await waitFor(() => expect(toastError).toHaveBeenCalledWith('Erro ao gerar PDF do lote', expect.anything()));
  });
});
