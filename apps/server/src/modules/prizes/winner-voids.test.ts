import { prizeMessages } from '@bingo/core';
import { describe, expect, it } from 'vitest';
import { finishRunningEvents } from '../../../test/bingo-factories';
import { ctx, playedRound, post, prizes, record, roles, setUpPrizes, stagesAs, verifies } from './prizes.fixture';

// decisions.md §15, docs/decisions/035: winners voided, on the record; the accounts list what was delivered.
setUpPrizes();

describe('voiding a winner (decisions.md §15)', () => {
  it('needs a reason, stays listed everywhere with it, cannot be delivered nor voided again, and the record still verifies', async () => {
    const { round, a, b } = await playedRound();
    // Voided after the round finished, as the night usually goes.
    expect((await post(`/api/rounds/${round.id}/finish`)).statusCode).toBe(200);
    const url = `/api/rounds/${round.id}/prizes/void`;
    const before = (await record(round.id)).entries.length;
    const blank = await post(url, { stage: 'quina', card_id: b, reason: '' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error).toBe(prizeMessages.voidReasonRequired);
    expect((await record(round.id)).entries).toHaveLength(before);

    const reason = 'Cartela informada como roubada; prêmio vai para a próxima rodada';
    const voidB = await post(url, { stage: 'quina', card_id: b, reason });
    expect(voidB.json(), voidB.body).toMatchObject({ voided: { reason, by: 'Pessoa de Teste' } });
    expect((await post(url, { stage: 'cartela_cheia', card_id: a, reason: 'Comprador desistiu do prêmio' })).statusCode).toBe(200);
    const entries = (await record(round.id)).entries;
    expect(entries.at(-2)).toMatchObject({ kind: 'winner_voided', data: { stage: 'quina', card_id: b, reason } });

    // Never dropped: the round, the public record and the full-card winners show it voided.
    const [quina, full] = await stagesAs(round.id);
    expect(quina!.winners.map((w) => [w.card_id, w.voided?.reason ?? null])).toEqual([
      [a, null],
      [b, reason],
    ]);
    expect(full!.winners).toMatchObject([{ card_id: a, voided: { reason: 'Comprador desistiu do prêmio' } }]);
    const pub = await record(round.id);
    expect(pub.stages[0]!.winners.find((w) => w.card_id === b)).toMatchObject({ voided: { reason } });
    expect(pub.winners).toMatchObject([{ card_id: a, voided: { reason: 'Comprador desistiu do prêmio' } }]);
    const winners = (await ctx.app.inject({ url: `/api/rounds/${round.id}/winners`, headers: roles.admin.auth })).json();
    expect(winners).toMatchObject([{ card_id: a, voided: { reason: 'Comprador desistiu do prêmio' } }]);

    const deliver = await post(`/api/rounds/${round.id}/prizes/delivery`, { stage: 'quina', card_id: b, received_by: 'Alguém' });
    expect(deliver.statusCode).toBe(409);
    expect(deliver.json().error).toBe(prizeMessages.voided);
    const twice = await post(url, { stage: 'quina', card_id: b, reason: 'De novo' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toBe(prizeMessages.alreadyVoided);
    // The other quina winner is untouched and may still receive its prize.
    expect((await post(`/api/rounds/${round.id}/prizes/delivery`, { stage: 'quina', card_id: a, received_by: 'Joana' })).statusCode).toBe(
      200,
    );
    await verifies(round.id);
  });

  it('is for administrators only', async () => {
    const { round, a } = await playedRound();
    const asBuyer = await post(`/api/rounds/${round.id}/prizes/void`, { stage: 'quina', card_id: a, reason: 'X' }, roles.user.auth);
    expect(asBuyer.statusCode).toBe(403);
    expect((await prizes(round.id)).every((p) => p.voided === null)).toBe(true);
  });
});

describe('the accounts list what was delivered (decisions.md §15)', () => {
  it('a version published after the hand-over names who received each prize, by first name and initial', async () => {
    const { event, round, a } = await playedRound();
    const delivered = await post(`/api/rounds/${round.id}/prizes/delivery`, {
      stage: 'cartela_cheia',
      card_id: a,
      received_by: 'Maria da Silva Souza',
      received_at: '2026-11-20T23:45:00.000Z',
    });
    expect(delivered.statusCode).toBe(200);
    await finishRunningEvents(ctx);
    const prizeLine = (stage: string, description: string) => ({ round_id: round.id, stage, description, value: '100,00', donated: true });
    const published = await post(`/api/events/${event.id}/contas`, {
      costs: [],
      prizes: [prizeLine('quina', 'Cesta básica'), prizeLine('cartela_cheia', 'Smart TV')],
      destination: 'Reforma do telhado',
    });
    expect(published.statusCode).toBe(200);
    const { document } = (await ctx.app.inject({ url: `/api/events/${event.id}/contas` })).json();
    expect(document.prizes.map((p: { stage: string; delivered: unknown }) => [p.stage, p.delivered])).toEqual([
      ['quina', []],
      ['cartela_cheia', [{ card_id: a, received_by: 'Maria S.', received_at: '2026-11-20T23:45:00.000Z' }]],
    ]);
    expect(JSON.stringify(document)).not.toContain('Souza');
  });
});
