import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { publicShellHtml, purchaseTopHtml, type BingoEvent } from '@bingo/core';
import { markVisited, renderApp } from '../test/helpers';
import { resetFirstFrame } from '../lib/first-frame';

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
});
