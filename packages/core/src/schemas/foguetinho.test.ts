import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import '../zod-locale';
import { foguetinhoMessages, foguetinhoSpinBody, foguetinhoSpinSchema } from './foguetinho';

const issues = (schema: z.ZodType, input: unknown) =>
  schema.safeParse(input).error?.issues.map((i) => ({ path: i.path, message: i.message }));

describe('foguetinhoSpinBody: the range of a Foguetinho spin (decisions.md §15)', () => {
  it('draws from 1 to 50 when the range is left out, and reads a range typed in the form', () => {
    expect(foguetinhoSpinBody.parse({})).toEqual({ min: 1, max: 50 });
    expect(foguetinhoSpinBody.parse({ min: '10', max: '200' })).toEqual({ min: 10, max: 200 });
    expect(foguetinhoSpinBody.parse({ min: 1, max: 10_000 })).toEqual({ min: 1, max: 10_000 });
    expect(foguetinhoSpinBody.parse({ min: 9_999, max: 10_000 })).toEqual({ min: 9_999, max: 10_000 });
  });

  it('refuses a range that does not go up, on its final number', () => {
    for (const range of [{ min: 50, max: 50 }, { min: 60, max: 50 }, { min: 51 }]) {
      expect(issues(foguetinhoSpinBody, range), JSON.stringify(range)).toEqual([
        { path: ['max'], message: foguetinhoMessages.minAboveMax },
      ]);
    }
    expect(foguetinhoMessages.minAboveMax).toBe('O número inicial deve ser menor que o final.');
  });

  it('refuses numbers outside 1 to 10.000, or not whole, saying the range', () => {
    expect(foguetinhoMessages.range).toBe('Informe um número inteiro de 1 a 10.000.');
    expect(issues(foguetinhoSpinBody, { min: 0 })).toEqual([{ path: ['min'], message: foguetinhoMessages.range }]);
    expect(issues(foguetinhoSpinBody, { max: 10_001 })).toEqual([{ path: ['max'], message: foguetinhoMessages.range }]);
    expect(issues(foguetinhoSpinBody, { max: '12.5' })).toEqual([{ path: ['max'], message: foguetinhoMessages.range }]);
  });
});

describe('foguetinhoSpinSchema: a spin as the public list shows it', () => {
  it('keeps the number drawn, its range, when and who spun it', () => {
    const spin = { id: 3, number: 27, min: 1, max: 50, at: '2026-12-20T22:10:00.000Z', by: 'Rosa T.' };
    expect(foguetinhoSpinSchema.parse(spin)).toEqual(spin);
    expect(foguetinhoSpinSchema.parse({ ...spin, by: null }).by).toBeNull();
  });
});
