import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { admin, markVisited, renderApp, signIn } from '../../../test/helpers';
import { fakeLiveApi, finishedRound, liveState, roundRecordOf } from '../live-test-data';
import { HISTORY_DEBOUNCE_MS } from '../../../components/color/use-color-history';

// The real picker draws on canvases jsdom lacks; its contract here is value in, onChange out.
vi.mock('../../../components/color/ColorPickerPanel', () => ({
  default: ({ value, onChange }: { value: string; onChange: (v: string) => void }) => (
    <input aria-label="Cor" value={value} onChange={(e) => onChange(e.target.value)} />
  ),
}));

function open() {
  markVisited();
  signIn(admin);
  return renderApp('/admin/telao/1');
}

const sponsors = [
  { id: 1, name: 'Padaria', logo_url: '/uploads/padaria.png' },
  { id: 2, name: 'Mercado', logo_url: null },
  { id: 3, name: 'Farmácia', logo_url: '/uploads/farmacia.png' },
];

describe('Telão', () => {
  it('shows the event, the round, the last ball and its sponsors in two halves', async () => {
    fakeLiveApi(liveState({ sponsors }));
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Bingo da Paróquia' })).toBeTruthy();
    expect(screen.getByText('Em andamento')).toBeTruthy();
    expect(screen.getByText('Rodada 2')).toBeTruthy();
    expect(screen.getByText('Smart TV')).toBeTruthy();
    const stage = screen.getByRole('region', { name: 'Último número sorteado' });
    expect(stage.querySelector('.bingo-ball__number')?.textContent).toBe('19');
    const [left, right] = within(stage).getAllByRole('list');
    expect(within(left!).getByRole('img', { name: 'Padaria' }).getAttribute('src')).toBe('/api/uploads/padaria.png');
    expect(within(left!).getByText('Mercado')).toBeTruthy(); // no logo: the name
    expect(within(right!).getByRole('img', { name: 'Farmácia' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: '5, sorteado' })).toBeTruthy();
  });

  it('shows a dash when the round has no prize, and nothing beside the ball without sponsors', async () => {
    fakeLiveApi(liveState({ round: { id: 9, number: 4, prize: '', type: '', status: 'in_progress', stages: [] } }));
    open();
    expect(await screen.findByText('—')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Último número sorteado' })).queryAllByRole('listitem')).toHaveLength(0);
  });

  it('shows the waiting message between rounds', async () => {
    fakeLiveApi(liveState({ round: null, drawn: [], last_number: null }));
    open();
    expect(await screen.findByText('Aguardando próximo sorteio...')).toBeTruthy();
  });

  it('thanks the audience once every round is over', async () => {
    fakeLiveApi(liveState({ round: null, drawn: [], last_number: null, all_finished: true }));
    open();
    expect(await screen.findByText('Todos os sorteios foram finalizados. Obrigado por participar!')).toBeTruthy();
  });

  it('points the hall at the public record of the round just finished, with its address written out (docs/decisions/015)', async () => {
    const rounds = [finishedRound(7, 1, '2026-11-24T22:00:00.000Z'), finishedRound(8, 2, '2026-11-24T23:00:00.000Z')];
    fakeLiveApi(liveState({ round: null, drawn: [], last_number: null }), [], rounds);
    open();
    const link = await screen.findByRole('link', { name: 'Registro público da rodada 2' });
    expect(link.getAttribute('href')).toBe('/rodada/8/registro');
    expect(screen.getByText(`${window.location.origin}/rodada/8/registro`)).toBeTruthy();
  });

  it("names the last finished round's winners between rounds, as its public record does", async () => {
    const rounds = [finishedRound(7, 1, '2026-11-24T22:00:00.000Z'), finishedRound(8, 2, '2026-11-24T23:00:00.000Z')];
    const records = {
      7: roundRecordOf({ id: 7, number: 1 }, [{ card_id: 12, name: 'João P.' }]),
      8: roundRecordOf({ id: 8, number: 2 }, [
        { card_id: 64, name: 'Maria S.' },
        { card_id: 70, name: 'Ana C.' },
      ]),
    };
    fakeLiveApi(liveState({ round: null, drawn: [], last_number: null }), [], rounds, [], records);
    open();
    expect(await screen.findByText('Rodada 2 — vencedores: cartela #64 (Maria S.), cartela #70 (Ana C.)')).toBeTruthy();
    expect(screen.queryByText(/João/)).toBeNull();
  });

  it('opens the colour dialog with Enter; a colour applies at once, is kept, and the defaults come back', async () => {
    fakeLiveApi(liveState());
    open();
    await screen.findByRole('heading', { level: 1 });
    fireEvent.keyDown(document.body, { key: 'Enter' });
    const dialog = await screen.findByRole('dialog', { name: 'Cores do telão' });
    expect(within(dialog).getAllByRole('radio')).toHaveLength(8);
    fireEvent.click(within(dialog).getByLabelText('Fundo'));
    const picker = await within(dialog).findByLabelText('Cor');

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      fireEvent.change(picker, { target: { value: 'rgba(10, 20, 30, 1)' } });
      const main = document.querySelector<HTMLElement>('.big-screen')!;
      expect(main.style.getPropertyValue('--big-bg')).toBe('rgba(10, 20, 30, 1)');
      expect(JSON.parse(localStorage.getItem('big_screen_colors')!).background).toBe('rgba(10, 20, 30, 1)');
      expect(localStorage.getItem('big_screen_color_history')).toBeNull(); // not before 500 ms
      await act(() => vi.advanceTimersByTimeAsync(HISTORY_DEBOUNCE_MS));
      expect(JSON.parse(localStorage.getItem('big_screen_color_history')!)).toEqual(['rgba(10, 20, 30, 1)']);

      fireEvent.click(within(dialog).getByRole('button', { name: 'Restaurar padrões' }));
      expect(main.style.getPropertyValue('--big-bg')).toBe('#4e799b');
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows how far the round is, the last five balls newest first, and a QR code to follow on the phone', async () => {
    fakeLiveApi(liveState({ drawn: [5, 19, 33, 47, 61, 72], last_number: 72 }));
    open();
    const progress = await screen.findByRole('region', { name: 'Andamento da rodada' });
    expect(progress.querySelector('.big-screen__count')?.textContent).toBe('6 de 75');
    const recent = within(within(progress).getByRole('list', { name: 'Últimas bolas' })).getAllByRole('listitem');
    expect(recent.map((li) => li.querySelector('.bingo-ball__number')?.textContent)).toEqual(['72', '61', '47', '33', '19']);
    expect(screen.getByRole('img', { name: 'Código QR: http://localhost:3000/verificacao/1' })).toBeTruthy();
    expect(screen.getByText('Acompanhe no celular')).toBeTruthy();
  });

  it('keeps the QR code between rounds, without a count', async () => {
    fakeLiveApi(liveState({ round: null, drawn: [], last_number: null }));
    open();
    expect(await screen.findByText('Acompanhe no celular')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Andamento da rodada' })).toBeNull();
  });

  it("shows the event page's QR between rounds and at the end of the night, never while a round runs (decisions.md §15)", async () => {
    const qr = { name: 'Código QR: http://localhost:3000/evento/1' };
    fakeLiveApi(liveState({ round: null, drawn: [], last_number: null }));
    open();
    expect(await screen.findByRole('img', qr)).toBeTruthy();
    expect(screen.getByText('Resultados, regulamento e prestação de contas')).toBeTruthy();
    cleanup();

    fakeLiveApi(liveState({ round: null, drawn: [], last_number: null, all_finished: true }));
    open();
    expect(await screen.findByRole('img', qr)).toBeTruthy();
    cleanup();

    fakeLiveApi(liveState({ drawn: [5, 19], last_number: 19 }));
    open();
    await screen.findByRole('region', { name: 'Andamento da rodada' });
    expect(screen.queryByRole('img', qr)).toBeNull();
  });

  it('switches the voice on in the Enter dialog and keeps it, with the least time of each ball', async () => {
    const ptBr = { lang: 'pt-BR', name: 'Luciana' };
    vi.stubGlobal('speechSynthesis', { speak: vi.fn(), cancel: vi.fn(), getVoices: () => [ptBr] });
    vi.stubGlobal('SpeechSynthesisUtterance', class {});
    fakeLiveApi(liveState());
    open();
    await screen.findByRole('heading', { level: 1 });
    fireEvent.keyDown(document.body, { key: 'Enter' });
    const dialog = await screen.findByRole('dialog', { name: 'Cores do telão' });
    const voice = within(dialog).getByRole('checkbox', { name: 'Anunciar as bolas em voz alta' });
    expect(voice).toHaveProperty('checked', false);
    fireEvent.click(voice);
    expect(localStorage.getItem('big_screen_voice')).toBe('1');
    const seconds = within(dialog).getByRole('spinbutton', { name: 'Tempo mínimo de cada bola no telão (segundos)' });
    expect(seconds).toHaveProperty('value', '3');
    fireEvent.change(seconds, { target: { value: '5' } });
    expect(localStorage.getItem('big_screen_ball_seconds')).toBe('5');
    expect(screen.queryByText(/Voz em português não encontrada/)).toBeNull();
  });

  it('has a voice button on the screen itself, and tells when the machine has no Portuguese voice', async () => {
    vi.stubGlobal('speechSynthesis', { speak: vi.fn(), cancel: vi.fn(), getVoices: () => [{ lang: 'en-US', name: 'David' }] });
    vi.stubGlobal('SpeechSynthesisUtterance', class {});
    fakeLiveApi(liveState());
    open();
    await screen.findByRole('heading', { level: 1 });
    fireEvent.click(screen.getByRole('button', { name: 'Voz desligada' }));
    expect(screen.getByRole('button', { name: 'Voz ligada' })).toHaveProperty('ariaPressed', 'true');
    expect(localStorage.getItem('big_screen_voice')).toBe('1');
    expect(screen.getByText('Voz em português não encontrada neste computador: tocando só o sinal.')).toBeTruthy();
  });

  it('takes over the screen with "BINGO!" when a card completes, and not for a winner it found on opening', async () => {
    const state = liveState({ winners: [{ card_id: 12, name: 'João P.' }], near_winners: 3 });
    fakeLiveApi(state);
    open();
    const progress = await screen.findByRole('region', { name: 'Andamento da rodada' });
    expect(within(progress).getByText('3 cartelas a 1 número')).toBeTruthy();
    expect(screen.queryByText('BINGO!')).toBeNull(); // João had won before the telão opened

    Object.assign(state, { version: 4, drawn: [5, 19, 40], last_number: 40, near_winners: 2 });
    state.winners = [...state.winners, { card_id: 66, name: 'Maria S.' }];
    const takeover = await screen.findByRole('alert', {}, { timeout: 3000 });
    expect(takeover.textContent).toContain('BINGO!');
    expect(within(takeover).getByText('Cartela #66 — Maria S.')).toBeTruthy();
    expect(within(takeover).queryByText(/João/)).toBeNull();
  });

  it('names the stage now played with its prize, counts the cards a number from the quina, and shouts "QUINA!" (decisions.md §14)', async () => {
    const stage = (kind: 'quina' | 'cartela_cheia', prize: string, winners: { card_id: number; name: string }[], near: number) => ({
      kind,
      prize,
      won: winners.length > 0,
      winners,
      winners_count: winners.length,
      near,
    });
    const round = (quina: { card_id: number; name: string }[], near: number) => ({
      id: 9,
      number: 2,
      prize: 'Smart TV',
      type: '' as const,
      status: 'in_progress' as const,
      stages: [
        stage('quina', 'Cesta básica', quina, quina.length ? 0 : near),
        stage('cartela_cheia', 'Smart TV', [], quina.length ? near : 0),
      ],
    });
    const state = liveState({ round: round([], 3), near_winners: 0 });
    fakeLiveApi(state);
    open();
    expect(await screen.findByText('Quina — Prêmio: Cesta básica')).toBeTruthy();
    const progress = screen.getByRole('region', { name: 'Andamento da rodada' });
    expect(within(progress).getByText('3 cartelas a 1 número da quina')).toBeTruthy();

    Object.assign(state, {
      version: 4,
      drawn: [5, 19, 40],
      last_number: 40,
      near_winners: 1,
      round: round([{ card_id: 8, name: 'Ana V.' }], 1),
    });
    const takeover = await screen.findByRole('alert', {}, { timeout: 3000 });
    expect(takeover.textContent).toContain('QUINA!');
    expect(within(takeover).getByText('Cartela #8 — Ana V.')).toBeTruthy();
    expect(screen.getByText('Cartela cheia — Prêmio: Smart TV')).toBeTruthy();
    expect(within(progress).getByText('1 cartela a 1 número')).toBeTruthy();
  });

  it("between rounds shows the next round with its prize and the night's sponsors", async () => {
    fakeLiveApi(
      liveState({
        round: null,
        drawn: [],
        last_number: null,
        next_round: { number: 3, prize: 'Geladeira' },
        event_sponsors: [
          { id: 1, name: 'Padaria', logo_url: '/uploads/padaria.png' },
          { id: 2, name: 'Mercado', logo_url: null },
        ],
      }),
    );
    open();
    expect(await screen.findByText('Aguardando próximo sorteio...')).toBeTruthy();
    expect(screen.getByText('Rodada 3')).toBeTruthy();
    expect(screen.getByText('Geladeira')).toBeTruthy();
    const sponsorsList = screen.getByRole('region', { name: 'Nossos patrocinadores' });
    expect(within(sponsorsList).getByRole('img', { name: 'Padaria' }).getAttribute('src')).toBe('/api/uploads/padaria.png');
    expect(within(sponsorsList).getByText('Mercado')).toBeTruthy();
  });

  it('thanks the sponsors after the last round', async () => {
    fakeLiveApi(
      liveState({
        round: null,
        drawn: [],
        last_number: null,
        all_finished: true,
        event_sponsors: [{ id: 1, name: 'Padaria', logo_url: null }],
      }),
    );
    open();
    expect(await screen.findByRole('region', { name: 'Obrigado aos nossos patrocinadores' })).toBeTruthy();
  });
});
