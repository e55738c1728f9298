import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/app';
import { createEvent, FIXED_CARD, finishRunningEvents, sellCards } from '../../../test/bingo-factories';
import { createRoles } from '../../../test/factories';
import { pdfPages } from '../../../test/pdf-text';
import { adminCalls } from '../../../test/calls';

// decisions.md §14: the reports list each round's winners per stage, with the stage's prize.
let ctx: TestContext;
let roles: Awaited<ReturnType<typeof createRoles>>;
beforeAll(async () => {
  ctx = await createTestApp();
  roles = await createRoles(ctx);
});
afterAll(() => ctx.close());

const { post, get } = adminCalls(() => ({ ctx, roles }));

/** Its first row (1, 16, 31, 46, 61) is FIXED_CARD's too; the rest differs. */
const SAME_FIRST_ROW = [1, 2, 3, 4, 6, 16, 17, 18, 19, 21, 31, 32, 33, 34, 36, 46, 47, 48, 49, 51, 61, 62, 63, 64, 66];

describe('Resumo do Evento: winners per stage', () => {
  it('lists the quina and the full card of each round with their prize, ball and winners, in the summary and its PDF', async () => {
    await finishRunningEvents(ctx);
    const event = await createEvent(ctx, { name: 'Quermesse das Etapas', status: 'em_andamento' });
    const [full, row] = await sellCards(ctx, event.id, roles.user, 2, [FIXED_CARD, SAME_FIRST_ROW]);
    const stages = [
      { kind: 'quina', prize: 'Cesta básica' },
      { kind: 'cartela_cheia', prize: 'Smart TV' },
    ];
    const round = (await post(`/api/events/${event.id}/rounds`, { prize: 'Smart TV', stages })).json() as { id: number };
    expect((await post(`/api/rounds/${round.id}/start`)).statusCode).toBe(200);
    const order = [1, 16, 31, 46, 61, ...FIXED_CARD.filter((n) => ![1, 16, 31, 46, 61].includes(n))];
    for (const number of order) expect((await post(`/api/rounds/${round.id}/draw`, { number })).statusCode).toBe(201);

    const summary = (await get(`/api/reports/summary?event_id=${event.id}`)).json();
    const winner = (card: { id: number }) => ({ card_id: card.id, full_name: 'Comprador Teste', barcode: null });
    expect(summary.rodadas[0].etapas).toEqual([
      { etapa: 'quina', premio: 'Cesta básica', bola: 61, vencedores: [winner(full!), winner(row!)] },
      { etapa: 'cartela_cheia', premio: 'Smart TV', bola: FIXED_CARD.at(-1), vencedores: [winner(full!)] },
    ]);

    const pdf = await get(`/api/reports/summary/pdf?event_id=${event.id}`);
    const text = (await pdfPages(pdf.rawPayload))[0]!.replace(/\s+/g, ' ');
    expect(text).toContain('Quina: Cesta básica');
    expect(text).toContain('Cartela cheia: Smart TV');
    expect(text).toContain(`Quina (bola 61): #${full!.id} Comprador Teste, #${row!.id} Comprador Teste`);
    expect(text).toContain(`Cartela cheia (bola ${FIXED_CARD.at(-1)}): #${full!.id} Comprador Teste`);
    await finishRunningEvents(ctx);
  });
});
