import type { LiveState } from '../schemas/live';

/** A live state as GET /events/{id}/live answers it mid-round, with what a test changes. */
export function liveState(patch: Partial<LiveState> = {}): LiveState {
  return {
    version: 3,
    event: { id: 1, name: 'Bingo da Paróquia', status: 'em_andamento' },
    round: { id: 9, number: 2, prize: 'Smart TV', type: '', status: 'in_progress', stages: [] },
    drawn: [5, 19],
    last_number: 19,
    last_letter: 'J',
    sponsors: [],
    winners: [],
    winners_count: 0,
    near_winners: 0,
    next_round: null,
    event_sponsors: [],
    goal: null,
    acumulado: null,
    rounds_total: 3,
    rounds_finished: 1,
    all_finished: false,
    ...patch,
  };
}
