import { letterOf, type LiveState } from '@bingo/core';
import type { EventStatus, Round } from '@bingo/core';
import { uploadUrl } from '../lib/uploads';
import type { LiveRepository } from './live-repository';

/** Builds an event's live state from the database (only when its version changed). */
export async function loadLiveState(repo: LiveRepository, eventId: number): Promise<LiveState | null> {
  const event = await repo.event(eventId);
  if (!event) return null;
  const rounds = await repo.rounds(eventId);
  const running = rounds.find((r) => r.status === 'in_progress') ?? null;
  const drawn = running ? await repo.balls(running.id) : [];
  const last = drawn.at(-1) ?? null;
  const sponsors = last ? await repo.sponsorsOf(eventId, last) : [];
  const finished = rounds.filter((r) => r.status === 'finished').length;
  return {
    version: event.liveVersion,
    event: { id: event.id, name: event.name, status: event.status as EventStatus },
    round: running
      ? { id: running.id, number: running.number, prize: running.prize, type: running.type as Round['type'], status: 'in_progress' }
      : null,
    drawn,
    last_number: last,
    last_letter: last ? letterOf(last) : null,
    sponsors: sponsors.map((s) => ({ id: s.id, name: s.name, logo_url: s.filename ? uploadUrl(s.filename) : null })),
    rounds_total: Math.max(event.roundsCount, rounds.length),
    rounds_finished: finished,
    all_finished: event.status === 'finalizado' || (rounds.length > 0 && finished === rounds.length && finished >= event.roundsCount),
  };
}
