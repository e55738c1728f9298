import { stageKindLabels, type StageKind } from '@bingo/core';

/**
 * The panel's line under its title (decisions.md §14): the round's prize when it plays the full
 * card alone; with a quina, the stage now played (the first not won) and its prize.
 */
export function currentStageLine(stages: readonly { kind: StageKind; prize: string; won: boolean }[], prize: string): string {
  if (stages.length <= 1) return `Prêmio: ${prize}`;
  const current = stages.find((s) => !s.won);
  if (!current) return 'Todas as etapas já têm vencedor.';
  return `Etapa atual: ${stageKindLabels[current.kind]} — Prêmio: ${current.prize}`;
}
