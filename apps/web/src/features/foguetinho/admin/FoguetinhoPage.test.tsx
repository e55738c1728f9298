import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { admin, markVisited, renderApp, signIn } from '../../../test/helpers';
import { routeFetch } from '../../../test/route-fetch';
import { FOGUETINHO } from '../foguetinho-texts';

// The real picker draws on canvases jsdom lacks; its contract here is value in, onChange out.
vi.mock('../../../components/color/ColorPickerPanel', () => ({
  default: ({ value, onChange }: { value: string; onChange: (v: string) => void }) => (
    <input aria-label="Cor" value={value} onChange={(e) => onChange(e.target.value)} />
  ),
}));

async function open() {
  markVisited();
  signIn(admin);
  routeFetch({});
  renderApp('/admin/foguetinho');
  return screen.findByRole('button', { name: /Sortear Número/ });
}

describe('Foguetinho', () => {
  afterEach(() => vi.useRealTimers());

  it('spins about 10 s through numbers, lands on one from 1 to 50, then explodes for 1.2 s', async () => {
    const button = await open();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    fireEvent.click(button);
    expect(screen.getByRole('button', { name: /Sorteando/ })).toHaveProperty('disabled', true);
    await act(async () => vi.advanceTimersByTime(FOGUETINHO.spinMs - 500));
    expect(screen.getByRole('status').textContent).toBe('Sorteando...');
    await act(async () => vi.advanceTimersByTime(1_000));
    const announced = /^Número sorteado: (\d+)$/.exec(screen.getByRole('status').textContent ?? '');
    expect(Number(announced?.[1])).toBeGreaterThanOrEqual(1);
    expect(Number(announced?.[1])).toBeLessThanOrEqual(50);
    expect(document.querySelector('.foguetinho__explosion')).not.toBeNull();
    await act(async () => vi.advanceTimersByTime(FOGUETINHO.explosionMs));
    expect(document.querySelector('.foguetinho__explosion')).toBeNull();
    expect(screen.getByRole('button', { name: /Sortear Número/ })).toHaveProperty('disabled', false);
  });

  it('opens the theme-colour dialog with Enter; a colour applies at once and is kept', async () => {
    await open();
    fireEvent.keyDown(document.body, { key: 'Enter' });
    expect(await screen.findByRole('dialog', { name: 'Cores do Foguetinho' })).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Número'));
    fireEvent.change(await screen.findByLabelText('Cor'), { target: { value: '#00ff00' } });
    const section = document.querySelector<HTMLElement>('.foguetinho')!;
    expect(section.style.getPropertyValue('--fog-number')).toBe('#00ff00');
    expect(JSON.parse(localStorage.getItem('foguetinho_colors')!).number).toBe('#00ff00');
  });

  it('fills the projector without the admin sidebar or "Sair" (issue 16.4), with a way back', async () => {
    await open();
    expect(screen.queryByRole('button', { name: /Sair/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Patrocinadores' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Voltar' }).getAttribute('href')).toBe('/admin/eventos');
  });
});
