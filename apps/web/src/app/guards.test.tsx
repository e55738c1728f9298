import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { admin, buyer, markVisited, renderApp, signIn } from '../test/helpers';

describe('route guards (spec §2)', () => {
  it('sends an anonymous visitor of a login-required route to /login', async () => {
    markVisited();
    const router = renderApp('/minhas-cartelas');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByRole('heading', { name: 'Entrar' })).toBeTruthy();
  });

  it('sends an anonymous visitor of an admin route to /login', async () => {
    markVisited();
    const router = renderApp('/admin/usuarios');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('sends a signed-in non-admin away from admin routes to /dashboard', async () => {
    markVisited();
    signIn(buyer);
    const router = renderApp('/admin/eventos');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(await screen.findByRole('heading', { name: 'Olá, Maria!' })).toBeTruthy();
  });

  it('lets an admin into admin routes, inside the admin layout', async () => {
    markVisited();
    signIn(admin);
    const router = renderApp('/admin/eventos');
    expect(await screen.findByRole('heading', { name: 'Eventos' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Administração' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin/eventos');
  });

  it('keeps public routes open to anonymous visitors', async () => {
    markVisited();
    const router = renderApp('/perfil');
    expect(await screen.findByRole('heading', { name: 'Meu Perfil' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/perfil');
  });
});
