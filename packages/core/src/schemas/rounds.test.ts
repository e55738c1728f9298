import { describe, expect, it } from 'vitest';
import { cardCheckQuery, rankingQuery } from './results';
import { reopenRoundBody, roundBody, roundSchema, roundStatusLabels, roundTypeLabels } from './rounds';

const firstMessage = (r: { error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;

describe('roundBody', () => {
  it('takes a round with its defaults, notes keeping their lines', () => {
    expect(roundBody.parse({ prize: ' Cesta ', notes: 'linha 1\nlinha 2' })).toEqual({
      prize: 'Cesta',
      type: '',
      notes: 'linha 1\nlinha 2',
    });
    expect(roundBody.parse({ number: '3', prize: 'TV', type: 'presencial', status: 'finished' })).toMatchObject({
      number: 3,
      type: 'presencial',
      status: 'finished',
    });
  });

  it('refuses a bad number, type or status with the pt-BR texts', () => {
    expect(firstMessage(roundBody.safeParse({ prize: 'TV', number: 0 }))).toBe('O número da rodada deve ser pelo menos 1.');
    expect(firstMessage(roundBody.safeParse({ prize: 'TV', number: 'x' }))).toBe('Número da rodada inválido.');
    expect(roundBody.safeParse({ prize: 'TV', number: 10001 }).success).toBe(false);
    expect(firstMessage(roundBody.safeParse({ prize: 'TV', type: 'online' }))).toBe('Tipo de rodada inválido.');
    expect(firstMessage(roundBody.safeParse({ prize: 'TV', status: 'paused' }))).toBe('Status da rodada inválido.');
  });

  it('takes the stages when the full card plays for the round’s prize (decisions.md §14)', () => {
    const stages = [
      { kind: 'quina', prize: 'Cesta' },
      { kind: 'cartela_cheia', prize: 'TV' },
    ];
    expect(roundBody.parse({ prize: 'TV', stages }).stages).toEqual(stages);
    expect(roundBody.parse({ prize: 'TV', stages: [{ kind: 'cartela_cheia', prize: 'TV' }] }).stages).toEqual([
      { kind: 'cartela_cheia', prize: 'TV' },
    ]);
  });

  it('refuses a full card whose prize is not the round’s prize, on the stages', () => {
    const issue = roundBody.safeParse({ prize: 'TV', stages: [{ kind: 'cartela_cheia', prize: 'Rádio' }] }).error?.issues[0];
    expect(issue?.message).toBe('O prêmio da cartela cheia deve ser o prêmio da rodada.');
    expect(issue?.path).toEqual(['stages']);
  });

  it('takes whether the round plays for the acumulado, and refuses anything but true or false', () => {
    expect(roundBody.parse({ prize: 'TV', acumulado: false }).acumulado).toBe(false);
    const issue = roundBody.safeParse({ prize: 'TV', acumulado: 'sim' }).error?.issues[0];
    expect(issue?.message).toBe('Informe se a rodada vale o acumulado (true ou false).');
    expect(issue?.path).toEqual(['acumulado']);
  });

  it('labels statuses and types as the screens show them', () => {
    expect(roundStatusLabels).toEqual({
      not_started: { label: 'Não iniciada', variant: 'secondary' },
      in_progress: { label: 'Em andamento', variant: 'warning' },
      finished: { label: 'Finalizada', variant: 'success' },
    });
    expect(roundTypeLabels).toEqual({ hibrida: 'Híbrida', presencial: 'Presencial' });
  });
});

describe('reopening a round', () => {
  it('takes the reason, trimmed, for the round’s public record (decisions.md §14)', () => {
    expect(reopenRoundBody.parse({ reason: ' Bola 42 lançada errada ' })).toEqual({ reason: 'Bola 42 lançada errada' });
  });

  it('refuses to reopen without a reason, on the reason', () => {
    const issue = reopenRoundBody.safeParse({}).error?.issues[0];
    expect(issue?.message).toBe('Informe o motivo para reabrir a rodada: ele fica no registro público da rodada.');
    expect(issue?.path).toEqual(['reason']);
  });
});

describe('round answers', () => {
  it('keep every field the round panel reads', () => {
    const round = {
      id: 9,
      event_id: 2,
      number: 3,
      prize: 'TV 50"',
      type: 'hibrida',
      notes: 'Patrocínio da Padaria',
      status: 'in_progress',
      started_at: '2026-12-05T22:00:00.000Z',
      finished_at: null,
      stages: [
        { kind: 'quina', prize: 'Cesta', won: true, ball_seq: 7, ball: 61, winners: [{ card_id: 4, name: 'Ana S.' }] },
        { kind: 'cartela_cheia', prize: 'TV 50"', won: false, ball_seq: null, ball: null, winners: [] },
      ],
      acumulado: true,
    };
    expect(roundSchema.parse(round)).toEqual(round);
    expect(roundSchema.parse({ ...round, notes: null, started_at: null })).toEqual({ ...round, notes: null, started_at: null });
  });
});

describe('ranking and card check queries', () => {
  it('pages from 1 and bounds the search and the card typed at the venue', () => {
    expect(rankingQuery.parse({})).toEqual({ page: 1 });
    expect(rankingQuery.parse({ page: '2', search: ' ana ' })).toEqual({ page: 2, search: 'ana' });
    expect(rankingQuery.safeParse({ page: '0' }).success).toBe(false);
    expect(rankingQuery.safeParse({ search: 'x'.repeat(121) }).success).toBe(false);
    expect(cardCheckQuery.parse({ card: ' 7890000000012 ' })).toEqual({ card: '7890000000012' });
    expect(firstMessage(cardCheckQuery.safeParse({ card: '  ' }))).toBe('Informe o número ou o código de barras da cartela.');
    expect(firstMessage(cardCheckQuery.safeParse({ card: '1'.repeat(21) }))).toBe('Cartela não encontrada.');
  });
});
