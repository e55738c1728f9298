import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  DRAW_KEY_MESSAGE,
  DRAW_KEY_REMOVED,
  DRAW_KEY_REUSED,
  DRAW_PANEL_MESSAGE,
  controlHolderText,
  drawBody,
  drawHeaders,
  drawnNumberSchema,
  isNotInControl,
  notInControlMessage,
  roundControlSchema,
  takeControlBody,
} from './draws';

const ballMessage = (number: unknown) => drawBody.safeParse({ number }).error?.issues[0]?.message;

describe('drawing a ball', () => {
  it('takes a whole number from 1 to 75, typed or not', () => {
    expect(drawBody.parse({ number: 1 })).toEqual({ number: 1 });
    expect(drawBody.parse({ number: '75' })).toEqual({ number: 75 });
  });

  it.each([0, 76, 7.5, 'sete', -1])('refuses %j with the spec’s sentence', (number) => {
    expect(ballMessage(number)).toBe('Número deve estar entre 1 e 75.');
  });

  it('takes an idempotency key of 8 to 64 letters, digits or hyphens, or none', () => {
    expect(drawHeaders.parse({})).toEqual({});
    expect(drawHeaders.parse({ 'idempotency-key': 'ab-12-CD' })).toEqual({ 'idempotency-key': 'ab-12-CD' });
    expect(drawHeaders.safeParse({ 'idempotency-key': 'x'.repeat(64) }).success).toBe(true);
    for (const key of ['ab-12-C', 'x'.repeat(65), 'chave com espaço', ' ab-12-CD', 'ab-12-CD\n']) {
      expect(drawHeaders.safeParse({ 'idempotency-key': key }).error?.issues[0]?.message).toBe(DRAW_KEY_MESSAGE);
    }
    expect(DRAW_KEY_MESSAGE).toBe('Chave de envio inválida: use de 8 a 64 letras, números ou hífens.');
    // The 409 the round panel shows when a queued ball's key already drew another ball.
    expect(DRAW_KEY_REUSED).toBe('Esta chave de envio já registrou outra bola nesta rodada.');
  });

  it('documents the key as "Chave de envio" in the OpenAPI document', () => {
    expect(z.toJSONSchema(drawHeaders)).toMatchObject({ properties: { 'idempotency-key': { title: 'Chave de envio' } } });
  });

  it('answers the drawn ball whole', () => {
    const drawn = { id: 12, number: 42, drawn_at: '2026-12-05T22:10:00.000Z' };
    expect(drawnNumberSchema.parse(drawn)).toEqual(drawn);
    expect(drawnNumberSchema.safeParse({ ...drawn, number: 4.2 }).success).toBe(false);
  });
});

// Ids that are not 8 to 64 letters, digits or hyphens: too short, too long, a space, and a valid id
// with something before or after it (the pattern is anchored at both ends).
const badIds = ['ab-12-C', 'x'.repeat(65), 'painel com espaço', ' ab-12-CD', 'ab-12-CD\n', '!!!!!!!!'];

describe('the panel that draws (decisions.md §14, docs/decisions/023)', () => {
  it('takes an x-draw-panel id of 8 to 64 letters, digits or hyphens', () => {
    expect(drawHeaders.parse({ 'x-draw-panel': 'ab-12-CD' })).toEqual({ 'x-draw-panel': 'ab-12-CD' });
    expect(drawHeaders.parse({ 'x-draw-panel': 'x'.repeat(64) })).toEqual({ 'x-draw-panel': 'x'.repeat(64) });
  });

  it.each(badIds)('refuses the x-draw-panel %j with the panel sentence on that header', (id) => {
    const issue = drawHeaders.safeParse({ 'x-draw-panel': id }).error?.issues[0];
    expect(issue?.message).toBe('Identificação do painel inválida: use de 8 a 64 letras, números ou hífens.');
    expect(issue?.path).toEqual(['x-draw-panel']);
  });

  it('documents the panel header as "Painel" in the OpenAPI document', () => {
    expect(z.toJSONSchema(drawHeaders)).toMatchObject({ properties: { 'x-draw-panel': { title: 'Painel' } } });
  });

  it('takes the control for a panel id of 8 to 64 letters, digits or hyphens', () => {
    expect(takeControlBody.parse({ panel_id: 'painel-0001' })).toEqual({ panel_id: 'painel-0001' });
    expect(takeControlBody.parse({ panel_id: 'x'.repeat(64) })).toEqual({ panel_id: 'x'.repeat(64) });
  });

  it.each(badIds)('refuses to give the control to the panel id %j, on panel_id', (id) => {
    const issue = takeControlBody.safeParse({ panel_id: id }).error?.issues[0];
    expect(issue?.message).toBe(DRAW_PANEL_MESSAGE);
    expect(issue?.path).toEqual(['panel_id']);
  });

  it('refuses a control request without a panel id', () => {
    expect(takeControlBody.safeParse({}).error?.issues[0]?.path).toEqual(['panel_id']);
  });

  it('answers who holds the control, or null', () => {
    const holder = { panel_id: 'painel-0001', name: 'Ana', since: '2026-12-05T23:31:00.000Z' };
    expect(roundControlSchema.parse({ holder })).toEqual({ holder });
    expect(roundControlSchema.parse({ holder: null })).toEqual({ holder: null });
    expect(roundControlSchema.safeParse({ holder: { ...holder, name: undefined } }).success).toBe(false);
    expect(roundControlSchema.safeParse({}).success).toBe(false);
  });

  it('says who is drawing since when, in the hall’s clock', () => {
    // 23:31 UTC is 20:31 in Brasília.
    expect(controlHolderText('Ana', '2026-12-05T23:31:00.000Z')).toBe('Ana está sorteando desde 20:31');
  });

  it('refuses a ball from another panel naming the holder and ending with the hint the panel recognises', () => {
    const message = notInControlMessage('Ana', new Date('2026-12-05T23:31:00.000Z'));
    expect(message).toBe('Ana está sorteando desde 20:31. Assuma o controle para sortear daqui.');
    expect(isNotInControl(message)).toBe(true);
  });

  it('tells the refusal for lack of control from other refusals', () => {
    expect(isNotInControl(DRAW_KEY_REUSED)).toBe(false);
    expect(isNotInControl('Assuma o controle para sortear daqui. Outra coisa')).toBe(false);
  });

  it('refuses the retry of a ball removed since with its own sentence', () => {
    expect(DRAW_KEY_REMOVED).toBe('Esta bola foi removida desta rodada.');
  });
});
