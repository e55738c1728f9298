import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notifySuccess } from '../../../lib/notify';
import { jsonResponse } from '../../../test/helpers';
import { api, listQueries, norm, openPage, renderPage, reportEvents } from './sponsors-admin.fixture';

vi.mock('../../../lib/notify', () => ({ notifyError: vi.fn(), notifySuccess: vi.fn(), notifyInfo: vi.fn() }));

describe('Patrocinadores por evento', () => {
  beforeEach(() => vi.mocked(notifySuccess).mockReset());

  it('styles the numbers map by sponsor count, and says when the report fails', async () => {
    await openPage();
    const map = within(screen.getByRole('list', { name: 'Patrocinadores por número' }));
    expect(map.getByLabelText('Número 7: 2 patrocinadores').className).toContain('two-sponsors');
    expect(map.getByLabelText('Número 22: 1 patrocinador').className).toContain('one-sponsor');
    expect(map.getByLabelText('Número 41: 3 patrocinadores').className).toContain('many-sponsors');
    expect(map.getByLabelText('Número 1: sem patrocinador').className).toContain('no-sponsor');

    api.reportAnswer = () => jsonResponse(500, { error: 'Erro interno do servidor.' });
    expect(await screen.findByText('Erro ao carregar relatório de números', {}, { timeout: 2000 })).toBeTruthy();
  });

  it('opens on the active event; another event shows its own sponsors and map, and takes the new sponsor', async () => {
    await openPage();
    const select = screen.getByLabelText('Evento') as HTMLSelectElement;
    expect(select.value).toBe('5');
    expect([...select.options].map((o) => o.textContent)).toEqual([
      'Noite de Julho · 18/07/2026 · Agendado',
      'Noite de Junho · 20/06/2026 · Em Andamento',
      'Noite de Março · 14/03/2026 · Finalizado',
    ]);
    expect(reportEvents()[0]).toBe('5');

    fireEvent.click(screen.getByRole('button', { name: 'Página 3' }));
    await waitFor(() => expect(listQueries().at(-1)?.page).toBe('3'));
    fireEvent.change(select, { target: { value: '6' } });
    expect(await screen.findByText('Mercado de Julho')).toBeTruthy();
    expect(screen.queryByText('Padaria Pão Quente')).toBeNull();
    expect(listQueries().at(-1)).toEqual({ event_id: '6', page: '1', limit: '20' });
    await waitFor(() => expect(reportEvents().at(-1)).toBe('6'));

    fireEvent.click(screen.getByRole('button', { name: 'Novo Patrocinador' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Cadastro / Edição de Patrocinador' }));
    fireEvent.input(dialog.getByLabelText('Nome'), { target: { value: 'Sorveteria de Julho' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Cadastrar' }));
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('Patrocinador Cadastrado'));
    expect(api.calls.find((c) => c.method === 'POST' && c.path === '/api/admin/sponsors')?.body).toMatchObject({
      name: 'Sorveteria de Julho',
      event_id: 6,
    });
  });

  it('copies the sponsors of another event into the one on screen, after saying what will happen', async () => {
    await openPage();
    // On tonight's June, the night before it (March) is offered first, not next month's July.
    fireEvent.click(screen.getByRole('button', { name: 'Copiar patrocinadores de outro evento' }));
    const onJune = within(await screen.findByRole('dialog', { name: 'Copiar patrocinadores de outro evento' }));
    expect((onJune.getByLabelText('Copiar de') as HTMLSelectElement).value).toBe('4');
    fireEvent.click(onJune.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.change(screen.getByLabelText('Evento'), { target: { value: '6' } });
    await screen.findByText('Mercado de Julho');

    fireEvent.click(screen.getByRole('button', { name: 'Copiar patrocinadores de outro evento' }));
    let dialog = within(await screen.findByRole('dialog', { name: 'Copiar patrocinadores de outro evento' }));
    // July is being prepared: June, the latest night before it, is offered first; July itself is not offered.
    const from = dialog.getByLabelText('Copiar de') as HTMLSelectElement;
    expect(from.value).toBe('5');
    expect([...from.options].map((o) => o.value)).toEqual(['5', '4']);
    expect(norm(await dialog.findByText(/Copiar os patrocinadores de/))).toBe(
      'Copiar os patrocinadores de Noite de Junho (2 patrocinadores) para Noite de Julho?',
    );
    expect(dialog.getByText(/o pagamento volta a Pendente, sem data/)).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls.some((c) => c.path === '/api/admin/sponsors/copy')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Copiar patrocinadores de outro evento' }));
    dialog = within(await screen.findByRole('dialog', { name: 'Copiar patrocinadores de outro evento' }));
    const before = listQueries().length;
    fireEvent.click(dialog.getByRole('button', { name: 'Copiar' }));
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('2 patrocinadores copiados.'));
    expect(api.calls.find((c) => c.path === '/api/admin/sponsors/copy')?.body).toEqual({ from_event_id: 5, event_id: 6 });
    await waitFor(() => expect(listQueries().length).toBeGreaterThan(before));
    expect(listQueries().at(-1)?.event_id).toBe('6');
  });

  it('with no event at all, asks for one before any sponsor', async () => {
    renderPage(() => (api.events = []));
    expect(await screen.findByText('Cadastre um evento antes de cadastrar patrocinadores.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Novo Patrocinador' })).toBeNull();
    expect(listQueries()).toEqual([]);
  });
});
