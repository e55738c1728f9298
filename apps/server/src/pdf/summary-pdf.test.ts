import type { EventSummary, SummaryRound } from '@bingo/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app';
import { createEvent, createRound, FIXED_CARD, sellCards } from '../../test/bingo-factories';
import { createRoles } from '../../test/factories';
import { pdfPages } from '../../test/pdf-text';
import { summaryPdf } from './summary-pdf';

let ctx: TestContext;
let roles: Awaited<ReturnType<typeof createRoles>>;
beforeAll(async () => {
  ctx = await createTestApp();
  roles = await createRoles(ctx);
});
afterAll(() => ctx.close());

const bytesOf = async (doc: PDFKit.PDFDocument) => {
  const chunks: Buffer[] = [];
  for await (const chunk of doc) chunks.push(chunk as Buffer);
  return new Uint8Array(Buffer.concat(chunks));
};

/** A night of `count` rounds, each won by `winners` cards whose buyers have long names. */
function night(count: number, winners: number): EventSummary {
  const round = (n: number): SummaryRound => {
    const premio = n % 2 ? 'Smart TV 50 polegadas com suporte de parede' : 'Cesta básica completa';
    const vencedores = Array.from({ length: winners }, (_, w) => ({
      card_id: 1000 + n * 10 + w,
      full_name: `Maria Aparecida dos Santos Oliveira ${n}-${w}`,
      barcode: null,
    }));
    return {
      id: n,
      evento_nome: 'Quermesse',
      numero: n,
      premio,
      status: 'finished',
      bolas: 40 + n,
      vencedores,
      etapas: [{ etapa: 'cartela_cheia', premio, bola: 40 + n, vencedores }],
    };
  };
  return {
    evento: { id: 1, name: 'Quermesse de São Roque 2026', start_date: '2026-06-13T22:00:00.000Z', status: 'finalizado' },
    online_compras: 120,
    online_cartelas: 340,
    online_bruto: 3400,
    descontos: 125.5,
    online_liquido: 3274.5,
    fisicas_vendidas: 210,
    fisicas_valor: 2087.5,
    patrocinios_recebidos: 1500,
    patrocinios_pendentes: 300,
    total_arrecadado: 6862,
    meta_arrecadacao: null,
    acumulado: [],
    online_estornado: 25,
    compras_estornadas: 1,
    online_contestado: 0,
    compras_contestadas: 0,
    cartelas_em_jogo: 550,
    rodadas: Array.from({ length: count }, (_, i) => round(i + 1)),
  };
}

describe('the Resumo do Evento PDF', () => {
  it('fits one A4 page with 10 rounds of three winners each, every round and winner on it', async () => {
    const pages = await pdfPages(await bytesOf(summaryPdf(night(10, 3), new Date('2026-06-14T03:00:00Z'))));
    expect(pages).toHaveLength(1);
    const text = pages[0]!.replace(/\s+/g, ' ');
    expect(text).toContain('Quermesse de São Roque 2026');
    expect(text).toContain('Total arrecadado');
    expect(text).toContain('R$ 6.862,00');
    expect(text).toContain('Gerado em 14/06/2026, 00:00');
    for (let n = 1; n <= 10; n++) expect(text).toContain(`#${1000 + n * 10 + 2}`);
    expect(text).not.toContain('e mais');
  });

  it('stays one page with 40 rounds, saying how many were left to the spreadsheet', async () => {
    const pages = await pdfPages(await bytesOf(summaryPdf(night(40, 4), new Date())));
    expect(pages).toHaveLength(1);
    expect(pages[0]).toMatch(/e mais \d+ rodadas: veja a planilha resumo-evento\.xlsx/);
    expect(pages[0]).toContain('Presidência');
  });

  it('GET /reports/summary/pdf: the summary of the chosen event, for administrators', async () => {
    const event = await createEvent(ctx, { name: 'Noite de São João', status: 'em_andamento' });
    const winner = (await sellCards(ctx, event.id, roles.user, 2, [FIXED_CARD]))[0]!;
    const round = await createRound(ctx, event.id, { status: 'in_progress', startedAt: new Date() });
    for (const number of FIXED_CARD) {
      await ctx.app.inject({ method: 'POST', url: `/api/rounds/${round.id}/draw`, headers: roles.admin.auth, payload: { number } });
    }
    const res = await ctx.app.inject({ url: `/api/reports/summary/pdf?event_id=${event.id}`, headers: roles.admin.auth });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="resumo-Noite-de-Sao-Joao.pdf"');
    const pages = await pdfPages(res.rawPayload);
    expect(pages).toHaveLength(1);
    expect(pages[0]).toContain('Noite de São João');
    expect(pages[0]).toContain('R$ 20,00');
    expect(pages[0]).toContain(`#${winner.id} Comprador Teste`);

    expect((await ctx.app.inject({ url: `/api/reports/summary/pdf?event_id=${event.id}`, headers: roles.user.auth })).statusCode).toBe(403);
    const missing = await ctx.app.inject({ url: '/api/reports/summary/pdf?event_id=999999', headers: roles.admin.auth });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'Evento não encontrado.' });
  });
});
