import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DRAW_KEY_MESSAGE, DRAW_KEY_REUSED, drawBody, drawHeaders, drawnNumberSchema } from './draws';

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
