import { act, fireEvent, screen } from '@testing-library/react';
import { toast } from 'react-toastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { admin, jsonResponse, markVisited, renderApp, signIn } from '../../../test/helpers';
import { callsTo, routeFetch } from '../../../test/route-fetch';
import { FOGUETINHO } from '../foguetinho-texts';

const event = {
  id: 4,
  name: 'Bingo de Julho',
  start_date: '2026-07-20T22:00:00.000Z',
  rounds_count: 2,
  status: 'em_andamento',
  card_price: 10,
  meta_arrecadacao: null,
  meta_visivel: false,
};
const spin = (number: number, min = 1, max = 50) => ({ id: 9, number, min, max, at: '2026-07-20T23:10:00.000Z', by: 'Ana A.' });

// The real picker draws on canvases jsdom lacks; its contract here is value in, onChange out.
vi.mock('../../../components/color/ColorPickerPanel', () => ({
  default: ({ value, onChange }: { value: string; onChange: (v: string) => void }) => (
    <input aria-label="Cor" value={value} onChange={(e) => onChange(e.target.value)} />
  ),
}));

/** The page with the active event; the server answers each spin with `answer` (decisions.md §15). */
async function open(answer: (body: { min: number; max: number }) => Response = (b) => jsonResponse(201, spin(37, b.min, b.max))) {
  markVisited();
  signIn(admin);
  const spins: object[] = [];
  const fetchMock = routeFetch({
    'GET /api/events/active': jsonResponse(200, event),
    'GET /api/events/4/foguetinho': () => jsonResponse(200, spins),
    'POST /api/events/4/foguetinho': ({ body }) => {
      const res = answer(body as { min: number; max: number });
      if (res.ok) spins.push(spin(37));
      return res;
    },
  });
  renderApp('/admin/foguetinho');
  const button = await screen.findByRole('button', { name: /Sortear Número/ });
  await vi.waitFor(() => expect(button).toHaveProperty('disabled', false));
  return { button, fetchMock };
}

describe('Foguetinho', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('asks the server for the number when the spin starts, spins about 10 s, lands on that number, then explodes for 1.2 s', async () => {
    const { button, fetchMock } = await open();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    fireEvent.click(button);
    await act(async () => vi.advanceTimersByTime(0));
    expect(callsTo(fetchMock, 'POST /api/events/4/foguetinho')).toEqual([{ min: 1, max: 50 }]);
    expect(screen.getByRole('button', { name: /Sorteando/ })).toHaveProperty('disabled', true);
    await act(async () => vi.advanceTimersByTime(FOGUETINHO.spinMs - 500));
    expect(screen.getByRole('status').textContent).toBe('Sorteando...');
    // The night's list does not tell the number before the rocket does.
    expect(screen.queryByText(/37 \(de 1 a 50\)/)).toBeNull();
    await act(async () => vi.advanceTimersByTime(1_000));
    expect(screen.getByRole('status').textContent).toBe('Número sorteado: 37');
    expect(document.querySelector('.foguetinho__explosion')).not.toBeNull();
    await act(async () => vi.advanceTimersByTime(FOGUETINHO.explosionMs));
    expect(document.querySelector('.foguetinho__explosion')).toBeNull();
    expect(screen.getByRole('button', { name: /Sortear Número/ })).toHaveProperty('disabled', false);
    vi.useRealTimers();
    expect(await screen.findByText(/37 \(de 1 a 50\)/)).toBeTruthy();
  });

  it('draws within the range typed, and refuses a range that is not one in pt-BR', async () => {
    const { button, fetchMock } = await open((b) => jsonResponse(201, spin(8, b.min, b.max)));
    fireEvent.change(screen.getByLabelText('De'), { target: { value: '20' } });
    fireEvent.change(screen.getByLabelText('Até'), { target: { value: '5' } });
    expect((await screen.findByRole('alert')).textContent).toBe('O número inicial deve ser menor que o final.');
    expect(button).toHaveProperty('disabled', true);
    fireEvent.change(screen.getByLabelText('De'), { target: { value: '5' } });
    fireEvent.change(screen.getByLabelText('Até'), { target: { value: '10' } });
    await vi.waitFor(() => expect(button).toHaveProperty('disabled', false));
    fireEvent.click(button);
    await vi.waitFor(() => expect(callsTo(fetchMock, 'POST /api/events/4/foguetinho')).toEqual([{ min: 5, max: 10 }]));
  });

  it('goes back to the start, showing no number, when the server cannot draw', async () => {
    const toastError = vi.spyOn(toast, 'error');
    const { button } = await open(() => jsonResponse(404, { error: 'Evento não encontrado.' }));
    fireEvent.click(button);
    await vi.waitFor(() => expect(screen.getByRole('button', { name: /Sortear Número/ })).toHaveProperty('disabled', false));
    expect(document.querySelector('.foguetinho__number')).toBeNull();
    expect(toastError).toHaveBeenCalledWith('Evento não encontrado.', expect.anything());
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

  it('fills the projector without the admin sidebar or "Sair" (docs/decisions/016), with a way back', async () => {
    await open();
    expect(screen.queryByRole('button', { name: /Sair/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Patrocinadores' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Voltar' }).getAttribute('href')).toBe('/admin/eventos');
  });
});
