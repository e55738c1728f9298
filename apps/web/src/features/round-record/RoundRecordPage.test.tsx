import { cardSetHash, entryHash, GENESIS_HASH, webCryptoSha256, type RecordEntry, type RecordKind, type RoundRecord } from '@bingo/core';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, markVisited, renderApp } from '../../test/helpers';
import { routeFetch } from '../../test/route-fetch';

const sha256 = webCryptoSha256()!;
const column = (from: number) => [0, 1, 2, 3, 4].map((i) => from + i);
const full = { id: 4, numbers: [...column(1), ...column(16), ...column(31), ...column(46), ...column(61)] };
const other = { id: 9, numbers: full.numbers.map((n) => n + 5) };
const late = { id: 12, numbers: full.numbers.map((n) => n + 10) };

async function chain(items: [RecordKind, Record<string, unknown>][]): Promise<RecordEntry[]> {
  const out: RecordEntry[] = [];
  let prev = GENESIS_HASH;
  for (const [i, [kind, data]] of items.entries()) {
    const base = { round_id: 5, seq: i + 1, at: new Date(Date.UTC(2026, 10, 24, 23, 0, i)).toISOString(), kind, data };
    const hash = await entryHash(sha256, prev, base);
    out.push({ ...base, prev_hash: prev, hash });
    prev = hash;
  }
  return out;
}

async function fixture(): Promise<{ record: RoundRecord; sets: { seq: number; cards: { id: number; numbers: number[] }[] }[] }> {
  const entries = await chain([
    ['round_started', { event_id: 1, number: 2, prize: 'Smart TV' }],
    ['card_set', { count: 2, hash: await cardSetHash(sha256, [full, other]) }],
    ['ball_drawn', { number: 70 }],
    ['ball_removed', { number: 70, reason: 'Bola caiu no chão' }],
    ['cards_added', { count: 1, hash: await cardSetHash(sha256, [late]), card_ids: [12] }],
    ...full.numbers.map((n): [RecordKind, Record<string, unknown>] => ['ball_drawn', { number: n }]),
    ['round_finished', { status: 'finished', balls: 25, winners: [4] }],
  ]);
  return {
    record: {
      round: { id: 5, event_id: 1, number: 2, prize: 'Smart TV', status: 'finished' },
      event_name: 'Bingo da Paróquia',
      entries,
      head: entries.at(-1)!.hash,
      winners: [{ card_id: 4, name: 'Maria S.' }],
      stages: [],
    },
    sets: [
      { seq: 2, cards: [full, other] },
      { seq: 5, cards: [late] },
    ],
  };
}

function open(record: RoundRecord, sets: unknown[] = []) {
  const fetchMock = routeFetch({
    'GET /api/rounds/5/record': jsonResponse(200, record),
    'GET /api/rounds/5/record/cards': jsonResponse(200, { sets }),
  });
  markVisited();
  renderApp('/rodada/5/registro');
  return fetchMock;
}

