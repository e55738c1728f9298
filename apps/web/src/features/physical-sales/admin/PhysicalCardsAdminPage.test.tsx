import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { admin, jsonResponse, markVisited, renderApp, signIn } from '../../../test/helpers';
import { failingList } from '../../../test/list-retry';
import { callsTo } from '../../../test/route-fetch';
import { listQueries, serveCardsApi, sold, unsold } from '../physical-test-data';

async function openPage(extra: Parameters<typeof serveCardsApi>[0] = {}) {
  markVisited();
  signIn(admin);
  const fetchMock = serveCardsApi(extra);
  renderApp('/admin/cartelas/fisicas');
  await screen.findByText('Maria Aparecida');
  return fetchMock;
}

const filters = () => within(screen.getByRole('search', { name: 'Filtrar cartelas físicas' }));
const barcodeField = () => filters().getByLabelText<HTMLInputElement>('Código de barras');
const sellerField = () => filters().getByRole<HTMLInputElement>('combobox', { name: 'Vendedor' });

describe('Cartelas Físicas & Vendedores', () => {
  it('lists physical cards with lote, barcode, buyer, contact, seller and a sold/available badge', async () => {
    const fetchMock = await openPage();
    const soldRow = within(screen.getByRole('rowheader', { name: 'Cartela 102' }).closest('tr')!);
    expect(soldRow.getByText('2000000001028')).toBeTruthy();
    expect(soldRow.getByText('(11) 98888-7777')).toBeTruthy();
    expect(soldRow.getByText('Zé Vendedor')).toBeTruthy();
    expect(soldRow.getByText('Vendida').className).toContain('text-bg-success');
    const unsoldRow = within(screen.getByRole('rowheader', { name: 'Cartela 101' }).closest('tr')!);
    expect(unsoldRow.getByText('Disponível').className).toContain('text-bg-secondary');
    expect(screen.getByText(/Total: 45 cartelas · Página 1 de 3/)).toBeTruthy();
    expect(listQueries(fetchMock)[0]).toEqual({ page: '1', limit: '20', status: 'física' });
    await waitFor(() => expect(filters().getByRole('option', { name: 'Lote Escola' })).toBeTruthy());
  });

  it("says 'Erro ao carregar cartelas.' when the list fails, and 'Tentar novamente' reads it again", async () => {
    markVisited();
    signIn(admin);
    const list = failingList(() => jsonResponse(200, { items: [unsold, sold], total: 2 }));
    const fetchMock = serveCardsApi({ 'GET /api/cards/all': list.answer });
    renderApp('/admin/cartelas/fisicas');
    await list.retry('Erro ao carregar cartelas.');
    expect(await screen.findByText('Maria Aparecida')).toBeTruthy();
    expect(listQueries(fetchMock).length).toBeGreaterThan(1);
  });

  it("from the home's alert (?bloqueadas=1), lists only the cards locked for claims, until 'Mostrar todas'", async () => {
    markVisited();
    signIn(admin);
    const fetchMock = serveCardsApi({
      'GET /api/events/active': jsonResponse(200, { id: 3, name: 'Bingo de Maio', status: 'em_andamento' }),
      'GET /api/cards/all': jsonResponse(200, { items: [{ ...unsold, claim_locked: true }], total: 1 }),
    });
    renderApp('/admin/cartelas/fisicas?bloqueadas=1');
    const row = within((await screen.findByRole('rowheader', { name: 'Cartela 101' })).closest('tr')!);
    expect(row.getByText('bloqueada').className).toContain('text-bg-danger');
    expect(screen.getByText('Mostrando só as cartelas de papel bloqueadas por códigos de verificação errados.')).toBeTruthy();
    expect(listQueries(fetchMock)[0]).toEqual({ page: '1', limit: '20', status: 'física', event_id: '3', claim_locked: 'true' });
    fireEvent.click(screen.getByRole('button', { name: 'Mostrar todas' }));
    await waitFor(() => expect(listQueries(fetchMock).at(-1)).toEqual({ page: '1', limit: '20', status: 'física', event_id: '3' }));
    expect(screen.queryByText('Mostrando só as cartelas de papel bloqueadas por códigos de verificação errados.')).toBeNull();
  });

  it('filters with Filtrar dropping empty values and going back to page 1; Limpar clears them all', async () => {
    const fetchMock = await openPage();
    fireEvent.click(screen.getByRole('button', { name: 'Página 3' }));
    await waitFor(() => expect(listQueries(fetchMock).at(-1)).toEqual({ page: '3', limit: '20', status: 'física' }));

    fireEvent.change(filters().getByLabelText('Comprador'), { target: { value: '  Maria ' } });
    fireEvent.change(barcodeField(), { target: { value: '   ' } });
    await waitFor(() => expect(filters().getByRole('option', { name: 'Lote Escola' })).toBeTruthy());
    fireEvent.change(filters().getByLabelText('Lote'), { target: { value: 'Lote Escola' } });
    fireEvent.click(filters().getByRole('button', { name: 'Filtrar' }));
    await waitFor(() =>
      expect(listQueries(fetchMock).at(-1)).toEqual({ page: '1', limit: '20', status: 'física', full_name: 'Maria', lote: 'Lote Escola' }),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Página 2' }));
    await waitFor(() => expect(listQueries(fetchMock).at(-1)?.page).toBe('2'));
    fireEvent.click(filters().getByRole('button', { name: 'Limpar' }));
    expect((filters().getByLabelText('Comprador') as HTMLInputElement).value).toBe('');
    expect((filters().getByLabelText('Lote') as HTMLSelectElement).value).toBe('');
    // Page 1 without filters is still cached from the first load: page 2 shows the filters went.
    fireEvent.click(await screen.findByRole('button', { name: 'Página 2' }));
    await waitFor(() => expect(listQueries(fetchMock).at(-1)).toEqual({ page: '2', limit: '20', status: 'física' }));
  });

  it('Enter in the seller filter picks the only user matching, then filters by that name', async () => {
    const fetchMock = await openPage();
    fireEvent.change(sellerField(), { target: { value: 'zé' } });
    fireEvent.keyDown(sellerField(), { key: 'Enter' });
    await waitFor(() => expect(sellerField().value).toBe('Zé Vendedor'));
    expect(sellerField().getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(filters().getByRole('button', { name: 'Filtrar' }));
    await waitFor(() =>
      expect(listQueries(fetchMock).at(-1)).toEqual({ page: '1', limit: '20', status: 'física', seller_name: 'Zé Vendedor' }),
    );
  });

  it('Enter in the seller filter with several matches keeps the text and filters by it', async () => {
    const fetchMock = await openPage();
    fireEvent.change(sellerField(), { target: { value: 'jo' } });
    expect(await screen.findByRole('option', { name: /Joana Vendedora/ })).toBeTruthy();
    fireEvent.keyDown(sellerField(), { key: 'Enter' });
    await waitFor(() => expect(listQueries(fetchMock).at(-1)).toEqual({ page: '1', limit: '20', status: 'física', seller_name: 'jo' }));
    expect(sellerField().value).toBe('jo');
  });

  it('picks a suggested seller with the arrow keys, and Escape closes the suggestions', async () => {
    await openPage();
    fireEvent.change(sellerField(), { target: { value: 'jo' } });
    await screen.findByRole('option', { name: /João Vendedor/ });
    fireEvent.keyDown(sellerField(), { key: 'ArrowDown' });
    fireEvent.keyDown(sellerField(), { key: 'ArrowDown' });
    expect(screen.getByRole('option', { name: /João Vendedor/ }).getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(sellerField(), { key: 'Enter' });
    expect(sellerField().value).toBe('João Vendedor');

    fireEvent.change(sellerField(), { target: { value: 'j' } });
    expect(sellerField().getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(sellerField(), { key: 'Escape' });
    expect(sellerField().getAttribute('aria-expanded')).toBe('false');
  });

  it('a scanned barcode (13 digits, then Enter) opens its card; after saving the field is empty and focused', async () => {
    const fetchMock = await openPage({
      'GET /api/cards/barcode/2000000001011': jsonResponse(200, unsold),
      'PUT /api/cards/101': jsonResponse(200, { ...unsold, full_name: 'Carlos' }),
      'POST /api/physical-sales': jsonResponse(201, {
        id: 10,
        card_id: 101,
        user_id: 7,
        user_name: 'Zé Vendedor',
        barcode: unsold.barcode,
        lote: unsold.lote,
        created_at: '2026-01-01T12:00:00.000Z',
      }),
    });
    expect(document.activeElement).toBe(barcodeField());
    fireEvent.change(barcodeField(), { target: { value: '2000000001011' } });
    fireEvent.keyDown(barcodeField(), { key: 'Enter' });

    const dialog = within(await screen.findByRole('dialog', { name: 'Cadastro de Informações' }));
    const code = dialog.getByLabelText<HTMLInputElement>('Código de barras');
    expect(code.value).toBe('2000000001011');
    expect(code.readOnly).toBe(true);
    expect(listQueries(fetchMock)).toHaveLength(1); // opening a card is not a filter

    fireEvent.input(dialog.getByLabelText('Nome do comprador'), { target: { value: 'Carlos' } });
    const seller = dialog.getByRole('combobox', { name: 'Vendedor' });
    fireEvent.change(seller, { target: { value: 'Zé' } });
    fireEvent.keyDown(seller, { key: 'Enter' });
    await waitFor(() => expect((seller as HTMLInputElement).value).toBe('Zé Vendedor'));
    fireEvent.click(dialog.getByRole('button', { name: 'Salvar' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(fetchMock, 'POST /api/physical-sales')).toEqual([{ card_id: 101, user_id: 7 }]);
    await waitFor(() => expect(document.activeElement).toBe(barcodeField()));
    expect(barcodeField().value).toBe('');
  });

  it('says "Cartela não encontrada." under the field for an unknown barcode, and opens nothing', async () => {
    const fetchMock = await openPage({ 'GET /api/cards/barcode/2999999999999': jsonResponse(404, { error: 'Cartela não encontrada.' }) });
    fireEvent.change(barcodeField(), { target: { value: '2999999999999' } });
    fireEvent.keyDown(barcodeField(), { key: 'Enter' });
    expect(await filters().findByText('Cartela não encontrada.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(callsTo(fetchMock, 'GET /api/cards/barcode/2999999999999')).toHaveLength(1);

    fireEvent.change(barcodeField(), { target: { value: '2' } });
    expect(filters().queryByText('Cartela não encontrada.')).toBeNull();
  });

  it('a partial barcode and Enter filters by it instead', async () => {
    const fetchMock = await openPage();
    fireEvent.change(barcodeField(), { target: { value: '200000000' } });
    fireEvent.keyDown(barcodeField(), { key: 'Enter' });
    fireEvent.submit(barcodeField().closest('form')!); // what Enter does next in a browser
    await waitFor(() => expect(listQueries(fetchMock).at(-1)).toEqual({ page: '1', limit: '20', status: 'física', barcode: '200000000' }));
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('/cards/barcode/'))).toBe(false);
  });
});
