import type { StageKind } from '../bingo/stages';

// The stages' names and sentences (decisions.md §14), without zod: the live screens show them, and
// importing them from stages.ts would make a phone evaluate that module's schemas, and zod with
// them, before the page is interactive (docs/decisions/046).
/** pt-BR names of the stages, as the hall says them (decisions.md §14). */
export const stageKindLabels: Record<StageKind, string> = { quina: 'Quina', cartela_cheia: 'Cartela cheia' };

export const STAGE_KIND_INVALID = 'Etapa inválida: escolha Quina ou Cartela cheia.';
export const STAGES_END_WITH_FULL_CARD = 'A última etapa da rodada deve ser a cartela cheia.';
export const STAGE_REPEATED = 'Cada etapa pode aparecer uma só vez na rodada.';
export const STAGE_PRIZE_REQUIRED = 'Informe o prêmio de cada etapa da rodada.';
export const STAGE_PRIZE_NOT_ROUND_PRIZE = 'O prêmio da cartela cheia deve ser o prêmio da rodada.';
export const STAGES_LOCKED = 'As etapas de uma rodada já iniciada não podem ser alteradas.';

/** Without stages a round is cartela_cheia with the round's prize (decisions.md §14). */
export function stagesOrDefault(stages: readonly { kind: StageKind; prize: string }[] | null | undefined, prize: string) {
  const list = stages?.length ? stages.slice(0, -1) : [];
  return [...list.map((s) => ({ kind: s.kind, prize: s.prize })), { kind: 'cartela_cheia' as const, prize }];
}
