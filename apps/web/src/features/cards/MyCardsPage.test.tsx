import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'react-toastify';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { buyer, jsonResponse, markVisited, renderApp, signIn } from '../../test/helpers';
import { myCard } from '../../test/my-cards';
import { routeFetch } from '../../test/route-fetch';

const card = (id: number, eventId: number, eventName: string) => myCard({ id, event_id: eventId, event_name: eventName });
const cards = [card(10, 1, 'Bingo de Maio'), card(11, 1, 'Bingo de Maio'), card(20, 2, 'Bingo de Junho')];

function pdf(): Response {
  return new Response('%PDF-1.3 teste', {
    headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="cartelas.pdf"' },
  });
}

describe('Minhas Cartelas', () => {
  beforeEach(() => {
    markVisited();
    signIn(buyer);
  });

  it('shows the cards by event as 5x5 grids under A J U D E', async () => {
    routeFetch({ 'GET /api/cards': jsonResponse(200, cards) });
    renderApp('/minhas-cartelas');

    const june = await screen.findByRole('region', { name: /Bingo de Junho/ });
    const may = screen.getByRole('region', { name: /Bingo de Maio/ });
    expect(within(may).getAllByRole('table')).toHaveLength(2);
    const grid = within(june).getByRole('table', { name: 'Cartela #20' });
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['A', 'J', 'U', 'D', 'E']);
    expect(within(grid).getAllByRole('cell')).toHaveLength(25);
    // The newest event first.
    expect(june.compareDocumentPosition(may) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('marks the cards that won a round, and only those', async () => {
    routeFetch({
      'GET /api/cards': jsonResponse(200, [
        { ...card(10, 1, 'Bingo de Maio'), won_rounds: [{ round_id: 7, number: 1 }] },
        card(11, 1, 'Bingo de Maio'),
      ]),
    });
    renderApp('/minhas-cartelas');
    const tile = async (id: number) => (await screen.findByRole('table', { name: `Cartela #${id}` })).closest('.my-card') as HTMLElement;
    expect(within(await tile(10)).getByText('Ganhou a rodada 1')).toBeTruthy();
    expect(within(await tile(11)).queryByText(/Ganhou/)).toBeNull();
  });

  it("shows each card's name, address and contact (spec §3), 'Não informado' where none was given", async () => {
    const withAddress = { ...card(21, 2, 'Bingo de Junho'), contact: 'maria@bingo.local', address: 'Rua das Flores, 12, Centro' };
    const bareDigits = { ...card(22, 2, 'Bingo de Junho'), contact: '11991000000' };
    routeFetch({ 'GET /api/cards': jsonResponse(200, [...cards, withAddress, bareDigits]) });
    renderApp('/minhas-cartelas');

    const facts = async (id: number) => {
      const tile = (await screen.findByRole('table', { name: `Cartela #${id}` })).closest('.my-card') as HTMLElement;
      return within(tile)
        .getAllByRole('term')
        .map((dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent}`);
    };
    expect(await facts(21)).toEqual(['Nome: Maria Souza', 'Endereço: Rua das Flores, 12, Centro', 'Contato: maria@bingo.local']);
    expect(await facts(10)).toEqual(['Nome: Maria Souza', 'Endereço: Não informado', 'Contato: (11) 98765-4321']);
    expect((await facts(22))[2]).toBe('Contato: (11) 99100-0000');
  });

  it('exports the chosen cards as one PDF', async () => {
    const toastSuccess = vi.spyOn(toast, 'success');
    const fetchMock = routeFetch({ 'GET /api/cards': jsonResponse(200, cards), 'GET /api/cards/pdf': () => pdf() });
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:cartelas');
    const saved: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    renderApp('/minhas-cartelas');

    const exportButton = (await screen.findByRole('button', { name: 'Exportar PDF' })) as HTMLButtonElement;
    expect(exportButton.disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Cartela #11' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Cartela #20' }));
    expect(screen.getByText('2 de 3 selecionadas')).toBeTruthy();
    fireEvent.click(exportButton);

    await waitFor(() => expect(click).toHaveBeenCalled());
    const url = new URL(String(fetchMock.mock.calls.at(-1)?.[0]), 'http://localhost');
    expect(url.pathname + url.search).toBe('/api/cards/pdf?ids=11,20');
    expect(createObjectURL).toHaveBeenCalledWith(expect.any(Blob));
    expect(saved).toEqual(['cartelas.pdf']);
    expect(toastSuccess).toHaveBeenCalledWith('PDF com 2 cartelas baixado.', expect.anything());
  });

  it("selects all at once, and says 'Erro ao gerar PDF' when the PDF fails", async () => {
    const toastError = vi.spyOn(toast, 'error');
    const fetchMock = routeFetch({ 'GET /api/cards': jsonResponse(200, cards), 'GET /api/cards/pdf': new Response('', { status: 500 }) });
    renderApp('/minhas-cartelas');

    fireEvent.click(await screen.findByLabelText('Selecionar todas'));
    expect(screen.getByText('3 de 3 selecionadas')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Exportar PDF' }));

    await waitFor(() => expect(toastError).toHaveBeenCalledWith('Erro ao gerar PDF', expect.anything()));
    expect(String(fetchMock.mock.calls.at(-1)?.[0])).toContain('ids=10,11,20');
    fireEvent.click(screen.getByLabelText('Selecionar todas'));
    expect(screen.getByText('0 de 3 selecionadas')).toBeTruthy();
  });

  it("says 'Erro ao carregar cartelas.' when the cards cannot be loaded", async () => {
    routeFetch({ 'GET /api/cards': new Response('', { status: 500 }) });
    renderApp('/minhas-cartelas');
    expect(await screen.findByText('Erro ao carregar cartelas.', {}, { timeout: 3000 })).toBeTruthy();
  });

  it('links an empty list to /comprar', async () => {
    routeFetch({ 'GET /api/cards': jsonResponse(200, []) });
    renderApp('/minhas-cartelas');
    expect((await screen.findByRole('link', { name: 'Comprar cartelas' })).getAttribute('href')).toBe('/comprar');
  });

  describe('Minhas Cartelas for a returning buyer (docs/decisions/048)', () => {
    /** A first visit: the app keeps the page as shown with the server's cards. */
    async function visitOnce() {
      routeFetch({ 'GET /api/cards': jsonResponse(200, cards) });
      renderApp('/minhas-cartelas');
      await screen.findByRole('region', { name: /Bingo de Junho/ });
      await waitFor(() => expect(localStorage.getItem('page_snapshot')).toContain('Bingo de Junho'));
      cleanup();
    }

    it("keeps the page as shown with the server's cards, and renders it first from them on the next visit", async () => {
      await visitOnce();

      // The server now answers late, with a card more: the first render is the kept page, no spinner.
      let answer: (response: Response) => void = () => {};
      routeFetch({ 'GET /api/cards': () => new Promise<Response>((resolve) => (answer = resolve)) });
      renderApp('/minhas-cartelas');
      // The server has not answered: only the kept answer can show these cards.
      await screen.findByRole('region', { name: /Bingo de Junho/ });
      expect(screen.queryByText('Carregando...')).toBeNull();
      answer(jsonResponse(200, [...cards, card(21, 2, 'Bingo de Junho')]));
      await waitFor(() => expect(within(screen.getByRole('region', { name: /Bingo de Junho/ })).getAllByRole('table')).toHaveLength(2));
    });

    it('keeps the cards seen last on screen, saying so, when the server cannot be reached', async () => {
      await visitOnce();

      routeFetch({ 'GET /api/cards': jsonResponse(503, { error: 'Serviço indisponível.' }) });
      renderApp('/minhas-cartelas');
      expect(
        await screen.findByText('Erro ao carregar cartelas. Estas são as que você viu por último.', undefined, { timeout: 15_000 }),
      ).toBeTruthy();
      expect(screen.getByRole('region', { name: /Bingo de Junho/ })).toBeTruthy();
    }, 20_000);
  });
});