describe('Registro público da rodada', () => {
  it('shows balls, the removal and its reason, the winner and the hashes without signing in; Verificar says "Registro íntegro"', async () => {
    const { record, sets } = await fixture();
    const fetchMock = open(record, sets);
    expect(await screen.findByRole('heading', { level: 1, name: 'Registro público da rodada 2' })).toBeTruthy();
    expect(screen.getByText(/Cartela/, { selector: 'li' }).textContent).toBe('Cartela #4 — Maria S.');
    expect(screen.getAllByText(/Bola caiu no chão/).length).toBeGreaterThan(0);
    expect(screen.getByText(record.head!)).toBeTruthy();
    // The cards come only when a check needs them.
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/record/cards'))).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(await screen.findByText('Registro íntegro')).toBeTruthy();
    expect(screen.getByText(/31 registros conferidos/)).toBeTruthy();
  });

  it('names the first entry that does not match', async () => {
    const { record, sets } = await fixture();
    record.entries[2] = { ...record.entries[2]!, data: { number: 71 } };
    open(record, sets);
    fireEvent.click(await screen.findByRole('button', { name: 'Verificar' }));
    expect(await screen.findByText('Registro adulterado')).toBeTruthy();
    expect(screen.getByText(/Registro 3: o conteúdo não confere com o hash gravado/)).toBeTruthy();
    expect(document.getElementById('registro-3')?.getAttribute('aria-current')).toBe('step');
  });

  it('tells a buyer whether a card was in play and how many balls it missed', async () => {
    const { record, sets } = await fixture();
    open(record, sets);
    const field = await screen.findByLabelText('Número da cartela');
    const ask = async (value: string) => {
      fireEvent.change(field, { target: { value } });
      fireEvent.click(screen.getByRole('button', { name: 'Consultar' }));
      return (await screen.findByText(new RegExp(`^A cartela #${value} `))).textContent;
    };
    expect(await ask('4')).toBe('A cartela #4 estava em jogo (desde o início) e completou a cartela: todas as 25 bolas saíram.');
    expect(await ask('12')).toMatch(/^A cartela #12 estava em jogo \(desde o registro 5\) e faltavam \d+ bolas no fim\.$/);
    expect(await ask('77')).toBe('A cartela #77 não estava em jogo nesta rodada.');
  });

  it('says plainly when the round is older than the record', async () => {
    const { record } = await fixture();
    open({ ...record, entries: [], head: null, winners: [] });
    expect(await screen.findByText('Esta rodada é anterior ao registro público.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Verificar' })).toBeNull();
  });

  it('shows the prize the record started with, and a change after the start with its time (decisions.md §14)', async () => {
    const entries = await chain([
      ['round_started', { event_id: 1, number: 2, prize: 'Smart TV' }],
      ['card_set', { count: 0, hash: await cardSetHash(sha256, []) }],
      ['prize_changed', { previous: 'Smart TV', prize: 'Bicicleta' }],
      ['round_finished', { status: 'finished', balls: 0, winners: [] }],
      ['round_reopened', { reason: 'Conferir a cartela premiada' }],
    ]);
    // The round's own prize was edited again later: the page follows the record, not the round.
    open({
      round: { id: 5, event_id: 1, number: 2, prize: 'Geladeira', status: 'in_progress' },
      event_name: 'Bingo da Paróquia',
      entries,
      head: entries.at(-1)!.hash,
      winners: [],
      stages: [],
    });
    expect(await screen.findByText(/Prêmio: Bicicleta \(no início: Smart TV; alterado às 20:00:02\)/)).toBeTruthy();
    expect(screen.queryByText(/Geladeira/)).toBeNull();
    expect(screen.getByText('Prêmio alterado de “Smart TV” para “Bicicleta”.')).toBeTruthy();
    expect(screen.getByText('Rodada reaberta. Motivo: Conferir a cartela premiada')).toBeTruthy();
  });

  it('names a takeover of the round by another panel with its short id only (decisions.md §14)', async () => {
    const entries = await chain([
      ['round_started', { event_id: 1, number: 2, prize: 'Smart TV' }],
      ['card_set', { count: 0, hash: await cardSetHash(sha256, []) }],
      ['control_taken', { by_panel: 'f9e8d7' }],
    ]);
    open({
      round: { id: 5, event_id: 1, number: 2, prize: 'Smart TV', status: 'in_progress' },
      event_name: 'Bingo da Paróquia',
      entries,
      head: entries.at(-1)!.hash,
      winners: [],
      stages: [],
    });
    expect(await screen.findByText('O sorteio passou para outro painel (f9e8d7).')).toBeTruthy();
  });

  it('lists the winners of each stage, and Verificar holds when they agree with the cards and balls (decisions.md §14)', async () => {
    const stages = [
      { kind: 'quina', prize: 'Cesta básica' },
      { kind: 'cartela_cheia', prize: 'Smart TV' },
    ];
    const recordOf = async (quinaCards: number[]) => {
      const entries = await chain([
        ['round_started', { event_id: 1, number: 2, prize: 'Smart TV', stages }],
        ['card_set', { count: 2, hash: await cardSetHash(sha256, [full, other]) }],
        ...[1, 16, 31, 46, 61].map((n): [RecordKind, Record<string, unknown>] => ['ball_drawn', { number: n }]),
        ['stage_won', { stage: 'quina', ball_seq: 7, card_ids: quinaCards }],
      ]);
      const record: RoundRecord = {
        round: { id: 5, event_id: 1, number: 2, prize: 'Smart TV', status: 'in_progress' },
        event_name: 'Bingo da Paróquia',
        entries,
        head: entries.at(-1)!.hash,
        winners: [],
        stages: [
          { kind: 'quina', prize: 'Cesta básica', ball_seq: 7, winners: quinaCards.map((id) => ({ card_id: id, name: 'Maria S.' })) },
          { kind: 'cartela_cheia', prize: 'Smart TV', ball_seq: null, winners: [] },
        ],
      };
      return record;
    };
    const sets = [{ seq: 2, cards: [full, other] }];
    open(await recordOf([4]), sets);
    expect(await screen.findByRole('heading', { level: 3, name: 'Quina — Cesta básica' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Cartela cheia — Smart TV' })).toBeTruthy();
    expect(screen.getByText(/Cartela/, { selector: 'li.fs-5' }).textContent).toBe('Cartela #4 — Maria S.');
    expect(screen.getByText('Ainda sem vencedor nesta etapa.')).toBeTruthy();
    expect(screen.getByText('Quina ganha por #4.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(await screen.findByText('Registro íntegro')).toBeTruthy();
  });

  it('Verificar fails a record whose stage entry names a card that did not complete the row', async () => {
    const stages = [
      { kind: 'quina', prize: 'Cesta básica' },
      { kind: 'cartela_cheia', prize: 'Smart TV' },
    ];
    const entries = await chain([
      ['round_started', { event_id: 1, number: 2, prize: 'Smart TV', stages }],
      ['card_set', { count: 2, hash: await cardSetHash(sha256, [full, other]) }],
      ...[1, 16, 31, 46, 61].map((n): [RecordKind, Record<string, unknown>] => ['ball_drawn', { number: n }]),
      ['stage_won', { stage: 'quina', ball_seq: 7, card_ids: [9] }],
    ]);
    open(
      {
        round: { id: 5, event_id: 1, number: 2, prize: 'Smart TV', status: 'in_progress' },
        event_name: 'Bingo da Paróquia',
        entries,
        head: entries.at(-1)!.hash,
        winners: [],
        stages: [],
      },
      [{ seq: 2, cards: [full, other] }],
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Verificar' }));
    expect(await screen.findByText('Registro adulterado')).toBeTruthy();
    expect(screen.getByText(/Registro 8: os vencedores das etapas não conferem/)).toBeTruthy();
  });
});
