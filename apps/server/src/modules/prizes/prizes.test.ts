import { prizeMessages } from '@bingo/core';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { FIXED_CARD } from '../../../test/bingo-factories';
import { cards, images, prizeDeliveries } from '../../db/schema';
import { deliveriesOfEvent } from './index';
import { ctx, playedRound, post, prizes, record, setUpPrizes, stagesAs, verifies } from './prizes.fixture';

// decisions.md §15, docs/decisions/035: prizes handed over, on the record.
setUpPrizes();

describe('prizes handed over (decisions.md §15)', () => {
  it('marks a winner’s prize delivered: the organiser keeps the full name, the public record only the first name and initial', async () => {
    const { round, a, b } = await playedRound();
    // A paper card sold without a name wins as "Sem nome".
    await ctx.database.db.update(cards).set({ fullName: null }).where(eq(cards.id, b));
    expect((await prizes(round.id)).map((p) => [p.stage, p.card_id, p.name])).toEqual([
      ['quina', a, 'Joana Pereira Lima'],
      ['quina', b, 'Sem nome'],
      ['cartela_cheia', a, 'Joana Pereira Lima'],
    ]);
    const marked = await post(`/api/rounds/${round.id}/prizes/delivery`, {
      stage: 'quina',
      card_id: a,
      received_by: 'Maria da Silva Souza',
      received_at: '2026-11-20T23:40:00.000Z',
    });
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toMatchObject({
      delivery: {
        action: 'delivered',
        received_by: 'Maria da Silva Souza',
        received_at: '2026-11-20T23:40:00.000Z',
        marked_by: 'Pessoa de Teste',
      },
      can_undo: true,
    });
    const entry = (await record(round.id)).entries.at(-1)!;
    expect(entry).toMatchObject({
      kind: 'prize_delivered',
      data: { stage: 'quina', card_id: a, received_by: 'Maria S.', received_at: '2026-11-20T23:40:00.000Z' },
    });
    expect(JSON.stringify((await record(round.id)).entries)).not.toContain('Souza');
    const quina = (await stagesAs(round.id))[0]!;
    expect(quina.winners.find((w) => w.card_id === a)).toMatchObject({ delivery: { received_by: 'Maria S.' } });
    expect((await record(round.id)).stages[0]!.winners.find((w) => w.card_id === a)).toMatchObject({
      delivery: { received_by: 'Maria S.' },
    });
    await verifies(round.id);
  });

  it('a second mark needs a reason and keeps the first; an undo needs a reason and keeps both; the accounts list the standing one', async () => {
    const { event, round, a } = await playedRound();
    const url = `/api/rounds/${round.id}/prizes/delivery`;
    expect((await post(url, { stage: 'cartela_cheia', card_id: a, received_by: 'Joana Lima' })).statusCode).toBe(200);
    const again = await post(url, { stage: 'cartela_cheia', card_id: a, received_by: 'Pedro Lima' });
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe(prizeMessages.correctionReasonRequired);
    // Said beside the reason box of the form.
    expect(again.json().fields).toEqual({ reason: prizeMessages.correctionReasonRequired });
    const corrected = await post(url, {
      stage: 'cartela_cheia',
      card_id: a,
      received_by: 'Pedro Lima',
      reason: 'Quem retirou foi o marido',
    });
    expect(corrected.statusCode).toBe(200);
    expect(corrected.json().history.map((m: { received_by: string }) => m.received_by)).toEqual(['Joana Lima', 'Pedro Lima']);
    expect((await record(round.id)).entries.at(-1)!.data).toMatchObject({ received_by: 'Pedro L.', reason: 'Quem retirou foi o marido' });

    const blank = await post(`${url}/undo`, { stage: 'cartela_cheia', card_id: a, reason: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error).toBe(prizeMessages.undoReasonRequired);
    const undone = await post(`${url}/undo`, { stage: 'cartela_cheia', card_id: a, reason: 'Prêmio ainda não retirado' });
    expect(undone.statusCode).toBe(200);
    expect(undone.json()).toMatchObject({ delivery: null, can_undo: false });
    expect(undone.json().history.map((m: { action: string }) => m.action)).toEqual(['delivered', 'delivered', 'undone']);
    expect((await record(round.id)).entries.at(-1)).toMatchObject({
      kind: 'prize_delivery_undone',
      data: { reason: 'Prêmio ainda não retirado' },
    });
    const twice = await post(`${url}/undo`, { stage: 'cartela_cheia', card_id: a, reason: 'De novo' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toBe(prizeMessages.notDelivered);
    expect(await deliveriesOfEvent(ctx.database.db, event.id)).toEqual([]);

    // A new first mark after an undo needs no reason; the accounts list it.
    expect((await post(url, { stage: 'cartela_cheia', card_id: a, received_by: 'Joana Lima' })).statusCode).toBe(200);
    expect(await deliveriesOfEvent(ctx.database.db, event.id)).toMatchObject([
      { round_id: round.id, stage: 'cartela_cheia', prize: 'Smart TV', card_id: a, received_by: 'Joana Lima', photo_image_id: null },
    ]);
    await verifies(round.id);
  });

  it('keeps each winner’s marks apart: two quina winners and the full card, each with its own receiver', async () => {
    const { event, round, a, b } = await playedRound();
    const url = `/api/rounds/${round.id}/prizes/delivery`;
    // Handed over in the hall's order, not the stages': the accounts list each stage in that order.
    for (const [stage, card_id, received_by] of [
      ['cartela_cheia', a, 'Carla Dias'],
      ['quina', b, 'Bruno Lima'],
      ['quina', a, 'Ana Souza'],
    ] as const)
      expect((await post(url, { stage, card_id, received_by })).statusCode).toBe(200);
    expect((await prizes(round.id)).map((p) => [p.stage, p.card_id, p.history.map((m) => m.received_by)])).toEqual([
      ['quina', a, ['Ana Souza']],
      ['quina', b, ['Bruno Lima']],
      ['cartela_cheia', a, ['Carla Dias']],
    ]);
    expect((await deliveriesOfEvent(ctx.database.db, event.id)).map((d) => [d.stage, d.card_id, d.received_by])).toEqual([
      ['quina', b, 'Bruno Lima'],
      ['quina', a, 'Ana Souza'],
      ['cartela_cheia', a, 'Carla Dias'],
    ]);
  });

  it('keeps the photo of the hand-over with the mark, for the organiser’s accounts', async () => {
    const { event, round, a } = await playedRound();
    const [photo] = await ctx.database.db
      .insert(images)
      .values({ filename: `entrega-${round.id}.jpg`, mimeType: 'image/jpeg', size: 3, bytes: Buffer.from([1, 2, 3]) })
      .returning({ id: images.id });
    const url = `/api/rounds/${round.id}/prizes/delivery`;
    const marked = await post(url, { stage: 'cartela_cheia', card_id: a, received_by: 'Joana Lima', photo_image_id: photo!.id });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json().delivery).toMatchObject({ received_by: 'Joana Lima', photo_image_id: photo!.id });
    expect((await deliveriesOfEvent(ctx.database.db, event.id)).map((d) => [d.card_id, d.photo_image_id])).toEqual([[a, photo!.id]]);
  });

  it('keeps two rounds of the same event apart: a card that wins in both has each round’s receiver', async () => {
    const { event, round, a } = await playedRound();
    expect((await post(`/api/rounds/${round.id}/finish`)).statusCode).toBe(200);
    const second = (await post(`/api/events/${event.id}/rounds`, { prize: 'Bicicleta' })).json() as { id: number };
    expect((await post(`/api/rounds/${second.id}/start`)).statusCode).toBe(200);
    for (const number of FIXED_CARD) expect((await post(`/api/rounds/${second.id}/draw`, { number })).statusCode).toBe(201);
    const deliver = (roundId: number, received_by: string) =>
      post(`/api/rounds/${roundId}/prizes/delivery`, { stage: 'cartela_cheia', card_id: a, received_by });
    expect((await deliver(round.id, 'Joana Lima')).statusCode).toBe(200);
    expect((await deliver(second.id, 'Pedro Lima')).statusCode).toBe(200);
    expect((await deliveriesOfEvent(ctx.database.db, event.id)).map((d) => [d.round_id, d.prize, d.card_id, d.received_by])).toEqual([
      [round.id, 'Smart TV', a, 'Joana Lima'],
      [second.id, 'Bicicleta', a, 'Pedro Lima'],
    ]);
  });

  it('an undo is refused once the night is over (12 hours after the mark)', async () => {
    const { round, a } = await playedRound();
    const url = `/api/rounds/${round.id}/prizes/delivery`;
    expect((await post(url, { stage: 'quina', card_id: a, received_by: 'Joana Lima' })).statusCode).toBe(200);
    await ctx.database.db
      .update(prizeDeliveries)
      .set({ createdAt: new Date(Date.now() - 13 * 3_600_000) })
      .where(and(eq(prizeDeliveries.roundId, round.id), eq(prizeDeliveries.cardId, a)));
    const late = await post(`${url}/undo`, { stage: 'quina', card_id: a, reason: 'Engano' });
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toBe(prizeMessages.undoTooLate);
  });

  it('refuses a card that did not win the stage, a missing receiver, a date in the future and an unknown photo, writing nothing', async () => {
    const { round, a, other } = await playedRound();
    const before = (await record(round.id)).entries.length;
    const url = `/api/rounds/${round.id}/prizes/delivery`;
    const notWinner = await post(url, { stage: 'quina', card_id: other, received_by: 'Joana Lima' });
    expect(notWinner.statusCode).toBe(409);
    expect(notWinner.json().error).toBe(prizeMessages.notWinner(other, 'Quina'));
    const noName = await post(url, { stage: 'quina', card_id: a, received_by: '  ' });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().error).toBe(prizeMessages.receivedByRequired);
    const future = await post(url, { stage: 'quina', card_id: a, received_by: 'Joana', received_at: '2099-01-01T10:00:00Z' });
    expect(future.statusCode).toBe(400);
    expect(future.json().error).toBe(prizeMessages.receivedAtFuture);
    expect(future.json().fields).toEqual({ received_at: prizeMessages.receivedAtFuture });
    const photo = await post(url, { stage: 'quina', card_id: a, received_by: 'Joana', photo_image_id: 999999 });
    expect(photo.statusCode).toBe(400);
    expect(photo.json().error).toBe(prizeMessages.photoNotFound);
    expect(photo.json().fields).toEqual({ photo_image_id: prizeMessages.photoNotFound });
    expect((await post(`/api/rounds/999999/prizes/delivery`, { stage: 'quina', card_id: a, received_by: 'Joana' })).statusCode).toBe(404);
    expect((await record(round.id)).entries).toHaveLength(before);
    expect((await prizes(round.id)).every((p) => p.history.length === 0)).toBe(true);
  });
});
