import { barcodeForCard, msg } from '@bingo/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/app';
import { createBatch, createEvent } from '../../../test/bingo-factories';
import { createRoles, createUser, type TestUser } from '../../../test/factories';
import { cards, loginThrottle } from '../../db/schema';
import { CardCheckCodes, formatCheckCode } from '../card-codes';
import { CARD_WRONG_CODES_LIMIT } from './card-code-failures.repository';

let ctx: TestContext;
let codes: CardCheckCodes;
beforeAll(async () => {
  ctx = await createTestApp();
  codes = new CardCheckCodes(ctx.app.env.CARD_CODE_SECRET);
});
afterAll(() => ctx.close());

type PaperCard = { id: number; barcode: string; code: string };

/** A running event with a batch of `amount` paper cards, the first `sold` of them sold by the admin. */
async function paperCards(admin: TestUser, amount: number, sold: number): Promise<PaperCard[]> {
  const event = await createEvent(ctx, { status: 'em_andamento', cardPrice: 10 });
  const batch = await createBatch(ctx, admin, event.id, amount);
  const list = batch.cards.map((c) => ({ id: c.id, barcode: c.barcode!, code: codes.of({ id: c.id, barcode: c.barcode! }) }));
  for (const card of list.slice(0, sold)) {
    const sale = await ctx.app.inject({
      method: 'POST',
      url: '/api/physical-sales',
      headers: admin.auth,
      payload: { card_id: card.id, user_id: admin.id },
    });
    expect(sale.statusCode).toBe(201);
  }
  return list;
}

