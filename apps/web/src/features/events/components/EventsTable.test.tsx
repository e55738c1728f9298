import type { BingoEvent } from '@bingo/core';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { EventsTable } from './EventsTable';

const base: BingoEvent = {
  id: 1,
  name: '',
  start_date: '2025-06-01T22:30:00.000Z',
  rounds_count: 3,
  status: 'scheduled',
  card_price: 10,
  meta_arrecadacao: null,
  meta_visivel: false,
};
const events: BingoEvent[] = [
  { ...base, id: 1, name: 'Agendado', status: 'scheduled' },
  { ...base, id: 2, name: 'Rodando', status: 'em_andamento' },
  { ...base, id: 3, name: 'Encerrado', status: 'finalizado' },
];

function row(name: string) {
  return within(screen.getByRole('rowheader', { name }).closest('tr')!);
}

describe('EventsTable', () => {
  it('shows Iniciar only while scheduled and Finalizar only while em_andamento (spec §2)', () => {
    const noop = () => {};
    render(
      <MemoryRouter>
        <EventsTable events={events} onEdit={noop} onDelete={noop} onStatus={noop} onReopen={noop} statusPendingId={null} />
      </MemoryRouter>,
    );

    expect(row('Agendado').queryByRole('button', { name: /^Iniciar/ })).toBeTruthy();
    expect(row('Agendado').queryByRole('button', { name: /^Finalizar/ })).toBeNull();
    expect(row('Rodando').queryByRole('button', { name: /^Iniciar/ })).toBeNull();
    expect(row('Rodando').queryByRole('button', { name: /^Finalizar/ })).toBeTruthy();
    expect(row('Encerrado').queryByRole('button', { name: /^(Iniciar|Finalizar)/ })).toBeNull();
    // A finished event is reopened only through "Reabrir", which asks why (decisions.md §14).
    expect(row('Encerrado').queryByRole('button', { name: 'Reabrir Encerrado' })).toBeTruthy();
    expect(row('Rodando').queryByRole('button', { name: /^Reabrir/ })).toBeNull();
  });

  it('shows the start date in pt-BR, São Paulo time, and the status badge', () => {
    const noop = () => {};
    render(
      <MemoryRouter>
        <EventsTable events={events.slice(0, 1)} onEdit={noop} onDelete={noop} onStatus={noop} onReopen={noop} statusPendingId={null} />
      </MemoryRouter>,
    );
    expect(row('Agendado').getByText('01/06/2025, 19:30')).toBeTruthy();
    expect(row('Agendado').getByText('Agendado', { selector: '.badge' }).className).toContain('text-bg-dark');
  });

  it("links each event's public page, the address the organiser shares (decisions.md §15)", () => {
    const noop = () => {};
    render(
      <MemoryRouter>
        <EventsTable events={events.slice(0, 1)} onEdit={noop} onDelete={noop} onStatus={noop} onReopen={noop} statusPendingId={null} />
      </MemoryRouter>,
    );
    const link = row('Agendado').getByRole('link', { name: 'Página pública de Agendado' });
    expect(link.getAttribute('href')).toBe(`/evento/${events[0]!.id}`);
  });
});
