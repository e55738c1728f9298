import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import '../zod-locale';
import { msg } from '../messages';
import { eventReopenReason, reasonText, roundReopenReason } from './reasons';

const issues = (schema: z.ZodType, input: unknown) => schema.safeParse(input).error?.issues.map((i) => i.message);

const required = 'Informe o motivo.';
const reason = reasonText(required);

describe('reasonText: the reason an admin types for a step the record keeps (decisions.md §14)', () => {
  it('keeps a reason trimmed, from one character up to 300', () => {
    expect(reason.parse('  Bola 61 digitada errada  ')).toBe('Bola 61 digitada errada');
    expect(reason.parse('x')).toBe('x');
    expect(reason.parse('a'.repeat(300))).toHaveLength(300);
    expect(issues(reason, 'a'.repeat(301))).toEqual([msg.tooLong(300)]);
  });

  it("answers a missing, blank or invisible reason with the step's own sentence", () => {
    for (const input of [undefined, null, 42, '', '   ', '\u200B\u200B', '\u2800']) {
      expect(issues(reason, input), JSON.stringify(input)).toEqual([required]);
    }
  });

  it('keeps emoji and accents, and refuses control and bidi characters', () => {
    expect(reason.parse('Ganhador não estava no salão 👨‍👩‍👧')).toBe('Ganhador não estava no salão 👨‍👩‍👧');
    expect(issues(reason, 'linha 1\nlinha 2')).toEqual([msg.hiddenCharacters]);
    expect(issues(reason, 'motivo \u202Eoculto')).toEqual([msg.hiddenCharacters]);
  });

  it('asks for the reason to reopen a round or an event in the words of each', () => {
    expect(issues(roundReopenReason, ' ')).toEqual(['Informe o motivo para reabrir a rodada: ele fica no registro público da rodada.']);
    expect(issues(eventReopenReason, '')).toEqual([
      'Informe o motivo para reabrir o evento: ele fica registrado com quem reabriu e quando.',
    ]);
  });
});