const claim = (user: TestUser, barcode: string, check_code: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/cards/claims', headers: user.auth, payload: { barcode, check_code } });
const mine = async (user: TestUser) =>
  (await ctx.app.inject({ url: '/api/cards', headers: user.auth })).json() as { id: number; origem: string }[];

describe('POST /cards/claims (paper card on the phone)', () => {
  it('adds a sold paper card by its printed codes, typed loosely; it shows in the list as papel and its buyer does not change', async () => {
    const { admin, user } = await createRoles(ctx);
    const [card] = await paperCards(admin, 2, 1);
    const before = (await ctx.database.db.select().from(cards).where(eq(cards.id, card!.id)))[0]!;

    // As copied from paper: the code with its dash, in lower case; the barcode with spaces.
    const typedBarcode = `${card!.barcode.slice(0, 1)} ${card!.barcode.slice(1, 7)} ${card!.barcode.slice(7)}`;
    const res = await claim(user, typedBarcode, formatCheckCode(card!.code).toLowerCase());
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ id: card!.id, status: 'física', origem: 'papel', contact: null, address: null });
    expect((await mine(user)).map((c) => [c.id, c.origem])).toEqual([[card!.id, 'papel']]);

    // Claiming again from the same account is harmless; the card's buyer and sale are untouched.
    expect((await claim(user, card!.barcode, card!.code)).statusCode).toBe(201);
    const after = (await ctx.database.db.select().from(cards).where(eq(cards.id, card!.id)))[0]!;
    expect(after.userId).toBe(before.userId);
    expect(after.fullName).toBe(before.fullName);

    // The admin's card screen shows who follows it.
    const admins = await ctx.app.inject({ url: `/api/cards/barcode/${card!.barcode}`, headers: admin.auth });
    expect(admins.json().claimed_by).toMatchObject({ id: user.id, email: user.email });
  });

  it('refuses a card another account added (409), an unsold card (409), a wrong code or an unknown barcode (400)', async () => {
    const { admin, user, other } = await createRoles(ctx);
    const [sold, unsold] = await paperCards(admin, 2, 1);
    expect((await claim(user, sold!.barcode, sold!.code)).statusCode).toBe(201);

    const taken = await claim(other, sold!.barcode, sold!.code);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toBe(msg.cardClaimedByOther);
    expect(await mine(other)).toEqual([]);

    const notSold = await claim(other, unsold!.barcode, unsold!.code);
    expect(notSold.statusCode).toBe(409);
    expect(notSold.json().error).toBe(msg.cardNotSold);

    // The other card's code does not open this one.
    const wrong = await claim(other, sold!.barcode, unsold!.code);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toBe(msg.cardCodeWrong);
    const unknown = await claim(other, barcodeForCard(99_999_999_999), sold!.code);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toBe(msg.cardCodeWrong);
  });

  it('answers malformed input with a 400 sentence, never a 500', async () => {
    const { user } = await createRoles(ctx);
    const cases: [unknown, string][] = [
      [{}, 'Informe o código de barras.'],
      [{ barcode: '123', check_code: 'ABCDEF' }, 'Informe os 13 números do código de barras.'],
      [{ barcode: '2000000000010', check_code: 'ABCDEF' }, 'Código de barras inválido. Confira os 13 números abaixo das barras.'],
      [{ barcode: barcodeForCard(1), check_code: 'K7M-4Q' }, 'O código de verificação tem 6 letras e números, como K7M-4QX.'],
      [{ barcode: 2000000000015, check_code: 7 }, 'Informe o código de barras.'],
    ];
    for (const [payload, sentence] of cases) {
      const res = await ctx.app.inject({ method: 'POST', url: '/api/cards/claims', headers: user.auth, payload: payload as object });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(JSON.stringify(res.json()), JSON.stringify(payload)).toContain(sentence);
    }
  });

  it('limits wrong codes per account like logins (5 free, then 429 even with the right code); other accounts are not held up', async () => {
    const { admin, user, other } = await createRoles(ctx);
    const [card, second] = await paperCards(admin, 2, 2);
    for (let i = 0; i < 5; i++) expect((await claim(user, card!.barcode, 'ZZZZZZ')).statusCode).toBe(400);
    const held = await claim(user, card!.barcode, card!.code);
    expect(held.statusCode).toBe(429);
    expect(held.json().error).toMatch(/^Muitas tentativas com código errado\. Aguarde 15 s/);
    // The wait is the account's: another account with its own card goes through.
    expect((await claim(other, second!.barcode, second!.code)).statusCode).toBe(201);
    // After the wait the right code works.
    await ctx.database.db
      .update(loginThrottle)
      .set({ blockedUntil: new Date(Date.now() - 1000) })
      .where(eq(loginThrottle.key, `cartela:${user.id}`));
    expect((await claim(user, card!.barcode, card!.code)).statusCode).toBe(201);
  });

  it("counts an account's right code as no wrong one: after it, its fifth wrong code still gets its 400", async () => {
    const { admin, user } = await createRoles(ctx);
    const [card, second] = await paperCards(admin, 2, 2);
    for (let i = 0; i < 4; i++) expect((await claim(user, card!.barcode, 'ZZZZZZ')).statusCode).toBe(400);
    expect((await claim(user, card!.barcode, card!.code)).statusCode).toBe(201);
    // Four wrong codes so far, not five: this one is still answered, and only the next attempt waits.
    expect((await claim(user, second!.barcode, 'ZZZZZZ')).statusCode).toBe(400);
    expect((await claim(user, second!.barcode, second!.code)).statusCode).toBe(429);
  });

  it('lets no more than 5 wrong codes of one account through when they arrive all at once', async () => {
    const { admin, user } = await createRoles(ctx);
    const [card] = await paperCards(admin, 1, 1);
    const answers = await Promise.all(Array.from({ length: 30 }, () => claim(user, card!.barcode, 'ZZZZZZ')));
    expect(answers.filter((a) => a.statusCode === 400)).toHaveLength(5);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(25);
  });

  it('locks a card after 10 wrong codes from many accounts, all at once; the organiser sees it and frees it', async () => {
    const { admin } = await createRoles(ctx);
    const [card, neighbour] = await paperCards(admin, 2, 2);
    // Cheap accounts, one wrong code each: the per-account wait never starts.
    const guessers = await Promise.all(Array.from({ length: 16 }, () => createUser(ctx)));
    const answers = await Promise.all(guessers.map((g) => claim(g, card!.barcode, 'ZZZZZZ')));
    expect(answers.filter((a) => a.statusCode === 400)).toHaveLength(CARD_WRONG_CODES_LIMIT);
    expect(answers.filter((a) => a.statusCode === 409).map((a) => a.json().error)).toEqual(
      Array(16 - CARD_WRONG_CODES_LIMIT).fill(msg.cardClaimLocked),
    );

    // Now even the holder with the right code is told to ask the organiser; another card is not held up.
    const holder = await createUser(ctx);
    const refused = await claim(holder, card!.barcode, card!.code);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(
      'Esta cartela foi bloqueada depois de muitos códigos errados. Peça à organização do bingo para liberá-la.',
    );
    expect((await claim(holder, neighbour!.barcode, neighbour!.code)).statusCode).toBe(201);

    // The organiser's home counts it, the card screen shows it and lists it alone; freeing it lets the holder in.
    const event = (await ctx.app.inject({ url: `/api/cards/barcode/${card!.barcode}`, headers: admin.auth })).json();
    expect(event.claim_locked).toBe(true);
    const attention = await ctx.app.inject({ url: `/api/reports/attention?event_id=${event.event_id}`, headers: admin.auth });
    expect(attention.json().cartelas_bloqueadas).toBe(1);
    const locked = await ctx.app.inject({ url: `/api/cards/all?event_id=${event.event_id}&claim_locked=1`, headers: admin.auth });
    expect(locked.json().items.map((c: { id: number }) => c.id)).toEqual([card!.id]);
    expect(locked.json().total).toBe(1);

    const freed = await ctx.app.inject({ method: 'DELETE', url: `/api/cards/${card!.id}/claim-lock`, headers: admin.auth });
    expect(freed.statusCode).toBe(200);
    expect(freed.json().message).toBe(msg.cardClaimUnlocked);
    expect((await claim(holder, card!.barcode, card!.code)).statusCode).toBe(201);
    expect(
      (await ctx.app.inject({ url: `/api/reports/attention?event_id=${event.event_id}`, headers: admin.auth })).json().cartelas_bloqueadas,
    ).toBe(0);
    expect((await ctx.app.inject({ method: 'DELETE', url: '/api/cards/999999/claim-lock', headers: admin.auth })).statusCode).toBe(404);
  });

  it("counts only wrong codes against a card: its holder's right code does not bring it nearer the lock", async () => {
    const { admin, user } = await createRoles(ctx);
    const [card] = await paperCards(admin, 1, 1);
    const guessers = await Promise.all(Array.from({ length: CARD_WRONG_CODES_LIMIT - 1 }, () => createUser(ctx)));
    for (const g of guessers) expect((await claim(g, card!.barcode, 'ZZZZZZ')).statusCode).toBe(400);
    // Right codes (the holder adds it, takes it off, adds it again) are no wrong codes.
    expect((await claim(user, card!.barcode, card!.code)).statusCode).toBe(201);
    expect((await claim(user, card!.barcode, card!.code)).statusCode).toBe(201);
    const last = await createUser(ctx);
    expect((await claim(last, card!.barcode, 'ZZZZZZ')).statusCode).toBe(400);
    expect((await claim(last, card!.barcode, 'ZZZZZZ')).statusCode).toBe(409);
  });

  it('lets exactly one of two accounts claiming the same card at once have it', async () => {
    const { admin } = await createRoles(ctx);
    const [card] = await paperCards(admin, 1, 1);
    const callers = await Promise.all([0, 1, 2, 3].map(() => createUser(ctx)));
    const answers = await Promise.all(callers.map((c) => claim(c, card!.barcode, card!.code)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409]);
    const winner = callers[answers.findIndex((a) => a.statusCode === 201)]!;
    expect((await mine(winner)).map((c) => c.id)).toEqual([card!.id]);
  });
});

