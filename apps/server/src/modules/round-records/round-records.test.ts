import { cardSetHash, GENESIS_HASH, entryHash, verifyRecord, type RecordEntry, type RoundRecord } from '@bingo/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/app';
import { createBatch, createEvent, FIXED_CARD, sellCards } from '../../../test/bingo-factories';
import { createRoles } from '../../../test/factories';
import { buyAndApprove } from '../../../test/purchase-factories';
import { nodeSha256 } from './node-sha';
import { verifyRoundReport } from './verify-round';
import { adminCalls } from '../../../test/calls';

let ctx: TestContext;
let roles: Awaited<ReturnType<typeof createRoles>>;
beforeAll(async () => {
  ctx = await createTestApp();
  roles = await createRoles(ctx);
});
afterAll(() => ctx.close());

const admin = () => roles.admin.auth;
const { post, draw } = adminCalls(() => ({ ctx, roles }));
const removeBall = (roundId: number, drawnId: number, payload?: object) =>
  ctx.app.inject({
    method: 'DELETE',
    url: `/api/rounds/${roundId}/drawn-numbers/${drawnId}`,
    headers: admin(),
    ...(payload ? { payload } : {}),
  });
/** Read as anyone: no headers at all. */
const record = async (roundId: number) => (await ctx.app.inject({ url: `/api/rounds/${roundId}/record` })).json() as RoundRecord;
const recordCards = async (roundId: number) => (await ctx.app.inject({ url: `/api/rounds/${roundId}/record/cards` })).json();

async function newRound(eventId: number, prize = 'Cesta básica') {
  return (await post(`/api/events/${eventId}/rounds`, { prize })).json() as { id: number };
}

