import { canonicalJson } from './canonical-json';
import { checkStageWins } from './stage-record';
import { checkAcumulado } from './acumulado-record';
import type { RecordCard, RecordCardSet, RecordEntry, RecordKind, Sha256Hex } from './record-entry';

/**
 * The public record of a round (docs/decisions/015): an append-only list of entries, each hashed
 * with the one before it. Pure: the hash function is handed in, node:crypto on the server and Web
 * Crypto in the browser, so both verify with this same code.
 */
export const GENESIS_HASH = '0'.repeat(64);

/** What an entry's hash covers: prev_hash + canonical JSON of {round_id, seq, at, kind, data}. */
export function entryPayload(prevHash: string, entry: Pick<RecordEntry, 'round_id' | 'seq' | 'at' | 'kind' | 'data'>): string {
  const { round_id, seq, at, kind, data } = entry;
  return prevHash + canonicalJson({ round_id, seq, at, kind, data });
}

export function entryHash(sha256: Sha256Hex, prevHash: string, entry: Pick<RecordEntry, 'round_id' | 'seq' | 'at' | 'kind' | 'data'>) {
  return sha256(entryPayload(prevHash, entry));
}

/** The lines "{card_id}:{n1},...,{n25}\n" of the cards, ordered by id. */
export function cardSetText(cards: readonly RecordCard[]): string {
  return [...cards]
    .sort((a, b) => a.id - b.id)
    .map((c) => `${c.id}:${c.numbers.join(',')}\n`)
    .join('');
}

export async function cardSetHash(sha256: Sha256Hex, cards: readonly RecordCard[]): Promise<string> {
  return sha256(cardSetText(cards));
}

export type VerifyProblem =
  | { seq: number; problem: 'seq' | 'prev_hash' | 'hash' | 'round_id' | 'stages' | 'acumulado' }
  | { seq: number; problem: 'cards'; expected: string; actual: string };

export interface VerifyResult {
  ok: boolean;
  /** The first entry that does not match, or null. */
  first: VerifyProblem | null;
  head: string;
  entries: number;
}

const CARD_KINDS: readonly RecordKind[] = ['card_set', 'cards_added', 'cards_removed', 'cards_voided'];

/**
 * Recomputes the chain from the first entry: each seq follows the last, each prev_hash is the hash
 * before it, each hash is recomputed. With `sets` (GET .../record/cards) the card-set hash and count
 * of every card_set, cards_added and cards_removed entry are recomputed too. Stops at the first
 * entry that does not match and names it. With `sets`, the stage winners are then recounted from
 * the cards and the balls (decisions.md §14): a record naming a wrong winner fails.
 */
export async function verifyRecord(
  sha256: Sha256Hex,
  roundId: number,
  entries: readonly RecordEntry[],
  sets?: readonly RecordCardSet[],
): Promise<VerifyResult> {
  const bySeq = new Map((sets ?? []).map((s) => [s.seq, s.cards]));
  let prev = GENESIS_HASH;
  for (const [i, entry] of entries.entries()) {
    const fail = (problem: VerifyProblem): VerifyResult => ({ ok: false, first: problem, head: prev, entries: entries.length });
    if (entry.round_id !== roundId) return fail({ seq: entry.seq, problem: 'round_id' });
    if (entry.seq !== i + 1) return fail({ seq: entry.seq, problem: 'seq' });
    if (entry.prev_hash !== prev) return fail({ seq: entry.seq, problem: 'prev_hash' });
    if ((await entryHash(sha256, prev, entry)) !== entry.hash) return fail({ seq: entry.seq, problem: 'hash' });
    if (sets && CARD_KINDS.includes(entry.kind)) {
      const own = bySeq.get(entry.seq) ?? [];
      const actual = await cardSetHash(sha256, own);
      const expected = String(entry.data.hash ?? '');
      if (actual !== expected || own.length !== entry.data.count) return fail({ seq: entry.seq, problem: 'cards', expected, actual });
    }
    prev = entry.hash;
  }
  const stages = sets ? checkStageWins(entries, sets) : null;
  if (stages !== null) return { ok: false, first: { seq: stages, problem: 'stages' }, head: prev, entries: entries.length };
  const acumulado = sets ? checkAcumulado(entries, sets) : null;
  if (acumulado !== null) return { ok: false, first: { seq: acumulado, problem: 'acumulado' }, head: prev, entries: entries.length };
  return { ok: true, first: null, head: prev, entries: entries.length };
}

/** pt-BR sentence for the first entry that does not match (page and verify-round script). */
export function describeProblem(problem: VerifyProblem): string {
  const at = `Registro ${problem.seq}`;
  switch (problem.problem) {
    case 'seq':
      return `${at}: fora de sequência (falta um registro ou há um a mais).`;
    case 'prev_hash':
      return `${at}: não aponta para o registro anterior (prev_hash diferente).`;
    case 'hash':
      return `${at}: o conteúdo não confere com o hash gravado (foi alterado).`;
    case 'round_id':
      return `${at}: pertence a outra rodada.`;
    case 'cards':
      return `${at}: as cartelas não conferem com o hash gravado.`;
    case 'stages':
      return `${at}: os vencedores das etapas não conferem com as cartelas e as bolas sorteadas.`;
    case 'acumulado':
      return `${at}: o resultado do acumulado não confere com as cartelas e as bolas sorteadas.`;
  }
}
