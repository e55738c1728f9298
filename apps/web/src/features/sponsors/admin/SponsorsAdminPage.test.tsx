import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notifySuccess } from '../../../lib/notify';
import { failingList } from '../../../test/list-retry';
import { api, listQueries, openPage, renderPage } from './sponsors-admin.fixture';

vi.mock('../../../lib/notify', () => ({ notifyError: vi.fn(), notifySuccess: vi.fn(), notifyInfo: vi.fn() }));

describe('Patrocinadores', () => {
  beforeEach(() => vi.mocked(notifySuccess).mockReset());

  it('lists sponsors with amount in R$, coloured status, numbers or "Nenhum", and the totals line', async () => {
    await openPage();
    const rows = screen.getAllByRole('row');
    const farmaciaRow = within(rows.find((r) => r.textContent?.includes('Farmácia Saúde'))!);
    expect(farmaciaRow.getByText('R$ 1.250,50')).toBeTruthy();
    expect(farmaciaRow.getByText('Atrasado').className).toContain('text-bg-danger');
    expect(farmaciaRow.getByText('Nenhum')).toBeTruthy();
    expect(screen.getByText('7, 22')).toBeTruthy();
    expect(within(screen.getByRole('table')).getByText('Pago').className).toContain('text-bg-success');
    expect(screen.getByText(/Total: 45 patrocinadores · Página 1 de 3 · Exibindo 2/)).toBeTruthy();
    expect(listQueries()[0]).toEqual({ event_id: '5', page: '1', limit: '20' });
  });

  it("says 'Erro ao carregar patrocinadores' when the list fails, and 'Tentar novamente' reads it again", async () => {
    let list: ReturnType<typeof failingList> | undefined;
    renderPage(() => {
      list = failingList(api.listAnswer);
      api.listAnswer = list.answer;
    });
    await list!.retry('Erro ao carregar patrocinadores');
    expect(await screen.findByText('Padaria Pão Quente')).toBeTruthy();
    expect(listQueries().length).toBeGreaterThan(1);
  });

  it('applies the name with Enter and the selects with Filtrar, dropping empty values; Limpar clears', async () => {
    await openPage();
    fireEvent.click(screen.getByRole('button', { name: 'Página 3' }));
    await waitFor(() => expect(listQueries().at(-1)).toEqual({ event_id: '5', page: '3', limit: '20' }));

    fireEvent.change(screen.getByLabelText('Nome'), { target: { value: '  Padaria ' } });
    fireEvent.submit(screen.getByLabelText('Nome'));
    await waitFor(() => expect(listQueries().at(-1)).toEqual({ event_id: '5', page: '1', limit: '20', name: 'Padaria' }));

    fireEvent.change(screen.getByLabelText('Status do pagamento'), { target: { value: 'pago' } });
    fireEvent.change(screen.getByLabelText('Forma de pagamento'), { target: { value: 'Boleto' } });
    fireEvent.click(screen.getByRole('button', { name: 'Filtrar' }));
    await waitFor(() =>
      expect(listQueries().at(-1)).toEqual({
        event_id: '5',
        page: '1',
        limit: '20',
        name: 'Padaria',
        payment_status: 'pago',
        payment_method: 'Boleto',
      }),
    );

    // Page 1 without filters is still in the cache from the first load: page 2 shows the filters went.
    fireEvent.click(screen.getByRole('button', { name: 'Limpar' }));
    expect((screen.getByLabelText('Nome') as HTMLInputElement).value).toBe('');
    fireEvent.click(await screen.findByRole('button', { name: 'Página 2' }));
    await waitFor(() => expect(listQueries().at(-1)).toEqual({ event_id: '5', page: '2', limit: '20' }));
  });

  it('goes back to page 1 when the page size changes', async () => {
    await openPage();
    fireEvent.click(screen.getByRole('button', { name: 'Página 3' }));
    await waitFor(() => expect(listQueries().at(-1)?.page).toBe('3'));
    fireEvent.change(screen.getByLabelText('Itens por página'), { target: { value: '50' } });
    await waitFor(() => expect(listQueries().at(-1)).toEqual({ event_id: '5', page: '1', limit: '50' }));
  });

  it('toggles numbers at once: POST to add, DELETE to remove, with aria-pressed', async () => {
    await openPage();
    fireEvent.click(screen.getByRole('button', { name: 'Editar Números de Padaria Pão Quente' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Editar Números do Patrocinador' }));
    const five = dialog.getByRole('button', { name: '5' });
    const seven = dialog.getByRole('button', { name: '7' });
    expect(five.getAttribute('aria-pressed')).toBe('false');
    expect(seven.getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(five);
    await waitFor(() =>
      expect(api.calls).toContainEqual(
        expect.objectContaining({ method: 'POST', path: '/api/admin/sponsors/1/numbers', body: { numbers: [5] } }),
      ),
    );
    await waitFor(() => expect(dialog.getByRole('button', { name: '5' }).getAttribute('aria-pressed')).toBe('true'));

    fireEvent.click(dialog.getByRole('button', { name: '7' }));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'DELETE' && c.path === '/api/admin/sponsors/1/numbers/7')).toBe(true));
    await waitFor(() => expect(dialog.getByRole('button', { name: '7' }).getAttribute('aria-pressed')).toBe('false'));
  });

  it('creates a sponsor from the modal and says "Patrocinador Cadastrado"', async () => {
    await openPage();
    fireEvent.click(screen.getByRole('button', { name: 'Novo Patrocinador' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Cadastro / Edição de Patrocinador' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Cadastrar' }));
    expect(await dialog.findByText('Campo obrigatório.')).toBeTruthy();

    fireEvent.input(dialog.getByLabelText('Nome'), { target: { value: 'Sorveteria Gelato' } });
    fireEvent.input(dialog.getByLabelText('Valor do Patrocínio'), { target: { value: '150,50' } });
    fireEvent.change(dialog.getByLabelText('Forma de Pagamento'), { target: { value: 'Boleto' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Cadastrar' }));
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('Patrocinador Cadastrado'));
    expect(api.calls.find((c) => c.method === 'POST' && c.path === '/api/admin/sponsors')?.body).toEqual({
      name: 'Sorveteria Gelato',
      contact_info: null,
      amount: 150.5,
      payment_method: 'Boleto',
      payment_status: 'pendente',
      payment_date: null,
      notes: null,
      image_id: null,
      event_id: 5,
    });
  });
});
