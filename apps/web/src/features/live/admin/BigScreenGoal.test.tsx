import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { admin, markVisited, renderApp, signIn } from '../../../test/helpers';
import { fakeLiveApi, liveState } from '../live-test-data';

// docs/decisions/019: the fundraising goal's thermometer between rounds, and the hall's celebration when it is reached.
const betweenRounds = { round: null, drawn: [], last_number: null, next_round: { number: 2, prize: 'Geladeira' } };

function open() {
  markVisited();
  signIn(admin);
  return renderApp('/admin/telao/1');
}

describe('the goal on the telão', () => {
  it('shows between rounds how much was raised of the goal, in whole reais', async () => {
    fakeLiveApi(liveState({ ...betweenRounds, goal: { target: 20000, raised: 12340.5 } }));
    open();
    const goal = await screen.findByRole('region', { name: 'Meta de arrecadação' });
    expect(within(goal).getByText('R$ 12.340 de R$ 20.000 — 61%')).toBeTruthy();
    expect(within(goal).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('61');
  });

  it('leaves the thermometer out when the organiser has not switched it on', async () => {
    fakeLiveApi(liveState({ ...betweenRounds, goal: null }));
    open();
    await screen.findByText('Geladeira');
    expect(screen.queryByRole('region', { name: 'Meta de arrecadação' })).toBeNull();
  });

  it('celebrates when a sale reaches the goal while it is open', async () => {
    const state = liveState({ ...betweenRounds, goal: { target: 1000, raised: 990 } });
    fakeLiveApi(state);
    open();
    await screen.findByText('R$ 990 de R$ 1.000 — 99%');
    expect(screen.queryByText('META ALCANÇADA!')).toBeNull();

    Object.assign(state, { version: 4, goal: { target: 1000, raised: 1010 } });
    const party = await screen.findByRole('alert', {}, { timeout: 3000 });
    expect(within(party).getByText('META ALCANÇADA!')).toBeTruthy();
    expect(within(party).getByText('R$ 1.010 arrecadados. Obrigado a todos!')).toBeTruthy();
    expect(screen.getByText('Meta alcançada! Obrigado!')).toBeTruthy();
  });

  it('does not celebrate a goal that was already reached before the telão opened', async () => {
    fakeLiveApi(liveState({ ...betweenRounds, goal: { target: 1000, raised: 1200 } }));
    open();
    await screen.findByText('R$ 1.200 de R$ 1.000 — 120%');
    expect(screen.queryByText('META ALCANÇADA!')).toBeNull();
  });
});
