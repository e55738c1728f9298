import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyPage } from './lazy-page';

function Screen() {
  return <p>Minhas Cartelas</p>;
}

describe('lazyPage (docs/decisions/041)', () => {
  it('draws a preloaded screen in the first render, never its fallback, so the page the server drew is replaced by the page itself', async () => {
    const Page = lazyPage(() => Promise.resolve({ Screen }), 'Screen');
    await Page.preload();
    render(
      <Suspense fallback={<p>Carregando...</p>}>
        <Page />
      </Suspense>,
    );
    // Synchronously after render: no fallback in between.
    expect(screen.queryByText('Carregando...')).toBeNull();
    expect(screen.getByText('Minhas Cartelas')).toBeTruthy();
  });

  it('suspends on a screen not loaded yet, as React.lazy does', async () => {
    const Page = lazyPage(() => Promise.resolve({ Screen }), 'Screen');
    render(
      <Suspense fallback={<p>Carregando...</p>}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByText('Carregando...')).toBeTruthy();
    expect(await screen.findByText('Minhas Cartelas')).toBeTruthy();
  });
});