/** Every entry's hash recomputed by hand, not through verifyRecord. */
async function expectChain(entries: RecordEntry[]) {
  let prev = GENESIS_HASH;
  for (const [i, e] of entries.entries()) {
    expect(e.seq).toBe(i + 1);
    expect(e.prev_hash).toBe(prev);
    expect(e.at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    // The moment it was written, as the public page shows it: not some other date.
    expect(Math.abs(Date.parse(e.at) - Date.now()), e.at).toBeLessThan(3_600_000);
    expect(await entryHash(nodeSha256, prev, e)).toBe(e.hash);
    if (i > 0) expect(e.at >= entries[i - 1]!.at).toBe(true);
    prev = e.hash;
  }
}

describe('the public record of a round (docs/decisions/015)', () => {
  it('chains a full round: start, card set, balls, a removal with its reason, late sales, an undo, finish, reopen', async () => {
    const event = await createEvent(ctx, { status: 'em_andamento' });
    const early = await sellCards(ctx, event.id, roles.user, 2, [FIXED_CARD]);
    const batch = await createBatch(ctx, roles.admin, event.id, 3);
    const round = await newRound(event.id);
    expect((await record(round.id)).entries).toEqual([]);
    expect((await post(`/api/rounds/${round.id}/start`)).statusCode).toBe(200);

    const drawn: { id: number; number: number }[] = [];
    for (const n of [1, 2, 3, 70]) drawn.push((await draw(round.id, n)).json());
    const noReason = await removeBall(round.id, drawn[3]!.id);
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error).toBe('Informe o motivo da remoção da bola: ele fica no registro público da rodada.');
    expect((await removeBall(round.id, drawn[3]!.id, { reason: '   ' })).statusCode).toBe(400);
    expect((await removeBall(round.id, drawn[3]!.id, { reason: ' Bola caiu no chão e foi cantada por engano ' })).statusCode).toBe(200);

    // Cards joining during the round: a physical sale, an approved online purchase; then a sale undone.
    const sale = await post('/api/physical-sales', { card_id: batch.cards[0]!.id, user_id: roles.admin.id });
    expect(sale.statusCode).toBe(201);
    const { purchaseId } = await buyAndApprove(ctx, roles.user, { quantidade: 2 });
    const second = await post('/api/physical-sales', { card_id: batch.cards[1]!.id, user_id: roles.admin.id });
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/physical-sales/${second.json().id}`, headers: admin() })).statusCode).toBe(
      200,
    );

    for (const n of FIXED_CARD.filter((n) => n > 3)) await draw(round.id, n);
    expect((await post(`/api/rounds/${round.id}/finish`)).statusCode).toBe(200);

    const rec = await record(round.id);
    expect(rec.entries.map((e) => e.kind)).toEqual([
      'round_started',
      'card_set',
      'ball_drawn',
      'ball_drawn',
      'ball_drawn',
      'ball_drawn',
      'ball_removed',
      'cards_added',
      'cards_added',
      'cards_added',
      'cards_removed',
      ...FIXED_CARD.filter((n) => n > 3).map(() => 'ball_drawn'),
      // The last ball completes the full card: its stage closes on it (decisions.md §14).
      'stage_won',
      'round_finished',
    ]);
    await expectChain(rec.entries);
    expect(rec.head).toBe(rec.entries.at(-1)!.hash);
    expect(rec.entries[0]!.data).toEqual({
      event_id: event.id,
      number: 1,
      prize: 'Cesta básica',
      stages: [{ kind: 'cartela_cheia', prize: 'Cesta básica' }],
    });
    expect(rec.entries[1]!.data).toEqual({ count: 2, hash: await cardSetHash(nodeSha256, early) });
    expect(rec.entries[6]!.data).toEqual({ number: 70, reason: 'Bola caiu no chão e foi cantada por engano' });
    expect(rec.entries[7]!.data).toMatchObject({ count: 1, card_ids: [batch.cards[0]!.id] });
    const bought = rec.entries[8]!.data.card_ids as number[];
    expect(bought).toHaveLength(2);
    expect(rec.entries[10]!.data).toMatchObject({ count: 1, card_ids: [batch.cards[1]!.id] });
    expect(rec.entries.at(-2)!.data).toMatchObject({ stage: 'cartela_cheia', card_ids: [early[0]!.id] });
    expect(rec.entries.at(-1)!.data).toEqual({ status: 'finished', balls: 25, winners: [early[0]!.id] });
    expect(rec.winners).toEqual([{ card_id: early[0]!.id, name: 'Comprador T.' }]);

    // The cards behind each set, with the numbers as stored: anyone recomputes every hash.
    const { sets } = await recordCards(round.id);
    expect(sets.map((s: { seq: number }) => s.seq)).toEqual([2, 8, 9, 10, 11]);
    expect(sets[0].cards).toEqual([...early].sort((a, b) => a.id - b.id).map((c) => ({ id: c.id, numbers: c.numbers })));
    expect(await verifyRecord(nodeSha256, round.id, rec.entries, sets)).toMatchObject({ ok: true, head: rec.head });
    expect(purchaseId).toBeGreaterThan(0);

    // Reopened: round_reopened; a card sold while it was stopped joined after its first ball, so it
    // waits for the next round and the record does not put it in play here (decisions.md §14).
    await post('/api/physical-sales', { card_id: batch.cards[2]!.id, user_id: roles.admin.id });
    expect((await post(`/api/rounds/${round.id}/reopen`, { reason: 'Conferir a cartela premiada' })).statusCode).toBe(200);
    const reopened = await record(round.id);
    expect(reopened.entries.slice(-2).map((e) => [e.kind, e.data.card_ids])).toEqual([
      ['round_finished', undefined],
      ['round_reopened', undefined],
    ]);
    await expectChain(reopened.entries);
    expect(reopened.winners).toEqual([]);
    // Finishing the event finishes the round, and the record says so.
    await ctx.app.inject({ method: 'PATCH', url: `/api/events/${event.id}/status`, headers: admin(), payload: { status: 'finalizado' } });
    const closed = await record(round.id);
    expect(closed.entries.at(-1)).toMatchObject({ kind: 'round_finished', data: { status: 'finished', winners: [early[0]!.id] } });
    expect(await verifyRoundReport(ctx.database, round.id)).toMatchObject({ ok: true });
  });

  it('the database refuses UPDATE, DELETE and TRUNCATE of the record, and a round with a record is never deleted', async () => {
    const event = await createEvent(ctx, { status: 'em_andamento' });
    const round = await newRound(event.id);
    await post(`/api/rounds/${round.id}/start`);
    await draw(round.id, 9);
    const refused = /não pode ser alterado nem apagado/;
    for (const statement of [
      sql`update round_records set data = '{"number": 10}'::jsonb where round_id = ${round.id} and seq = 3`,
      sql`delete from round_records where round_id = ${round.id}`,
      sql`truncate round_records cascade`,
      sql`update round_record_cards set card_ids = '{}' where round_id = ${round.id}`,
      sql`delete from round_record_cards where round_id = ${round.id}`,
    ]) {
      const err = await ctx.database.db.execute(statement).then(
        () => null,
        (e: Error & { cause?: Error }) => e,
      );
      expect(`${err?.message} ${err?.cause?.message}`).toMatch(refused);
    }
    expect((await record(round.id)).entries).toHaveLength(3);

    // With no ball left and finished, the record still keeps it.
    const ball = (await ctx.app.inject({ url: `/api/rounds/${round.id}/drawn-numbers`, headers: admin() })).json()[0];
    await removeBall(round.id, ball.id, { reason: 'Teste' });
    expect((await post(`/api/rounds/${round.id}/finish`)).statusCode).toBe(200);
    const del = await ctx.app.inject({ method: 'DELETE', url: `/api/rounds/${round.id}`, headers: admin() });
    expect(del.statusCode).toBe(409);
    expect(del.json().error).toBe('Esta rodada já foi iniciada e tem registro público: não pode ser excluída.');
    await expect(ctx.database.db.execute(sql`delete from rounds where id = ${round.id}`)).rejects.toThrow();
    const delEvent = await ctx.app.inject({ method: 'DELETE', url: `/api/events/${event.id}`, headers: admin() });
    expect(delEvent.statusCode).toBe(409);
  });

  it('concurrent draws and sales keep seq 1, 2, 3... without gaps or twins, and the chain holds', async () => {
    const event = await createEvent(ctx, { status: 'em_andamento' });
    await sellCards(ctx, event.id, roles.user, 3);
    const batch = await createBatch(ctx, roles.admin, event.id, 6);
    const round = await newRound(event.id);
    await post(`/api/rounds/${round.id}/start`);
    const results = await Promise.all([
      ...Array.from({ length: 24 }, (_, i) => draw(round.id, i + 1)),
      ...batch.cards.map((c) => post('/api/physical-sales', { card_id: c.id, user_id: roles.admin.id })),
      draw(round.id, 5),
    ]);
    expect(results.filter((r) => r.statusCode >= 400).map((r) => r.statusCode)).toEqual([409]);
    const rec = await record(round.id);
    expect(rec.entries).toHaveLength(2 + 24 + 6);
    await expectChain(rec.entries);
    const balls = rec.entries.filter((e) => e.kind === 'ball_drawn').map((e) => e.data.number as number);
    expect([...balls].sort((a, b) => a - b)).toEqual(Array.from({ length: 24 }, (_, i) => i + 1));
    const added = rec.entries.filter((e) => e.kind === 'cards_added').flatMap((e) => e.data.card_ids as number[]);
    expect(added.sort((a, b) => a - b)).toEqual(batch.cards.map((c) => c.id).sort((a, b) => a - b));
    expect(await verifyRecord(nodeSha256, round.id, rec.entries, (await recordCards(round.id)).sets)).toMatchObject({ ok: true });
  });

  it('the public routes show no personal data: a winner is a card number, a first name and an initial', async () => {
    const event = await createEvent(ctx, { status: 'em_andamento' });
    const cards = await sellCards(ctx, event.id, roles.user, 1, [FIXED_CARD]);
    await ctx.database.db.execute(
      sql`update cards set full_name = 'Josefina Aparecida Bezerra', contact = '(81) 99876-5432', address = 'Rua das Flores, 123' where id = ${cards[0]!.id}`,
    );
    const round = await newRound(event.id);
    await post(`/api/rounds/${round.id}/start`);
    for (const n of FIXED_CARD) await draw(round.id, n);
    await post(`/api/rounds/${round.id}/finish`);
    const answers = [
      await ctx.app.inject({ url: `/api/rounds/${round.id}/record` }),
      await ctx.app.inject({ url: `/api/rounds/${round.id}/record/cards` }),
    ];
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      // The phone with its dash: its digits alone turn up inside the record's hex hashes now and then.
      for (const secret of [
        'Aparecida',
        'Bezerra',
        '99876-5432',
        'Flores',
        roles.user.email,
        'full_name',
        'contact',
        'address',
        'barcode',
      ]) {
        expect(res.body).not.toContain(secret);
      }
    }
    expect(answers[0]!.json().winners).toEqual([{ card_id: cards[0]!.id, name: 'Josefina B.' }]);
    expect((await ctx.app.inject({ url: '/api/rounds/999999/record' })).statusCode).toBe(404);
  });

  it('a changed entry is named by the check (the page and npm run verify-round share it)', async () => {
    const event = await createEvent(ctx, { status: 'em_andamento' });
    await sellCards(ctx, event.id, roles.user, 2);
    const round = await newRound(event.id);
    await post(`/api/rounds/${round.id}/start`);
    for (const n of [10, 20, 30]) await draw(round.id, n);
    await post(`/api/rounds/${round.id}/finish`);
    expect((await verifyRoundReport(ctx.database, round.id)).lines[1]).toMatch(/^Registro íntegro: 6 registros/);

    // Someone with database access rewrites ball 20 as 21 (the trigger switched off for it).
    await ctx.database.db.execute(sql`alter table round_records disable trigger round_records_append_only`);
    await ctx.database.db.execute(sql`update round_records set data = '{"number": 21}'::jsonb where round_id = ${round.id} and seq = 4`);
    await ctx.database.db.execute(sql`alter table round_records enable trigger round_records_append_only`);

    const report = await verifyRoundReport(ctx.database, round.id);
    expect(report.ok).toBe(false);
    expect(report.lines[1]).toBe('Registro ADULTERADO. Registro 4: o conteúdo não confere com o hash gravado (foi alterado).');
    const rec = await record(round.id);
    expect((await verifyRecord(nodeSha256, round.id, rec.entries, (await recordCards(round.id)).sets)).first).toEqual({
      seq: 4,
      problem: 'hash',
    });

    // A card's numbers changed under the record: the card_set entry is named.
    const { sets } = await recordCards(round.id);
    await ctx.database.db.execute(sql`update cards set numbers[1] = numbers[2] where id = ${sets[0].cards[0].id}`);
    await ctx.database.db.execute(sql`alter table round_records disable trigger round_records_append_only`);
    await ctx.database.db.execute(sql`update round_records set data = '{"number": 20}'::jsonb where round_id = ${round.id} and seq = 4`);
    await ctx.database.db.execute(sql`alter table round_records enable trigger round_records_append_only`);
    expect((await verifyRoundReport(ctx.database, round.id)).lines[1]).toBe(
      'Registro ADULTERADO. Registro 2: as cartelas não conferem com o hash gravado.',
    );
  });

  it('a round from before the record has none, and gets none halfway', async () => {
    const event = await createEvent(ctx, { status: 'em_andamento' });
    const round = await newRound(event.id);
    // As migration 0008 found it: running, with a ball, no record.
    await ctx.database.db.execute(sql`update rounds set status = 'in_progress', started_at = now() where id = ${round.id}`);
    await draw(round.id, 7);
    await draw(round.id, 8);
    await post(`/api/rounds/${round.id}/finish`);
    await post(`/api/rounds/${round.id}/start`);
    const rec = await record(round.id);
    expect(rec).toMatchObject({ entries: [], head: null, winners: [] });
    expect((await verifyRoundReport(ctx.database, round.id)).lines[1]).toBe(
      'Esta rodada é anterior ao registro público: não há o que verificar.',
    );
  });
});
