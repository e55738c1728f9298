import { eventMessages, fieldLabel, msg } from '@bingo/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/app';
import { createEvent, eventForm } from '../../../test/bingo-factories';
import { createRoles } from '../../../test/factories';

/**
 * decisions.md §11: each shape that once gave a 500 or was stored wrong answers 400 with its pt-BR
 * sentence (the error names the field, `fields` holds the sentence alone) and changes nothing.
 */
let ctx: TestContext;
let roles: Awaited<ReturnType<typeof createRoles>>;
beforeAll(async () => {
  ctx = await createTestApp({ CARD_PRICE: '10' });
  roles = await createRoles(ctx);
});
afterAll(() => ctx.close());

const valid = { name: 'Bingo da Paróquia São José 🎉', start_date: '2026-12-05T22:00:00.000Z', rounds_count: 3 };
const post = (payload: object) => eventForm(ctx, roles.admin, valid).post(payload);
const patch = (id: number, payload: object) => eventForm(ctx, roles.admin, valid).patch(id, payload);
const eventCount = async () => (await ctx.app.inject({ url: '/api/events', headers: roles.admin.auth })).json().length as number;

/** `error` is the field's sentence, with the field's name in front when the sentence alone does not say it (docs/decisions/014). */
async function expectRefused(res: Awaited<ReturnType<typeof post>>, field: string, message: string, named = false) {
  expect(res.statusCode, res.body).toBe(400);
  const error = named ? message : `${fieldLabel(field)}: ${message[0]!.toLowerCase()}${message.slice(1)}`;
  expect(res.json()).toEqual({ error, fields: { [field]: message } });
}

describe('event validation (decisions.md §11)', () => {
  it.each([
    ['99999 (was a 500)', '99999', msg.dateTimeInvalid],
    ['0 (was stored as 2000-01-01)', '0', msg.dateTimeInvalid],
    ['-0001-01-01', '-0001-01-01', msg.dateTimeInvalid],
    ['275760-09-13 (was a 500)', '275760-09-13', msg.dateTimeInvalid],
    ['2026-02-30 (was stored as 2026-03-02)', '2026-02-30', msg.dateNotInCalendar],
    ['2026-13-01', '2026-13-01', msg.dateNotInCalendar],
    ['year 1999', '1999-12-31T23:00:00.000Z', msg.yearOutOfRange],
    ['year 2101', '2101-01-01', msg.yearOutOfRange],
  ])('refuses start_date %s, creating and editing', async (_, start_date, message) => {
    const before = await eventCount();
    await expectRefused(await post({ start_date }), 'start_date', message);
    expect(await eventCount()).toBe(before);

    const event = await createEvent(ctx);
    await expectRefused(await patch(event.id, { start_date }), 'start_date', message);
    const kept = (await ctx.app.inject({ url: `/api/events/${event.id}`, headers: roles.admin.auth })).json();
    expect(kept.start_date).toBe(event.startDate.toISOString());
  });

  it.each([
    ['null (was stored as R$ 0,00)', null, eventMessages.cardPriceInvalid],
    ['0.99', 0.99, eventMessages.cardPriceMin],
    ['0', 0, eventMessages.cardPriceMin],
    ['an empty text', '', eventMessages.cardPriceInvalid],
  ])('refuses card_price %s', async (_, card_price, message) => {
    const before = await eventCount();
    await expectRefused(await post({ card_price }), 'card_price', message, true);
    expect(await eventCount()).toBe(before);

    const event = await createEvent(ctx);
    await expectRefused(await patch(event.id, { card_price }), 'card_price', message, true);
  });

  it('refuses a null number of rounds instead of reading it as 0', async () => {
    await expectRefused(await post({ rounds_count: null }), 'rounds_count', eventMessages.roundsCountInvalid, true);
  });

  it.each([
    ['a RIGHT-TO-LEFT OVERRIDE', 'Bingo \u202Eodnarg', msg.hiddenCharacters],
    ['a control character', 'Bingo\u0007 da Paróquia', msg.hiddenCharacters],
    ['a line break', 'Bingo\nda Paróquia', msg.hiddenCharacters],
    ['only zero-width spaces', '\u200B\u200B', msg.required],
  ])('refuses a name with %s', async (_, name, message) => {
    await expectRefused(await post({ name }), 'name', message);
  });

  it('keeps valid input as before: emoji and accents, a price of R$ 1,00, a date with or without time', async () => {
    const created = await post({ card_price: 1 });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ name: 'Bingo da Paróquia São José 🎉', start_date: '2026-12-05T22:00:00.000Z', card_price: 1 });
    const edited = await patch(created.json().id, { name: 'Ação – Ñandú', start_date: '2100-12-31', card_price: '12.50' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ name: 'Ação – Ñandú', start_date: '2100-12-31T00:00:00.000Z', card_price: 12.5 });
    // Left out, the price stays (edit) or is CARD_PRICE (create).
    expect((await patch(created.json().id, {})).json().card_price).toBe(12.5);
    expect((await post({ start_date: '2000-01-01T00:00:00Z' })).json()).toMatchObject({
      card_price: 10,
      start_date: '2000-01-01T00:00:00.000Z',
    });
  });
});
