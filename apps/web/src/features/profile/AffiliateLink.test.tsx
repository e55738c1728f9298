import type { User } from '@bingo/core';
import { focusManager } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { buyer, jsonResponse, markVisited, renderApp, signIn } from '../../test/helpers';
import { callsTo, routeFetch } from '../../test/route-fetch';

const affiliate: User = { ...buyer, is_affiliate: true, code: 'MARIA7' };
// An admin removed the flag: the code is kept, but clicks on it no longer credit anyone.
const former: User = { ...affiliate, is_affiliate: false };

async function openProfile(answers: User[]) {
  let call = 0;
  const fetchMock = routeFetch({ 'GET /api/auth/me': () => jsonResponse(200, answers[Math.min(call++, answers.length - 1)]) });
  markVisited();
  signIn(answers[0]!);
  renderApp('/perfil');
  await screen.findByRole('heading', { name: buyer.name });
  return fetchMock;
}

afterEach(() => focusManager.setFocused(undefined));

describe('Perfil: the affiliate link', () => {
  it('shows a current affiliate their link', async () => {
    await openProfile([affiliate]);
    expect(screen.getByRole('heading', { name: 'Seu link de afiliado' })).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Link de afiliado' }) as HTMLInputElement).value).toBe(
      `${window.location.origin}/?ref=MARIA7`,
    );
  });

  it('hides it from a user who is no longer an affiliate, though the code is still on record', async () => {
    await openProfile([former]);
    expect(screen.queryByRole('heading', { name: 'Seu link de afiliado' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Link de afiliado' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Copiar' })).toBeNull();
  });

  it('follows the server: the link goes when the flag is removed while the page is open', async () => {
    const fetchMock = await openProfile([affiliate, former]);
    expect(screen.getByRole('textbox', { name: 'Link de afiliado' })).toBeTruthy();

    // The user comes back to the tab: the profile is asked again.
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Link de afiliado' })).toBeNull());
    expect(callsTo(fetchMock, 'GET /api/auth/me')).toHaveLength(2);
  });
});
