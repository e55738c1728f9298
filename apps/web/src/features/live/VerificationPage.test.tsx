import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buyer, jsonResponse, markVisited, renderApp, signIn } from '../../test/helpers';
import { fakeLiveApi, finishedRound, liveState, myCard } from './live-test-data';

const column = (from: number) => [0, 1, 2, 3, 4].map((i) => from + i);
// 25 numbers, column by column; `full` holds every number of the first card.
const numbers = [...column(1), ...column(16), ...column(31), ...column(46), ...column(61)];
const full = numbers;

function open(path = '/verificacao/1') {
  markVisited();
  signIn(buyer);
  return renderApp(path);
}

describe('Verificação', () => {
  it('shows the running round, the last ball and the buyer’s cards, closest to bingo first', async () => {
    const other = numbers.map((n) => n + 2); // 3 of each column's 5 drawn: 10 missing
    const fetchMock = fakeLiveApi(liveState({ drawn: full, last_number: 65, last_letter: 'E' }), [myCard(8, other), myCard(4, numbers)]);
    open();

    expect(await screen.findByRole('heading', { name: 'Rodada 2' })).toBeTruthy();
    expect(screen.getByText('Smart TV')).toBeTruthy();
    const cards = await screen.findAllByRole('article');
    expect(cards.map((c) => c.getAttribute('aria-label'))).toEqual(['Cartela #4: BINGO!', 'Cartela #8: Faltam 10']);
    expect(within(cards[0]!).getByRole('status').textContent).toContain('Todos os números desta cartela foram sorteados.');
    expect(within(cards[1]!).getByRole('cell', { name: '3, sorteado' })).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/cards?event_id=1')).toBe(true);
  });

  it('lists the round\'s stages with their prizes and shouts "QUINA!" when a row of a card is drawn (decisions.md §14)', async () => {
    const stage = (kind: 'quina' | 'cartela_cheia', prize: string, won: boolean) => ({
      kind,
      prize,
      won,
      winners: won ? [{ card_id: 4, name: 'Maria S.' }] : [],
      winners_count: won ? 1 : 0,
      near: 0,
    });
    const round = (quinaWon: boolean) => ({
      id: 9,
      number: 2,
      prize: 'Smart TV',
      type: '' as const,
      status: 'in_progress' as const,
      stages: [stage('quina', 'Cesta básica', quinaWon), stage('cartela_cheia', 'Smart TV', false)],
    });
    const state = liveState({ drawn: [1, 16, 31, 46], last_number: 46, last_letter: 'D', round: round(false) });
    fakeLiveApi(state, [myCard(4, numbers)]);
    open();
    const prizes = await screen.findByRole('list', { name: 'Prêmios da rodada' });
    expect(
      within(prizes)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Quina: Cesta básicaValendo', 'Cartela cheia: Smart TV']);
    await screen.findAllByRole('article');

    Object.assign(state, { version: 4, drawn: [1, 16, 31, 46, 61], last_number: 61, last_letter: 'E', round: round(true) });
    const banner = await screen.findByRole('alert', {}, { timeout: 3000 });
    expect(banner.textContent).toContain('QUINA! Sua cartela #4 completou uma linha. Avise a organização do evento.');
    expect(
      within(screen.getByRole('list', { name: 'Prêmios da rodada' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Quina: Cesta básicaSaiu', 'Cartela cheia: Smart TVValendo']);
  });

  it('invites a buyer without cards of the event to buy some', async () => {
    fakeLiveApi(liveState(), []);
    open();
    expect(await screen.findByText('Você não tem cartelas neste evento.')).toBeTruthy();
    // Straight to this event's cards, should several be on sale (decisions.md §6).
    expect(screen.getByRole('link', { name: 'Comprar cartelas' }).getAttribute('href')).toBe('/comprar?evento=1');
  });

  it('offers the other events open and moves to the one picked (decisions.md §6)', async () => {
    const event = (id: number, name: string, status: string) => ({
      id,
      name,
      status,
      start_date: '2026-12-20T22:00:00.000Z',
      card_price: 10,
    });
    fakeLiveApi(liveState(), [], [], [event(1, 'Bingo Beneficente', 'em_andamento'), event(9, 'Bingo de Natal', 'scheduled')]);
    const router = open();
    const switcher = (await screen.findByLabelText('Acompanhar outro evento')) as HTMLSelectElement;
    expect([...switcher.options].map((o) => o.textContent)).toEqual([expect.any(String), 'Bingo de Natal · 20/12/2026, 19:00']);
    expect(switcher.value).toBe('1');
    fireEvent.change(switcher, { target: { value: '9' } });
    expect(router.state.location.pathname).toBe('/verificacao/9');
  });

  it('offers no choice when this is the only event open', async () => {
    const only = { id: 1, name: 'Bingo Beneficente', status: 'em_andamento', start_date: '2026-12-20T22:00:00.000Z' };
    const fetchMock = fakeLiveApi(liveState(), [], [], [only]);
    open();
    await screen.findByText('Você não tem cartelas neste evento.');
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/events/open'))).toBe(true));
    // Let the answer be read and rendered before looking for what it must not show.
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(screen.queryByLabelText('Acompanhar outro evento')).toBeNull();
  });

  it('says so when the cards cannot be loaded', async () => {
    fakeLiveApi(liveState(), jsonResponse(500, { error: 'Erro interno do servidor.' }));
    open();
    // The query client retries a 5xx once before giving up.
    expect(await screen.findByText('Erro ao carregar cartelas.', undefined, { timeout: 3000 })).toBeTruthy();
  });

  it("offers to share the event's link on WhatsApp, during a round and between rounds", async () => {
    for (const state of [liveState(), liveState({ round: null, drawn: [], last_number: null, last_letter: null })]) {
      fakeLiveApi(state, []);
      open();
      const link = await screen.findByRole('link', { name: 'Enviar pelo WhatsApp' });
      const text = new URL(link.getAttribute('href')!).searchParams.get('text')!;
      expect(text).toContain(`Vem jogar o ${state.event.name} comigo!`);
      expect(text).toMatch(/ http:\/\/[^ ]+\/comprar\?evento=1$/);
      cleanup();
    }
  });

  it('shows the waiting message when no round is running', async () => {
    fakeLiveApi(liveState({ round: null, drawn: [], last_number: null, last_letter: null }));
    open();
    expect(await screen.findByText('Aguardando próximo sorteio...')).toBeTruthy();
  });

  it('shows the event’s goal filling up, during a round and between rounds, only when the organiser shows it (docs/decisions/019)', async () => {
    const goal = { target: 20000, raised: 12340 };
    fakeLiveApi(liveState({ goal }), [myCard(4, numbers)]);
    open();
    const thermometer = await screen.findByRole('region', { name: 'Meta de arrecadação' });
    expect(within(thermometer).getByRole('progressbar', { name: 'Arrecadado da meta' }).getAttribute('aria-valuetext')).toBe(
      'R$ 12.340 de R$ 20.000 — 61%',
    );
    cleanup();
    fakeLiveApi(liveState({ round: null, drawn: [], last_number: null, goal }));
    open();
    expect(await screen.findByText('R$ 12.340 de R$ 20.000 — 61%')).toBeTruthy();
    cleanup();
    fakeLiveApi(liveState({ goal: null }), [myCard(4, numbers)]);
    open();
    await screen.findAllByRole('article');
    expect(screen.queryByRole('region', { name: 'Meta de arrecadação' })).toBeNull();
  });

  it('links the public record of the running round, and between rounds of the last finished one (docs/decisions/015)', async () => {
    fakeLiveApi(liveState(), []);
    open();
    expect((await screen.findByRole('link', { name: 'Registro público da rodada 2' })).getAttribute('href')).toBe('/rodada/9/registro');
    cleanup();
    fakeLiveApi(
      liveState({ round: null, drawn: [], last_number: null, last_letter: null }),
      [],
      [finishedRound(7, 1, '2026-11-24T22:00:00.000Z')],
    );
    open();
    expect((await screen.findByRole('link', { name: 'Registro público da rodada 1' })).getAttribute('href')).toBe('/rodada/7/registro');
  });

  it("keeps the buyer's wins of the event between rounds, from the cards' won rounds", async () => {
    const winner = { ...myCard(64, numbers), won_rounds: [{ round_id: 7, number: 1 }] };
    fakeLiveApi(liveState({ round: null, drawn: [], last_number: null, last_letter: null }), [myCard(8, numbers), winner]);
    open();
    const wins = await screen.findByRole('list', { name: 'Suas cartelas premiadas' });
    expect(
      within(wins)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Sua cartela #64 ganhou a rodada 1']);
  });

  it('shows the finished message after the last round', async () => {
    fakeLiveApi(liveState({ round: null, drawn: [], last_number: null, last_letter: null, all_finished: true }));
    open();
    expect(await screen.findByText('Todos os sorteios foram finalizados.')).toBeTruthy();
  });

  it('says the event does not exist for a malformed id', async () => {
    open('/verificacao/abc');
    expect(await screen.findByText('Evento não encontrado.')).toBeTruthy();
  });

  it('keeps the last ball, the count and the best card in a bar on top, with the sound switch', async () => {
    const other = numbers.map((n) => n + 2);
    fakeLiveApi(liveState({ drawn: numbers.slice(0, 24), last_number: 64, last_letter: 'E' }), [myCard(8, other), myCard(4, numbers)]);
    open();
    const bar = await screen.findByRole('region', { name: 'Resumo do sorteio' });
    expect(bar.querySelector('.bingo-ball__number')?.textContent).toBe('64');
    expect(bar.textContent).toContain('24 de 75');
    await within(bar).findByText('Falta 1');
    const mute = within(bar).getByRole('button', { name: 'Som e vibração' });
    expect(mute.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(mute);
    expect(localStorage.getItem('live_alerts_muted')).toBe('1');
    expect(mute.getAttribute('aria-pressed')).toBe('false');
  });

  it('shows a card alone on the whole screen for the checker', async () => {
    fakeLiveApi(liveState({ drawn: full, last_number: 65, last_letter: 'E' }), [myCard(4, numbers)]);
    open();
    const [card] = await screen.findAllByRole('article');
    fireEvent.click(within(card!).getByRole('button', { name: 'Mostrar ao fiscal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bingo da Paróquia' });
    expect(within(dialog).getByText('Cartela #4')).toBeTruthy();
    expect(within(dialog).getByText('Maria')).toBeTruthy();
    expect(within(dialog).getByText('BINGO!')).toBeTruthy();
    expect(within(dialog).getByRole('cell', { name: '33, sorteado' })).toBeTruthy();
  });
});
