import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { publicShellHtml, purchaseTopHtml, visitorFollowTopHtml, type BingoEvent, type LiveState } from '@bingo/core';
import { markVisited, renderApp } from '../test/helpers';
import { resetFirstFrame } from '../lib/first-frame';
import { setTheme } from '../lib/theme';
import { matchDrawnThemeToggle } from '../lib/theme-preference';
import { liveState } from '@bingo/core/testing';

const event: BingoEvent = {
  id: 4,
  name: 'Bingo </script> <img src=x onerror=alert(1)> & "Paróquia"',
  start_date: '2025-06-01T22:30:00.000Z',
  rounds_count: 3,
  status: 'em_andamento',
  card_price: 12.5,
  meta_arrecadacao: null,
  meta_visivel: false,
};

afterEach(() => {
  document.getElementById('first-frame')?.remove();
  resetFirstFrame();
});

/** The layout as rendered, cut after the page's header: what the server's first paint draws. */
function renderedTop(): string {
  const layout = document.querySelector('.public-layout')!.cloneNode(true) as HTMLElement;
  const page = layout.querySelector('.public-column > *')!;
  while (page.lastElementChild && page.lastElementChild.tagName !== 'HEADER') page.lastElementChild.remove();
  return layout.outerHTML;
}

/** The follow page as rendered, cut after the visitor's invitation: what the server's first paint draws. */
function renderedFollowTop(): string {
  const layout = document.querySelector('.public-layout')!.cloneNode(true) as HTMLElement;
  const blocks = layout.querySelector('.live-verification > .d-grid')!;
  while (blocks.lastElementChild && blocks.lastElementChild.getAttribute('aria-labelledby') !== 'live-visitor-title')
    blocks.lastElementChild.remove();
  return layout.outerHTML;
}

/** The page as the server sends it: the first frame's JSON in the body, read once. */
function firstFrameInPage(frame: unknown) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'first-frame';
  script.textContent = JSON.stringify(frame);
  document.body.append(script);
  resetFirstFrame();
  // No answer ever: the screen draws from the page alone, its stream still connecting.
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise<Response>(() => {})),
  );
}

/** Both sides serialised by the same DOM, so attribute order and void elements compare fairly. */
function normalised(html: string): string {
  const box = document.createElement('div');
  box.innerHTML = html;
  return box.innerHTML;
}

describe('the first paint the server writes into #root (docs/decisions/041)', () => {
  it.each([true, false])("is /comprar's first render for a visitor, demo banner %s: React's replacing it moves nothing", async (demo) => {
    markVisited();
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = 'first-frame';
    script.textContent = JSON.stringify({ open_events: [event] });
    document.body.append(script);
    resetFirstFrame();
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => {})),
    );
    renderApp('/comprar', { appInfo: { demo_payments: demo } });
    await screen.findAllByText('R$ 12,50');
    expect(normalised(publicShellHtml(purchaseTopHtml(event), demo))).toBe(normalised(renderedTop()));
  });

  it("is /comprar's first render in the dark theme too, once the entry has turned the drawn switch", async () => {
    markVisited();
    setTheme('dark');
    onTestFinished(() => setTheme('light'));
    firstFrameInPage({ open_events: [event] });
    renderApp('/comprar', { appInfo: { demo_payments: false } });
    await screen.findAllByText('R$ 12,50');
    const drawn = document.createElement('div');
    drawn.innerHTML = publicShellHtml(purchaseTopHtml(event), false);
    matchDrawnThemeToggle(drawn, 'dark');
    expect(normalised(drawn.innerHTML)).toBe(normalised(renderedTop()));
    expect(drawn.querySelector('button')!.title).toBe('Modo claro');
  });
});

const stages: LiveState['round'] = {
  id: 9,
  number: 3,
  prize: 'Quina: Cesta; Cartela cheia: TV',
  type: '',
  status: 'in_progress',
  stages: [
    { kind: 'quina', prize: 'Cesta <b>básica</b>', won: true, winners: [], winners_count: 1, near: 0 },
    { kind: 'cartela_cheia', prize: 'Smart TV & "som"', won: false, winners: [], winners_count: 0, near: 2 },
  ],
};

describe("the first paint of a visitor's /verificacao/{id} (docs/decisions/042)", () => {
  const name = 'Bingo </script> <img src=x onerror=alert(1)> & "Paróquia"';
  it.each<[string, Partial<LiveState>]>([
    ['a running round of one prize', { event: { id: 4, name, status: 'em_andamento' } }],
    [
      'a round of two stages, the quina won, with an Acumulado',
      {
        event: { id: 4, name, status: 'em_andamento' },
        round: stages,
        drawn: [5, 19, 33, 48, 61, 70],
        last_number: 70,
        acumulado: { value: 2000, ball_limit: 45, balls_left: 39, won: false },
      },
    ],
    ['a round before its first ball, without a prize', { round: { ...stages!, prize: '', stages: [] }, drawn: [], last_number: null }],
    ['between rounds', { round: null, drawn: [], last_number: null }],
    ['after the last round', { round: null, all_finished: true, event: { id: 4, name, status: 'finalizado' } }],
  ])('is the first render for %s, demo banner on: React replacing it moves nothing', async (_, patch) => {
    markVisited();
    const state = liveState(patch);
    firstFrameInPage({ live: state });
    renderApp(`/verificacao/${state.event.id}`, { appInfo: { demo_payments: true } });
    await screen.findByRole('heading', { name: 'Quer jogar também?' });
    expect(normalised(publicShellHtml(visitorFollowTopHtml(state), true))).toBe(normalised(renderedFollowTop()));
  });
});
