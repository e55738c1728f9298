import type { AppInfo, User } from '@bingo/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { routes } from '../app/router';
import { appInfoQuery } from '../lib/app-info';
import { setNavigator } from '../lib/navigation';
import { createQueryClient } from '../lib/query-client';
import { saveSession } from '../lib/session';
import { storageKeys } from '../lib/storage-keys';

export const buyer: User = {
  id: 2,
  name: 'Maria Souza',
  email: 'maria@bingo.local',
  is_admin: false,
  is_affiliate: false,
  active: true,
  code: null,
  phone: '11987654321',
  document: null,
  createdAt: '2025-01-10T12:00:00.000Z',
};

export const admin: User = { ...buyer, id: 1, name: 'Ana Admin', email: 'admin@bingo.local', is_admin: true };

export function signIn(user: User, token = 'token-de-teste') {
  saveSession({ token, user });
}

/** Most tests are about a returning visitor; the first-visit redirect has its own tests. */
export function markVisited() {
  window.localStorage.setItem(storageKeys.hasVisited, '1');
}

interface RenderAppOptions {
  /**
   * GET /app-info as already answered (default: no demo payments), so screens' tests see only
   * their own calls; null leaves it to be fetched like any other call.
   */
  appInfo?: AppInfo | null;
}

/** Renders the real route table at `path`, as the app does, with a fresh query cache. */
export function renderApp(path: string, { appInfo = { demo_payments: false } }: RenderAppOptions = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  setNavigator((to) => void router.navigate(to));
  const queryClient = createQueryClient();
  if (appInfo) queryClient.setQueryData(appInfoQuery.queryKey, appInfo);
  // In a #root, as index.html has it: the page kept for the next visit is #root's (docs/decisions/048).
  const container = document.body.appendChild(Object.assign(document.createElement('div'), { id: 'root' }));
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
    { container },
  );
  return router;
}

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** Replaces fetch; each call gets the next answer (or the last one again). */
export function mockFetch(...answers: Array<Response | (() => Response | Promise<Response>)>) {
  let index = 0;
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => {
    const answer = answers[Math.min(index++, answers.length - 1)];
    if (!answer) throw new Error('mockFetch sem respostas');
    return typeof answer === 'function' ? answer() : answer.clone();
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
