import { msg, type User } from '@bingo/core';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { admin, buyer, jsonResponse, markVisited, renderApp, signIn } from '../test/helpers';
import { callsTo, routeFetch } from '../test/route-fetch';

const BANNER = msg.demoPaymentsBanner;

function open(path: string, who: User | null, demo: boolean | Response) {
  markVisited();
  if (who) signIn(who);
  const fetchMock = routeFetch({
    'GET /api/app-info': demo instanceof Response ? demo : jsonResponse(200, { demo_payments: demo }),
    'GET /api/auth/me': jsonResponse(200, who),
  });
  // app-info as the app gets it: asked by the layout, not already in the cache.
  renderApp(path, { appInfo: null });
  return fetchMock;
}

describe('Demo payments banner', () => {
  it.each([
    ['/login', 'public layout', null],
    ['/comprar', 'signed out', null],
    ['/comprar', 'buyer layout', buyer],
    ['/perfil', 'buyer layout', buyer],
    ['/admin/eventos', 'admin layout', admin],
    ['/admin/telao/1', 'telão', admin],
  ] as const)('shows on %s (%s) when demo_payments is true', async (path, _layout, who) => {
    const fetchMock = open(path, who, true);
    const banner = await screen.findByText(BANNER);
    expect(banner.closest('[role="status"]')).toBeTruthy();
    expect(screen.getAllByText(BANNER)).toHaveLength(1);
    expect(callsTo(fetchMock, 'GET /api/app-info')).toHaveLength(1);
  });

  it('uses the small overlay tag on the telão, the full-width strip elsewhere', async () => {
    open('/admin/telao/1', admin, true);
    expect((await screen.findByText(BANNER)).closest('.demo-banner--overlay')).toBeTruthy();
  });

  it('is in the first frame when the server marked the page, without asking /api/app-info', async () => {
    document.documentElement.dataset.demoPayments = '1';
    try {
      const fetchMock = open('/login', null, false);
      await screen.findByRole('heading', { name: 'Entrar' });
      expect(screen.getByText(BANNER)).toBeTruthy();
      expect(callsTo(fetchMock, 'GET /api/app-info')).toHaveLength(0);
    } finally {
      delete document.documentElement.dataset.demoPayments;
    }
  });

  it('is absent when demo_payments is false', async () => {
    const fetchMock = open('/login', null, false);
    await screen.findByRole('heading', { name: 'Entrar' });
    await waitFor(() => expect(callsTo(fetchMock, 'GET /api/app-info')).toHaveLength(1));
    // Give the answer time to render, had it said otherwise.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(BANNER)).toBeNull();
  });

  it('is absent, without a toast, when app-info cannot be read', async () => {
    const fetchMock = open('/admin/eventos', admin, jsonResponse(500, { error: msg.internal }));
    await screen.findByRole('heading', { name: 'Eventos' });
    await waitFor(() => expect(callsTo(fetchMock, 'GET /api/app-info').length).toBeGreaterThan(0));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(BANNER)).toBeNull();
    expect(screen.queryByText(msg.internal)).toBeNull();
  });
});
