import { LIVE_WINNERS_SHOWN, letterOf, publicName, type LiveStage, type LiveState, type RoundResults, type StageKind } from '@bingo/core';
import type { Round } from '@bingo/core';
import { uploadUrl } from '../lib/uploads';
import type { LiveRepository } from './live-repository';
import { liveAcumulado } from './live-acumulado';

/** The ranking engine's read side of a round (RankingStore.results), kept in step with the database. */
export type RoundStandings = (eventId: number, roundId: number, options?: { rows?: boolean }) => Promise<RoundResults>;

/** The running round's stages with their winners so far (live-stages.ts). */
export type RoundStages = (round: {
  id: number;
  prize: string;
  stages: { kind: StageKind; prize: string }[] | null;
}) => Promise<Omit<LiveStage, 'near'>[]>;

type SponsorRow = { id: number; name: string; filename: string | null };
const toLiveSponsor = (s: SponsorRow) => ({ id: s.id, name: s.name, logo_url: s.filename ? uploadUrl(s.filename) : null });

/** Builds an event's live state from the database (only when its version changed). */
export async function loadLiveState(
  repo: LiveRepository,
  standings: RoundStandings,
  eventId: number,
  stagesOf: RoundStages,
): Promise<LiveState | null> {
  const event = await repo.event(eventId);
  if (!event) return null;
  const rounds = await repo.rounds(eventId);
  const running = rounds.find((r) => r.status === 'in_progress') ?? null;
  const drawn = running ? await repo.balls(running.id) : [];
  const last = drawn.at(-1) ?? null;
  const sponsors = last ? await repo.sponsorsOf(eventId, last) : [];
  const finished = rounds.filter((r) => r.status === 'finished').length;
  const recorded = running ? await stagesOf(running) : [];
  // Rows are counted only while a quina is in play (decisions.md §14): its near winners are read from them.
  const quina = recorded.find((s) => s.kind === 'quina');
  // The hall learns who completed a card, never more than the first name and an initial.
  const results = running ? await standings(eventId, running.id, quina ? { rows: !quina.won } : {}) : null;
  const winners = results ? results.winners(LIVE_WINNERS_SHOWN).map((w) => ({ card_id: w.card_id, name: publicName(w.full_name) })) : [];
  const nearOf = (stage: Omit<LiveStage, 'near'>): number => {
    if (stage.won || !results) return 0;
    return stage.kind === 'quina' ? (results.rowNearCount() ?? 0) : results.almostCount();
  };
  const stages: LiveStage[] = recorded.map((s) => ({ ...s, near: nearOf(s) }));
  const next = running ? null : (rounds.find((r) => r.status === 'not_started') ?? null);
  // Only between rounds: a running round's state (pushed on every ball) stays small.
  const eventSponsors = running ? [] : await repo.eventSponsors(eventId);
  const acumulado =
    running?.acumulado && event.acumuladoBallLimit !== null
      ? liveAcumulado(await repo.acumuladoPot(eventId), event.acumuladoBallLimit, drawn.length, stages)
      : null;
  const goal =
    event.showGoal && event.fundraisingGoal !== null ? { target: Number(event.fundraisingGoal), raised: await repo.raised(eventId) } : null;
  return {
    version: event.liveVersion,
    event: { id: event.id, name: event.name, status: event.status },
    round: running
      ? { id: running.id, number: running.number, prize: running.prize, type: running.type as Round['type'], status: 'in_progress', stages }
      : null,
    drawn,
    last_number: last,
    last_letter: last ? letterOf(last) : null,
    sponsors: sponsors.map(toLiveSponsor),
    winners,
    winners_count: results ? results.winnersCount() : 0,
    near_winners: results ? results.almostCount() : 0,
    next_round: next ? { number: next.number, prize: next.prize } : null,
    event_sponsors: eventSponsors.map(toLiveSponsor),
    goal,
    acumulado,
    rounds_total: Math.max(event.roundsCount, rounds.length),
    rounds_finished: finished,
    // roundsCount is at least 1 (a database check), so "every round finished" needs at least one round.
    all_finished: event.status === 'finalizado' || (finished === rounds.length && finished >= event.roundsCount),
  };
}
