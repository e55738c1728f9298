import { api } from './api';
import { liveFixture } from './provided';

export interface Round {
  id: number;
  number: number;
}

/** The admin reopens the fixture's event (kept closed for the other specs), then creates and starts a round in it. */
export async function startRound(token: string, prize: string): Promise<Round> {
  const { eventId } = liveFixture();
  await api('PATCH', `/events/${eventId}/status`, { status: 'scheduled', reason: 'Mais uma rodada da noite de teste' }, token);
  const round = await api<Round>('POST', `/events/${eventId}/rounds`, { prize }, token);
  await api('POST', `/rounds/${round.id}/start`, undefined, token);
  return round;
}

/** Leaves no active event behind for the specs that run after this one. */
export async function closeEvent(token: string, round: Round): Promise<void> {
  await api('POST', `/rounds/${round.id}/finish`, undefined, token).catch(() => {});
  await api('PATCH', `/events/${liveFixture().eventId}/status`, { status: 'finalizado' }, token);
}

/** A results tab of the round panel by its label: for the running round it adds a count ("Vencedores 2"). */
export const resultsTab = (label: string): RegExp => new RegExp(`^${label}( \\d+)?$`);
