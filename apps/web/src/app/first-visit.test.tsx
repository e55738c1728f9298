import { visitorFollowTopHtml, type MyCard } from '@bingo/core';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { drawnPageData } from '../lib/page-snapshot';
import { admin, buyer, jsonResponse, markVisited, renderApp, signIn } from '../test/helpers';
import { myCard } from '../test/my-cards';
import { liveState } from '@bingo/core/testing';
import { routeFetch } from '../test/route-fetch';
import { drawFirstVisit, dropVisitorInvite } from './first-visit';
import { myCardsFirstVisitHtml } from './first-visit-draw';

// docs/decisions/049: on a load of Minhas Cartelas without the last visit's copy, the entry draws
// the page's top from GET /api/cards before the code arrives; React's first render must be the
// same page, or the phone would see it jump.
const card = (id: number, eventId: number, eventName: string, origem: MyCard['origem'] = 'compra') =>
  myCard({ id, event_id: eventId, event_name: eventName, origem });
const hostile = 'Bingo </script> <img src=x onerror=alert(1)> & "Paróquia"';
const PAGE = '/minhas-cartelas';

beforeEach(() => {
  markVisited();
  signIn(buyer);
});
afterEach(() => {
  delete document.documentElement.dataset.demoPayments;
});

/** Both sides serialised by the same DOM; React's generated ids (the menu's button) left out. */
function normalised(html: string): string {
  const box = document.createElement('div');
  box.innerHTML = html;
  box.querySelectorAll('[id^="react-aria"]').forEach((element) => element.removeAttribute('id'));
  return box.innerHTML;
}

/** The layout as React rendered it, cut after the first event's title: what the entry draws. */
function renderedTop(): string {
  const layout = document.querySelector('.buyer-layout')!.cloneNode(true) as HTMLElement;
  const first = layout.querySelector('main section');
  if (first) {
    first.querySelector('.my-cards-grid')?.remove();
    while (first.nextElementSibling) first.nextElementSibling.remove();
  }
  return layout.outerHTML;
}

describe("the top the entry draws (docs/decisions/049) is Minhas Cartelas' first render", () => {
  it.each<[string, MyCard[], boolean]>([
    [
      'two events, the newest first, demo banner on',
      [card(10, 1, 'Bingo de Maio'), card(11, 1, 'Bingo de Maio'), card(20, 2, hostile)],
      true,
    ],
    ['one bought card, no banner', [card(10, 1, 'Bingo de Maio')], false],
    ['paper cards only: no selection bar', [card(30, 3, 'Quermesse', 'papel')], false],
    ['no cards: the whole empty page', [], true],
  ])('%s', async (_, cards, demo) => {
    routeFetch({ 'GET /api/cards': jsonResponse(200, cards) });
    renderApp(PAGE, { appInfo: { demo_payments: demo } });
    await screen.findAllByRole('heading', { level: 2 });
    const drawn = myCardsFirstVisitHtml(cards, { demo, userName: 'Maria', path: PAGE });
    expect(normalised(drawn)).toBe(normalised(renderedTop()));
  });
});

describe('drawing Minhas Cartelas before the code, without a copy (docs/decisions/049)', () => {
  const cards = [card(20, 2, 'Bingo de Junho'), card(21, 2, 'Bingo de Junho')];

  it("asks the server for the buyer's cards with their token, draws the top, and hands the answer to the app", async () => {
    document.documentElement.dataset.demoPayments = '1';
    const fetchMock = routeFetch({ 'GET /api/cards': jsonResponse(200, cards) });
    const root = document.createElement('div');
    expect(await drawFirstVisit(root, PAGE)).toBe(true);
    const [, init] = fetchMock.mock.calls[0]!;
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer token-de-teste');
    expect(root.querySelector('h2')!.textContent).toBe('Bingo de Junho (2)');
    expect(root.querySelector('.demo-banner')).not.toBeNull();
    expect(root.querySelector('.user-name')!.textContent).toBe('Maria');
    const handed = drawnPageData(PAGE);
    expect(handed?.data).toEqual(cards);
    expect(handed!.updatedAt).toBeGreaterThan(0);
  });

  it('and the first render is the page with those cards, not a spinner, before the server answers again', async () => {
    routeFetch({ 'GET /api/cards': jsonResponse(200, cards) });
    await drawFirstVisit(document.createElement('div'), PAGE);
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => {})),
    );
    renderApp(PAGE);
    expect(await screen.findByRole('table', { name: 'Cartela #21' })).toBeTruthy();
  });

  it.each<[string, () => void]>([
    ['signed out', () => localStorage.clear()],
    ['for an admin (their pages are in the sidebar layout)', () => signIn(admin)],
    ['on another page', () => {}],
  ])('draws nothing and asks nothing %s', async (name, arrange) => {
    arrange();
    const fetchMock = routeFetch({ 'GET /api/cards': jsonResponse(200, cards) });
    const root = Object.assign(document.createElement('div'), { innerHTML: '<p>carregando</p>' });
    expect(await drawFirstVisit(root, name === 'on another page' ? '/minhas-compras' : PAGE)).toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(root.innerHTML).toBe('<p>carregando</p>');
  });

  it('draws nothing for an expired session', async () => {
    const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
    signIn(buyer, `${part({ alg: 'HS256' })}.${part({ sub: '2', exp: Date.now() / 1000 - 60 })}.x`);
    const fetchMock = routeFetch({ 'GET /api/cards': jsonResponse(200, cards) });
    expect(await drawFirstVisit(document.createElement('div'), PAGE)).toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each<[string, () => Promise<Response>]>([
    ['a refusal (401)', async () => jsonResponse(401, { error: 'Token inválido' })],
    ['an answer that is not a list', async () => jsonResponse(200, { data: cards })],
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('leaves the page to the app after %s', async (_, answer) => {
    vi.stubGlobal('fetch', vi.fn(answer));
    const root = Object.assign(document.createElement('div'), { innerHTML: '<p>carregando</p>' });
    expect(await drawFirstVisit(root, PAGE)).toBe(false);
    expect(root.innerHTML).toBe('<p>carregando</p>');
  });

  it('gives up when the server takes longer than 3 s, and the app asks for itself', async () => {
    vi.useFakeTimers();
    try {
      vi.stubGlobal(
        'fetch',
        vi.fn(
          (_: unknown, init?: RequestInit) =>
            new Promise<Response>((_, reject) => init?.signal?.addEventListener('abort', () => reject(new Error('aborted')))),
        ),
      );
      const drawing = drawFirstVisit(document.createElement('div'), PAGE);
      await vi.advanceTimersByTimeAsync(3_000);
      expect(await drawing).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("a visitor's follow page the server drew, opened by a signed-in buyer (docs/decisions/042)", () => {
  const drawnFollow = () => Object.assign(document.createElement('div'), { innerHTML: visitorFollowTopHtml(liveState({})) });

  it('loses its invitation to buy or sign in before the first paint; the round stays', () => {
    const root = drawnFollow();
    dropVisitorInvite(root);
    expect(root.querySelector('#live-visitor-title')).toBeNull();
    expect(root.querySelector('.live-summary')).not.toBeNull();
  });

  it('keeps it for a visitor', () => {
    localStorage.clear();
    const root = drawnFollow();
    dropVisitorInvite(root);
    expect(root.querySelector('#live-visitor-title')!.textContent).toBe('Quer jogar também?');
  });
});