describe('DELETE /cards/claims/:id', () => {
  it('lets the holder remove the card from their account (then another may add it); others get a 404', async () => {
    const { admin, user, other } = await createRoles(ctx);
    const [card] = await paperCards(admin, 1, 1);
    expect((await claim(user, card!.barcode, card!.code)).statusCode).toBe(201);
    const release = (who: TestUser) => ctx.app.inject({ method: 'DELETE', url: `/api/cards/claims/${card!.id}`, headers: who.auth });

    expect((await release(other)).statusCode).toBe(404);
    expect((await release(user)).statusCode).toBe(200);
    expect(await mine(user)).toEqual([]);
    expect((await claim(other, card!.barcode, card!.code)).statusCode).toBe(201);
  });

  it('an undone sale drops the claim: the card is back in the pile, nobody follows it', async () => {
    const { admin, user } = await createRoles(ctx);
    const [card] = await paperCards(admin, 1, 1);
    expect((await claim(user, card!.barcode, card!.code)).statusCode).toBe(201);
    const sale = (await ctx.app.inject({ url: `/api/cards/barcode/${card!.barcode}`, headers: admin.auth })).json().physical_sale;
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/physical-sales/${sale.id}`, headers: admin.auth })).statusCode).toBe(200);
    expect(await mine(user)).toEqual([]);
  });
});
